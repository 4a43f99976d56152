import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { PrismaMariaDb } from '@prisma/adapter-mariadb';
import type { Pool } from 'mariadb';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Prisma, PrismaClient } from '../generated/prisma/client';
import { DriverSql, type SqlClient } from './driver-sql';
import { databaseErrno } from './prisma-errors';

export { Prisma } from '../generated/prisma/client';
export type { SqlClient } from './driver-sql';

/** A Prisma client or an interactive transaction: services accept either so callers choose the unit of work. */
export type Db = Omit<PrismaService, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends' | 'onApplicationShutdown' | 'inTransaction' | 'inSqlTransaction' | 'sql'>;

// MySQL/MariaDB error numbers after which the whole transaction may simply run again:
// 1213 deadlock (InnoDB already rolled it back), 1205 lock wait timeout; and the MariaDB driver's 45028,
// no pooled connection came free in time (a burst of sales all writing the platform's ledger rows).
const RETRYABLE_DB_ERRORS = ['1213', '1205', '45028'];
const MAX_ATTEMPTS = 4;

/**
 * True when a failed transaction lost a lock race, or never started because every pooled connection
 * stayed busy past maxWait (a burst of sales all writing the platform's ledger rows), and running it
 * again is safe.
 */
export function isRetryableTransactionError(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2034') return true; // Prisma's own "write conflict or deadlock"
    if (error.code === 'P2028' && error.message.includes('Unable to start a transaction')) return true;
  }
  return RETRYABLE_DB_ERRORS.includes(databaseErrno(error) ?? '');
}

/** The pool of the adapter Prisma Client has connected, or null before it connects and after it disconnects. */
interface ConnectedPool {
  pool: Pool | null;
}

type AdapterFactory = NonNullable<Prisma.PrismaClientOptions['adapter']>;

/**
 * The adapter factory, noting in `driver` the pool of each adapter it connects (Prisma Client connects
 * one on its first query and again after a disconnect; the adapter makes the pool and ends it), so
 * inSqlTransaction takes its connections from the same pool: the same connection limit and settings.
 */
function sharingPool(factory: PrismaMariaDb, driver: ConnectedPool): AdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect() {
      const adapter = await factory.connect();
      const dispose = adapter.dispose.bind(adapter);
      driver.pool = adapter.underlyingDriver();
      adapter.dispose = async () => {
        driver.pool = null;
        await dispose();
      };
      return adapter;
    },
  };
}

/** Prisma Client over the MariaDB driver adapter (works with MySQL 8 and MariaDB). */
@Injectable()
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  private readonly logger = new Logger(PrismaService.name);
  /** The driver's pool of Prisma Client's adapter while it is connected, which inSqlTransaction shares. */
  private readonly driver: ConnectedPool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const url = new URL(config.databaseUrl);
    url.searchParams.set('connectionLimit', String(config.databasePoolSize));
    // Every pooled connection's transactions are READ COMMITTED from the start (inTransaction says why):
    // one statement fewer per transaction than asking Prisma for the level, which sends it before each BEGIN.
    // Written as %20, and after every searchParams.set: those write spaces as '+', which the driver does
    // not decode. The adapter's own default, set here so that it does not rewrite the query string.
    url.searchParams.set('prepareCacheLength', '0');
    // Several statements in one query, for sendTogether (prisma/insert-rows.ts): one round trip for the
    // writes of a ledger posting. Safe here because every statement the app sends binds its values
    // (Prisma.sql); none is built by pasting text in.
    url.searchParams.set('multipleStatements', 'true');
    url.search += `&initSql=${encodeURIComponent('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED')}`;
    // The text protocol: one packet per statement. The adapter's default binary protocol prepares,
    // runs and closes a server-side statement for each one (it keeps no statement cache, which leaked),
    // and those writes were a fifth of a purchase's CPU (bench:launch profile, docs/commerce.md). What the
    // binary protocol is for, exact DECIMAL and FLOAT values, this schema does not use: money is BIGINT.
    const driver: ConnectedPool = { pool: null };
    super({ adapter: sharingPool(new PrismaMariaDb(url.toString(), { useTextProtocol: true }), driver) });
    this.driver = driver;
  }

  /**
   * The one way services open a transaction. READ COMMITTED keeps InnoDB from taking gap locks, so
   * inserts do not queue behind unrelated range reads; where correctness needs it, code takes row
   * locks explicitly (SELECT ... FOR UPDATE). A deadlock or lock timeout rolls the work back whole,
   * so it is run again a few times before the error reaches the caller.
   */
  async inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    // READ COMMITTED: the session's level, set on each pooled connection (constructor).
    return this.withRetries(() => this.$transaction((tx) => work(tx as Db), { maxWait: 5_000, timeout: 15_000 }));
  }

  /**
   * A transaction of raw statements only, run straight on a pooled driver connection: what inTransaction
   * is, for the purchase's hot path, at about a quarter of the client CPU (driver-sql.ts). Same
   * level (the session's READ COMMITTED) and the same retries; `work` sees a SqlClient, so it cannot call
   * a model query (those would run outside the transaction).
   */
  async inSqlTransaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    return this.withRetries(() => this.runSqlTransaction(work));
  }

  /** Runs a whole transaction again, a few times, after it lost a lock race (isRetryableTransactionError). */
  private async withRetries<T>(transaction: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction();
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
        this.logger.warn(`Giao dịch CSDL bị tranh khóa (lần ${attempt}), chạy lại.`);
        await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt + Math.random() * 20));
      }
    }
  }

  /**
   * Raw statements outside a transaction, each straight on the driver's pool (autocommitted): a quarter
   * of the client CPU of Prisma's $executeRaw, for the job runner's bookkeeping (one UPDATE per job).
   */
  readonly sql: SqlClient = new DriverSql({
    query: async (options, values) => {
      if (!this.driver.pool) await this.$connect();
      return this.driver.pool!.query(options, values);
    },
  });

  private async runSqlTransaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    // Prisma Client connects its adapter on its first query (again after a disconnect): the pool is its.
    if (!this.driver.pool) await this.$connect();
    const connection = await this.driver.pool!.getConnection();
    // Its BEGIN goes with the first statement, and writes sent with sendWithNext go with the COMMIT (DriverSql).
    const sql = new DriverSql(connection, true);
    try {
      let result: T;
      try {
        result = await work(sql);
        await sql.commit();
      } catch (error) {
        // A connection that broke mid-transaction cannot roll back; the server already has.
        if (sql.hasBegun) await connection.rollback().catch(() => undefined);
        throw error;
      }
      return result;
    } finally {
      await connection.release();
    }
  }

  // The last shutdown phase: workers stop in onModuleDestroy, before the pool goes away.
  async onApplicationShutdown(): Promise<void> {
    await this.$disconnect();
  }
}
