import type { PrismaService } from '../../src/prisma/prisma.service';

/** A pooled connection of the app's MariaDB driver, as far as these helpers touch it. */
interface PooledConnection {
  threadId: number;
  query: (options: { sql: string }, values: unknown[]) => Promise<unknown>;
  release: () => Promise<void>;
}

/**
 * Wraps each connection the app's pool hands out (to driver transactions: inSqlTransaction) while `run`
 * runs, and puts the pool back as it was. The pool is Prisma's adapter's (PrismaService's `driver`).
 */
async function wrappingConnections(prisma: PrismaService, wrap: (connection: PooledConnection) => void, run: () => Promise<unknown>): Promise<void> {
  const pool = (prisma as unknown as { driver: { pool: { getConnection: () => Promise<PooledConnection> } } }).driver.pool;
  const getConnection = pool.getConnection;
  pool.getConnection = async () => {
    const connection = await getConnection.call(pool);
    const { query, release } = connection;
    wrap(connection);
    connection.release = () => {
      Object.assign(connection, { query, release });
      return release.call(connection);
    };
    return connection;
  };
  try {
    await run();
  } finally {
    pool.getConnection = getConnection;
  }
}

/** What each driver transaction of the app sent while `run` ran: per transaction, the text of each round trip. */
export async function recordingTransactions(prisma: PrismaService, run: () => Promise<unknown>): Promise<string[][]> {
  const transactions: string[][] = [];
  await wrappingConnections(
    prisma,
    (connection) => {
      const query = connection.query;
      const trips: string[] = [];
      transactions.push(trips);
      connection.query = (options, values) => (trips.push(options.sql), query.call(connection, options, values));
    },
    run,
  );
  return transactions;
}

/** Each round trip's statements, by their first two words ('SELECT id,', 'INSERT INTO', 'COMMIT'). */
export function tripShapes(trips: readonly string[]): string[][] {
  return trips.map((sql) => sql.split(';\n').map((statement) => statement.trim().split(/\s+/).slice(0, 2).join(' ')));
}

/**
 * How many rows the first driver transaction of `run` holds locked right after its first round trip
 * (information_schema.innodb_trx, read from another connection before the answer is handed back).
 */
export async function rowsLockedByFirstRoundTrip(prisma: PrismaService, run: () => Promise<unknown>): Promise<number> {
  let locked: number | null = null;
  await wrappingConnections(
    prisma,
    (connection) => {
      const query = connection.query;
      connection.query = async (options, values) => {
        const result = await query.call(connection, options, values);
        if (locked === null) {
          const [row] = await prisma.$queryRaw<
            { rows: bigint }[]
          >`SELECT trx_rows_locked AS \`rows\` FROM information_schema.innodb_trx WHERE trx_mysql_thread_id = ${connection.threadId}`;
          locked = Number(row?.rows ?? 0);
        }
        return result;
      };
    },
    run,
  );
  if (locked === null) throw new Error('no driver transaction ran');
  return locked;
}
