import type { FieldInfo, QueryConfig, QueryOptions } from 'mariadb';
import { Prisma } from '../generated/prisma/client';

/**
 * What a raw-SQL path needs of the database: Prisma's two raw calls. `Db` (a Prisma client or its
 * interactive transaction) is one, and so is a DriverSql, which runs them straight on the MariaDB
 * driver (PrismaService.inSqlTransaction and PrismaService.sql). Code typed against this cannot reach a model
 * query by mistake.
 */
export interface SqlClient {
  $queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<T>;
  $executeRaw(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<number>;
}

// Every result of a query arrives as an array with its columns' metadata, times as their text and JSON
// as its text: converted below exactly as the Prisma driver adapter and Prisma Client convert a raw
// query's (sql-transaction.int-spec.ts compares the two on every column type the schema uses).
const READ_OPTIONS: Omit<QueryConfig, 'sql'> & { jsonStrings: boolean } = {
  rowsAsArray: true,
  dateStrings: true,
  autoJsonMap: false,
  jsonStrings: true,
  bigIntAsNumber: false,
  decimalAsNumber: false,
};

const UNSIGNED_FLAG = 1 << 5;
const BINARY_COLLATION = 63;

/** One column's value as Prisma Client's $queryRaw gives it (its driver adapter's column types). */
function readValue(value: unknown, field: FieldInfo): unknown {
  if (value === null || value === undefined) return null;
  // As a string: the driver names a 4-byte INT 'INT' at run time where its typings say 'LONG'.
  switch (field.type as string) {
    case 'INT':
      return field.flags & UNSIGNED_FLAG ? BigInt(value as number) : value;
    case 'BIGINT':
      return typeof value === 'bigint' ? value : BigInt(value as number);
    case 'TIMESTAMP':
    case 'DATETIME':
      return new Date(`${value as string}Z`);
    case 'DATE':
      return new Date(`${value as string}T00:00:00Z`);
    case 'DECIMAL':
    case 'NEWDECIMAL':
      return new Prisma.Decimal(value as string);
    case 'JSON':
      return JSON.parse(value as string);
    case 'VARCHAR':
    case 'VAR_STRING':
    case 'STRING':
    case 'BLOB':
    case 'TINY_BLOB':
    case 'MEDIUM_BLOB':
    case 'LONG_BLOB':
      if ((field as FieldInfo & { dataTypeFormat?: string }).dataTypeFormat === 'json') return JSON.parse(value as string);
      if (field.collation.index === BINARY_COLLATION && Buffer.isBuffer(value)) return new Uint8Array(value);
      return value;
    default:
      return value;
  }
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** A Date bound as UTC text with its milliseconds, as the driver adapter binds it (the columns hold UTC). */
function utcText(date: Date): string {
  const ms = date.getUTCMilliseconds();
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}${ms ? `.${pad(ms, 3)}` : ''}`
  );
}

function boundValue(value: unknown): unknown {
  if (value instanceof Date) return utcText(value);
  // Bytes (a webhook's raw body): the driver sends a Buffer as bytes, but any other view as JSON.
  if (ArrayBuffer.isView(value) && !Buffer.isBuffer(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof Prisma.Decimal) return value.toString();
  return value;
}

function statementOf(query: TemplateStringsArray | Prisma.Sql, values: unknown[]): Prisma.Sql {
  return query instanceof Prisma.Sql ? query : Prisma.sql(query, ...values);
}

type Written = { affectedRows?: number };

/** What runs a statement: a pooled connection (a transaction's) or the pool itself (one statement, autocommitted). */
interface Queryable {
  query(options: QueryOptions, values: unknown[]): Promise<unknown>;
}

/** Statements that go to MariaDB in one round trip, and who waits on their results. */
interface Piece {
  sql: string;
  values: unknown[];
  /** How many statements `sql` holds: one, unless several were sent together (sendTogether). */
  statements: number;
  /** What the failure of a write sent ahead (sendWithNext) means to its sender; null leaves the error as it is. */
  mapError?: (error: unknown) => Error | null;
  /** Absent for what goes ahead (a BEGIN, writes nothing waits on): nobody reads their results. */
  settle?: { resolve: (result: unknown) => void; reject: (error: unknown) => void };
}

/**
 * Raw statements straight on the MariaDB driver, for the hot paths: the same statements cost about a
 * quarter of the client CPU they cost through Prisma Client, and Prisma's interactive transaction
 * costs more again (`npm run bench:db-overhead`, docs/commerce.md "What Prisma costs a purchase").
 * On a connection it is one transaction's (PrismaService.inSqlTransaction); on the pool, each
 * statement is its own (PrismaService.sql). Its raw calls read and bind values exactly as Prisma's
 * do, and its errors are the driver's own (errno, sqlMessage), which prisma-errors.ts and PrismaService
 * recognise.
 *
 * In a transaction, each round trip carries as much as it can: a socket write and read on both sides
 * is the costliest part of a statement here (docs/commerce.md, "Statements per purchase"). So:
 * - its BEGIN goes with its first statement;
 * - writes nothing waits on (sendWithNext) go with its next statement or its COMMIT;
 * - statements issued in the same tick (`inOneRoundTrip(tx, () => lockBuyer(tx, …), () => read(tx, …))`) go together,
 *   in the order they were issued. They succeed or fail together: MariaDB stops at the first that
 *   fails, and every statement of that round trip rejects with its error.
 */
export class DriverSql implements SqlClient {
  /** What goes in the next round trip, in order. */
  private waiting: Piece[] = [];
  private sendScheduled = false;
  private begun = false;

  /** `transaction`: the driver is a connection this object's transaction has to itself (PrismaService.inSqlTransaction). */
  constructor(
    private readonly driver: Queryable,
    private readonly transaction = false,
  ) {
    if (transaction) this.waiting.push({ sql: 'START TRANSACTION', values: [], statements: 1 });
  }

  async $queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<T> {
    const rows = (await this.send(statementOf(query, values))) as unknown[][] & { meta: FieldInfo[] };
    const fields = rows.meta;
    return rows.map((row) => Object.fromEntries(fields.map((field, i) => [field.name(), readValue(row[i], field)]))) as T;
  }

  /** Rows written (in a transaction, by one statement: several go through sendTogether). */
  async $executeRaw(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<number> {
    return rowsWritten(await this.send(statementOf(query, values)));
  }

  /** Several statements in one round trip (insert-rows.ts sendTogether); the rows they wrote. */
  async sendTogether(statements: readonly Prisma.Sql[]): Promise<number> {
    if (!statements.length) return 0;
    return rowsWritten(await this.send(Prisma.join(statements, ';\n'), statements.length));
  }

  /**
   * In a transaction, `statements` (one statement each) go with the next statement or the COMMIT: for
   * writes nothing in the transaction waits on before then. They run before that statement, so it sees
   * them. Their failure surfaces there, passed through `mapError` (what it means to the caller who wrote
   * them; null leaves the error as it is). On the pool (no transaction) they are sent now.
   */
  async sendWithNext(statements: readonly Prisma.Sql[], mapError?: (error: unknown) => Error | null): Promise<void> {
    if (!statements.length) return;
    if (!this.transaction) {
      await this.sendTogether(statements).catch((error: unknown) => {
        throw mapError?.(error) ?? error;
      });
      return;
    }
    const joined = Prisma.join(statements, ';\n');
    this.waiting.push({ sql: joined.sql, values: joined.values, statements: statements.length, mapError });
  }

  /** Ends the transaction: its COMMIT with whatever waits to be sent, or nothing if it never sent a statement. */
  async commit(): Promise<void> {
    if (!this.begun && this.waiting.length === 1) return; // only its BEGIN: nothing to commit
    await this.send(Prisma.sql`COMMIT`);
  }

  /** Whether a ROLLBACK has anything to undo: the BEGIN went to the server, or is on its way. */
  get hasBegun(): boolean {
    return this.begun || this.sendScheduled;
  }

  /** `statement`'s result, once it has gone to MariaDB: now on the pool, in a transaction with the round trip of this tick. */
  private send(statement: Prisma.Sql, statements = 1): Promise<unknown> {
    if (!this.transaction) return this.driver.query({ ...READ_OPTIONS, sql: statement.sql }, statement.values.map(boundValue));
    return new Promise((resolve, reject) => {
      this.waiting.push({ sql: statement.sql, values: statement.values, statements, settle: { resolve, reject } });
      if (this.sendScheduled) return;
      this.sendScheduled = true;
      queueMicrotask(() => void this.sendWaiting());
    });
  }

  /** One round trip with everything waiting; each waiting statement gets its own result. */
  private async sendWaiting(): Promise<void> {
    const pieces = this.waiting;
    this.waiting = [];
    this.sendScheduled = false;
    this.begun = true;
    const total = pieces.reduce((sum, piece) => sum + piece.statements, 0);
    let results: unknown[];
    try {
      const result = await this.driver.query({ ...READ_OPTIONS, sql: pieces.map((piece) => piece.sql).join(';\n') }, pieces.flatMap((piece) => piece.values).map(boundValue));
      results = total === 1 ? [result] : (result as unknown[]);
      // A piece that held more statements than it said would hand every later one the wrong result.
      if (results.length !== total) throw new Error(`DriverSql: ${total} câu lệnh nhưng ${results.length} kết quả (mỗi $queryRaw/$executeRaw trong giao dịch chỉ một câu lệnh).`);
    } catch (error) {
      const meaning = pieces.map((piece) => piece.mapError?.(error)).find((mapped) => mapped) ?? error;
      for (const piece of pieces) piece.settle?.reject(meaning);
      return;
    }
    let next = 0;
    for (const piece of pieces) {
      const own = results.slice(next, (next += piece.statements));
      piece.settle?.resolve(piece.statements === 1 ? own[0] : own);
    }
  }
}

function rowsWritten(result: unknown): number {
  const parts = (Array.isArray(result) ? result : [result]) as Written[];
  return parts.reduce((sum, part) => sum + (part.affectedRows ?? 0), 0);
}

/**
 * Runs `steps` as one round trip in a driver transaction: the statements each step issues before its
 * first await go together, in this order (so a lock taken by an earlier step is held when a later step
 * reads); a step's later statements take trips of their own. On any other client (Prisma's interactive
 * transaction, which does not promise an order to concurrent queries) one after another.
 */
export async function inOneRoundTrip<T extends unknown[]>(db: SqlClient, ...steps: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (db instanceof DriverSql) return (await Promise.all(steps.map((step) => step()))) as T;
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as T;
}
