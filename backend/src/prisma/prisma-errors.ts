/**
 * Recognises constraint violations in every form they reach a service: Prisma's P2002/P2003 from a
 * model query, P2010 from a raw query (the driver adapter's MySQL error number inside), or the
 * MariaDB driver's own error (errno 1062, 1451/1452).
 */

// MySQL/MariaDB error numbers: 1062 duplicate key; 1451 row still referenced, 1452 referenced row missing.
const UNIQUE_ERRNOS = ['1062'];
const FOREIGN_KEY_ERRNOS = ['1451', '1452'];

interface AdapterCause {
  kind?: string;
  originalCode?: string;
  constraint?: { index?: string };
}

type ErrorLike = { code?: unknown; errno?: unknown; sqlMessage?: unknown; meta?: { target?: unknown; driverAdapterError?: { cause?: AdapterCause } } };

function causeOf(error: ErrorLike): AdapterCause | undefined {
  return error.meta?.driverAdapterError?.cause;
}

function errnoOf(error: ErrorLike): string | undefined {
  const raw = causeOf(error)?.originalCode ?? error.errno;
  return raw === undefined ? undefined : String(raw);
}

/**
 * The MySQL/MariaDB error number of a failed statement, whichever way it arrived: the driver's own
 * error (DriverSql: `errno`), or Prisma's (the adapter's cause, `meta.code`, or "Code: `1213`" in a raw
 * query's message). Undefined for an error that is not the database's.
 */
export function databaseErrno(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as ErrorLike & { message?: unknown; meta?: { code?: unknown } };
  const known = errnoOf(e) ?? (e.meta?.code === undefined ? undefined : String(e.meta.code));
  if (known) return known;
  return typeof e.message === 'string' ? /Code: `(\d+)`/.exec(e.message)?.[1] : undefined;
}

/** The key a driver's duplicate error names: "… for key 'orders_code_key'" (MySQL 8: 'orders.orders_code_key'). */
function driverKeyOf(error: ErrorLike): string | undefined {
  if (typeof error.sqlMessage !== 'string') return undefined;
  return /for key '([^']+)'$/.exec(error.sqlMessage)?.[1].split('.').at(-1);
}

function keyMatches(error: ErrorLike, index: string): boolean {
  const target = error.meta?.target;
  return causeOf(error)?.constraint?.index === index || target === index || driverKeyOf(error) === index;
}

/**
 * True for a duplicate-key error; with `index` (Prisma names them `<table>_<columns>_key`, e.g.
 * `tools_slug_key`), only when that unique key is the one that failed.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as ErrorLike;
  const unique = e.code === 'P2002' || e.code === 'ER_DUP_ENTRY' || causeOf(e)?.kind === 'UniqueConstraintViolation' || UNIQUE_ERRNOS.includes(errnoOf(e) ?? '');
  return unique && (index === undefined || keyMatches(e, index));
}

/**
 * True when a foreign key refused the write: the referenced row is missing, or (on delete) rows
 * still point at it. P2014 is Prisma's own check of a required relation, the same refusal.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as ErrorLike;
  return e.code === 'P2003' || e.code === 'P2014' || causeOf(e)?.kind === 'ForeignKeyConstraintViolation' || FOREIGN_KEY_ERRNOS.includes(errnoOf(e) ?? '');
}

/**
 * Runs `work` again when it lost a race on the unique key `index`: the duplicate error only comes once the
 * winner has committed, so the next attempt reads it (and picks the next free slug, say). After
 * `attempts` the violation is thrown for the caller to turn into a 409.
 */
export async function retryOnUniqueViolation<T>(index: string, work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error, index)) throw error;
    }
  }
}
