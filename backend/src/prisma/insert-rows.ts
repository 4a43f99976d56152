import { type SqlClient, Prisma } from './prisma.service';
import { DriverSql } from './driver-sql';
import { newRowId } from './row-ids';

/**
 * The tables the purchase path and its jobs insert into, each with the row Prisma's createMany takes for it.
 * Each has a generated `id`. Add a table here (and to TIMESTAMPS) before writing it with insertRows.
 */
export interface InsertableRows {
  orders: Prisma.OrderCreateManyInput;
  order_items: Prisma.OrderItemCreateManyInput;
  ledger_transactions: Prisma.LedgerTransactionCreateManyInput;
  ledger_entries: Prisma.LedgerEntryCreateManyInput;
  jobs: Prisma.JobCreateManyInput;
  notifications: Prisma.NotificationCreateManyInput;
  affiliate_conversions: Prisma.AffiliateConversionCreateManyInput;
  bonus_spends: Prisma.BonusSpendCreateManyInput;
  emails: Prisma.EmailCreateManyInput;
  bank_transfers: Prisma.BankTransferCreateManyInput;
}

/**
 * The time fields Prisma fills on create (`@default(now())`, `@updatedAt`), filled here the same way,
 * by the API's clock. `insert-rows.spec.ts` checks this list against the schema.
 */
export const TIMESTAMPS: { readonly [T in keyof InsertableRows]: readonly (keyof InsertableRows[T] & string)[] } = {
  orders: ['createdAt', 'updatedAt'],
  order_items: [],
  ledger_transactions: ['createdAt'],
  ledger_entries: ['createdAt'],
  jobs: ['runAt', 'createdAt', 'updatedAt'],
  notifications: ['createdAt'],
  affiliate_conversions: ['createdAt', 'updatedAt'],
  bonus_spends: ['createdAt'],
  emails: ['createdAt'],
  bank_transfers: ['createdAt', 'updatedAt'],
};

/** `userId` → `user_id`: every field of these models is mapped to its snake_case column (checked by the same test). */
export const columnOf = (field: string): string => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const sqlValue = (value: unknown): unknown =>
  // Json fields (a job's payload, a conversion's flag reasons) are stored as their text; bytes as bytes.
  value !== null && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Uint8Array) ? JSON.stringify(value) : value;

/**
 * Inserts the rows in one raw statement, with the values and defaults Prisma's createMany would give
 * them (a UUID v7 id, the creation times). Why not createMany: Prisma 7 compiles a query plan for each
 * createMany call (it caches the plans of every other query by shape, not of createMany), about 1 ms
 * of the API's CPU each, and a purchase made five to eight of them (docs/commerce.md, "What a purchase costs").
 * A field left undefined takes the column's default, as in createMany.
 */
export async function insertRows<T extends keyof InsertableRows>(db: SqlClient, table: T, rows: readonly InsertableRows[T][]): Promise<void> {
  await sendTogether(db, [insertRowsStatement(table, rows)]);
}

/** The INSERT that insertRows sends (null for no rows), to send with others in one round trip (sendTogether). */
export function insertRowsStatement<T extends keyof InsertableRows>(table: T, rows: readonly InsertableRows[T][]): Prisma.Sql | null {
  if (!rows.length) return null;
  const { columns, values } = columnsAndValues(table, rows);
  return Prisma.sql`INSERT INTO ${Prisma.raw(`\`${table}\``)} (${columns}) VALUES ${Prisma.join(values.map((row) => Prisma.sql`(${row})`))}`;
}

/**
 * One row's INSERT, as insertRowsStatement writes it, that inserts nothing unless `condition` (an SQL
 * expression) holds when it runs: a decision the database makes in the statement, not a read before it.
 */
export function insertRowIfStatement<T extends keyof InsertableRows>(table: T, row: InsertableRows[T], condition: Prisma.Sql): Prisma.Sql {
  const { columns, values } = columnsAndValues(table, [row]);
  return Prisma.sql`INSERT INTO ${Prisma.raw(`\`${table}\``)} (${columns}) SELECT ${values[0]} FROM DUAL WHERE ${condition}`;
}

/** The rows' columns (every field any row sets) and each row's values, with the defaults filled as createMany fills them. */
function columnsAndValues<T extends keyof InsertableRows>(table: T, rows: readonly InsertableRows[T][]): { columns: Prisma.Sql; values: Prisma.Sql[] } {
  const now = new Date();
  const filled = rows.map((row) => {
    const withDefaults: Record<string, unknown> = { id: newRowId(now.getTime()) };
    for (const stamp of TIMESTAMPS[table]) withDefaults[stamp] = now;
    for (const [field, value] of Object.entries(row)) if (value !== undefined) withDefaults[field] = value;
    return withDefaults;
  });
  const fields = [...new Set(filled.flatMap((row) => Object.keys(row)))];
  return {
    columns: Prisma.raw(fields.map((field) => `\`${columnOf(field)}\``).join(', ')),
    values: filled.map((row) => Prisma.join(fields.map((field) => (field in row ? Prisma.sql`${sqlValue(row[field])}` : Prisma.raw('DEFAULT'))))),
  };
}

/**
 * Statements whose results nobody reads, sent as one multi-statement query: one round trip, one
 * Prisma request and one socket write instead of one each (every statement cost the API about a
 * quarter of a millisecond of CPU on the purchase path: docs/commerce.md, "Statements per purchase").
 * MariaDB runs them in order and stops at the first that fails, whose error this rejects with; inside
 * a transaction, the caller's rollback undoes the ones before it. Only for statements built with
 * Prisma.sql (every value a bound parameter): the pool allows several statements per query (PrismaService).
 */
export async function sendTogether(db: SqlClient, statements: readonly (Prisma.Sql | null)[]): Promise<void> {
  const present = statements.filter((statement): statement is Prisma.Sql => statement !== null);
  if (!present.length) return;
  // The driver is told how many statements it sends (in a transaction, it sends others in the same round trip).
  if (db instanceof DriverSql) await db.sendTogether(present);
  else await db.$executeRaw(Prisma.join(present, ';\n'));
}

/**
 * Writes nothing in the transaction waits on (their rows are not read before the commit, their count is
 * not needed): in a driver transaction (inSqlTransaction) they go to MariaDB with its next statement or
 * with its COMMIT, a round trip fewer (DriverSql.sendWithNext); elsewhere now, as sendTogether sends
 * them. Their failure may surface at that next statement: `mapError` says what it means to the caller
 * (the ledger's "insufficient balance"), wherever it surfaces.
 */
export async function sendWithNext(db: SqlClient, statements: readonly (Prisma.Sql | null)[], mapError?: (error: unknown) => Error | null): Promise<void> {
  const present = statements.filter((statement): statement is Prisma.Sql => statement !== null);
  if (db instanceof DriverSql) return db.sendWithNext(present, mapError);
  try {
    await sendTogether(db, present);
  } catch (error) {
    throw mapError?.(error) ?? error;
  }
}
