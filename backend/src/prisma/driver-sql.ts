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

/**
 * Raw statements straight on the MariaDB driver, for the hot paths: the same statements cost about a
 * quarter of the client CPU they cost through Prisma Client, and Prisma's interactive transaction
 * costs more again (`npm run bench:db-overhead`, docs/commerce.md "What Prisma costs a purchase").
 * On a connection it is one transaction's (PrismaService.inSqlTransaction); on the pool, each
 * statement is its own (PrismaService.sql). Its raw calls read and bind values exactly as Prisma's
 * do, and its errors are the driver's own (errno, sqlMessage), which prisma-errors.ts and PrismaService
 * recognise.
 */
export class DriverSql implements SqlClient {
  /**
   * Statements that go to MariaDB ahead of the next one, in its round trip: a transaction's BEGIN until
   * its first statement, and writes nothing waits on (`sendWithNext`) until the next statement or the
   * COMMIT. Each round trip saved is a socket write and read on both sides, the costliest part of a
   * statement here (docs/commerce.md, "Statements per purchase").
   */
  private ahead: { sql: string[]; values: unknown[]; mapErrors: ((error: unknown) => Error | null)[] } = { sql: [], values: [], mapErrors: [] };
  private begun = false;

  /** `transaction`: the driver is a connection this object's transaction has to itself (PrismaService.inSqlTransaction). */
  constructor(
    private readonly driver: Queryable,
    private readonly transaction = false,
  ) {
    if (transaction) this.ahead.sql.push('START TRANSACTION');
  }

  async $queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<T> {
    const rows = (await this.send(statementOf(query, values))) as unknown[][] & { meta: FieldInfo[] };
    const fields = rows.meta;
    return rows.map((row) => Object.fromEntries(fields.map((field, i) => [field.name(), readValue(row[i], field)]))) as T;
  }

  /** Rows written; several statements sent together (sendTogether) count the rows of all of them. */
  async $executeRaw(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<number> {
    const result = (await this.send(statementOf(query, values))) as Written | Written[];
    return Array.isArray(result) ? result.reduce((sum, part) => sum + (part.affectedRows ?? 0), 0) : (result.affectedRows ?? 0);
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
      await this.$executeRaw(Prisma.join(statements, ';\n')).catch((error: unknown) => {
        throw mapError?.(error) ?? error;
      });
      return;
    }
    for (const statement of statements) {
      this.ahead.sql.push(statement.sql);
      this.ahead.values.push(...statement.values);
    }
    if (mapError) this.ahead.mapErrors.push(mapError);
  }

  /** Ends the transaction: its COMMIT with whatever waits to be sent, or nothing if it never sent a statement. */
  async commit(): Promise<void> {
    if (!this.begun && this.ahead.sql.length === 1) return; // only its BEGIN: nothing to commit
    if (this.ahead.sql.length) await this.send(Prisma.sql`COMMIT`);
    else await this.driver.query({ sql: 'COMMIT' }, []);
  }

  /** Whether a ROLLBACK has anything to undo: the BEGIN went to the server. */
  get hasBegun(): boolean {
    return this.begun;
  }

  /** `statement` in one round trip after what waits ahead of it; its result alone (the ones ahead dropped). */
  private async send(statement: Prisma.Sql): Promise<unknown> {
    const { sql, values, mapErrors } = this.ahead;
    if (!sql.length) return this.driver.query({ ...READ_OPTIONS, sql: statement.sql }, statement.values.map(boundValue));
    this.ahead = { sql: [], values: [], mapErrors: [] };
    this.begun = true;
    try {
      const results = (await this.driver.query({ ...READ_OPTIONS, sql: [...sql, statement.sql].join(';\n') }, [...values, ...statement.values].map(boundValue))) as unknown[];
      const own = results.slice(sql.length);
      return own.length === 1 ? own[0] : own;
    } catch (error) {
      for (const mapError of mapErrors) {
        const mapped = mapError(error);
        if (mapped) throw mapped;
      }
      throw error;
    }
  }
}
