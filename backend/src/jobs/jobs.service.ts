import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { inOneRoundTrip } from '../prisma/driver-sql';
import { jsonColumn } from '../prisma/json-column';
import { Db, Prisma, PrismaService } from '../prisma/prisma.service';
import { insertRowIfStatement, insertRowsStatement, sendTogether, sendWithNext } from '../prisma/insert-rows';
import { JOB_PRIORITY, JobLane, JobType, payloadProblems } from './job-types';

export type JobHandler<Payload> = (payload: Payload) => Promise<void>;
/** Runs the jobs of one type a claim took together (see registerBatchHandler). */
export type JobBatchHandler<Payload> = (payloads: Payload[]) => Promise<void>;
interface Registered {
  type: JobType<unknown>;
  handler: JobBatchHandler<unknown>;
  /** Several of its jobs go to one call of the handler. */
  batches: boolean;
}
interface ClaimedJob {
  id: string;
  type: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

/** When a job may run, how often it is tried, and its lane's order (JOB_PRIORITY). */
export interface JobOptions {
  runAt?: Date;
  maxAttempts?: number;
  priority?: number;
  /** Queued only if this SQL condition holds when the INSERT runs (one job: enqueueStatement). */
  onlyIf?: Prisma.Sql;
}

const BATCH_SIZE = 10;

// A slow job (a transcode) is claimed alone: a batch of them would hold jobs another process could start.
const SLOW_BATCH_SIZE = 1;
const MAX_BACKOFF_SECONDS = 3600;
// A running job's lock is renewed this often, so a long handler (a transcode) keeps its job; a job
// whose lock is older than STALE_LOCK_MINUTES belongs to a process that died and is taken again.
const HEARTBEAT_MS = 60_000;
const STALE_LOCK_MINUTES = 5;

/** What a claim reads of each job it takes. */
const CLAIMED_COLUMNS = Prisma.sql`id, type, payload, attempts, max_attempts, priority, run_at`;
interface ClaimedRow {
  id: string;
  type: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  priority: number;
  run_at: Date;
}

/**
 * MySQL-backed background work (transactional outbox). `enqueue` runs inside the caller's
 * transaction so the job exists exactly when the change that caused it does; workers claim jobs with
 * SELECT ... FOR UPDATE SKIP LOCKED, so several processes can share the table. Handlers must be
 * idempotent: a job may run again after a crash. Each kind of job is a `JobType` (job-types.ts) whose
 * schema checks the payload when it is queued and again before its handler runs.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JobsService.name);
  private readonly handlers = new Map<string, Registered>();
  private readonly timers = new Map<JobLane, NodeJS.Timeout>();
  private readonly sweeps: NodeJS.Timeout[] = [];
  private stopped = false;
  // Claimed by this process and not finished: given back when it stops.
  private readonly held = new Set<string>();
  // Finished and not yet marked done: marked in one statement when their batch ends (a purchase's
  // three jobs, one UPDATE), or at a heartbeat of a long job after them, long before their lock looks stale.
  private readonly finished = new Set<string>();
  private readonly batches = new Set<Promise<number>>();

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  registerHandler<Payload>(type: JobType<Payload>, handler: JobHandler<Payload>): void {
    this.handlers.set(type.name, { type, handler: ([payload]) => handler(payload as Payload), batches: false });
  }

  /**
   * A handler that takes every job of its type one claim took (up to a batch, in claim order) in one
   * call, so it can read and write for all of them in a round trip or two: in a purchase burst a claim
   * holds ten receipts, and their statements, not their work, were most of the worker's CPU (issue 33).
   * If the call fails, each job is run again alone, so one bad job fails (and backs off) by itself and
   * the others still go: the handler must be idempotent for every job of the batch, as any handler is.
   */
  registerBatchHandler<Payload>(type: JobType<Payload>, handler: JobBatchHandler<Payload>): void {
    this.handlers.set(type.name, { type, handler: handler as JobBatchHandler<unknown>, batches: true });
  }

  /** Queues a job in the caller's transaction; a payload its schema refuses is a bug here, not a job that fails later. */
  async enqueue<Payload>(db: Db, type: JobType<Payload>, payload: Payload, options: JobOptions = {}): Promise<void> {
    await sendTogether(db, [this.enqueueStatement(type, payload, options)]);
  }

  /**
   * The INSERT that enqueue sends, for a caller that sends it with its other writes in one round trip
   * (sendTogether, or LedgerService.post's `alongside`). The payload is checked here, as enqueue does.
   */
  enqueueStatement<Payload>(type: JobType<Payload>, payload: Payload, options: JobOptions = {}): Prisma.Sql {
    if (!options.onlyIf) return this.enqueueManyStatement(type, [payload], options)!;
    return insertRowIfStatement('jobs', this.jobRows(type, [payload], options)[0], options.onlyIf);
  }

  /** One INSERT queueing a job of this type for each payload (null for none), each payload checked as enqueue does. */
  enqueueManyStatement<Payload>(type: JobType<Payload>, payloads: readonly Payload[], options: Omit<JobOptions, 'onlyIf'> = {}): Prisma.Sql | null {
    // One raw INSERT: create would read the row back, and createMany compiles a query plan each time (insertRows).
    return insertRowsStatement('jobs', this.jobRows(type, payloads, options));
  }

  /** The jobs' rows, each payload checked against its type's schema. */
  private jobRows<Payload>(type: JobType<Payload>, payloads: readonly Payload[], options: JobOptions) {
    return payloads.map((payload) => {
      const checked = type.schema.safeParse(payload);
      if (!checked.success) throw new Error(`Dữ liệu của job ${type.name} không hợp lệ: ${payloadProblems(checked.error)}`);
      return { type: type.name, payload: checked.data as object, runAt: options.runAt, maxAttempts: options.maxAttempts, priority: options.priority ?? JOB_PRIORITY.normal };
    });
  }

  /**
   * A sweep run every `intervalMs` in this process (expiring unpaid orders, old bonus credit). Sweeps
   * must be safe to run in several processes at once (they lock the rows they change). Off when jobs are.
   * Returns what runs it now, for work that has just become due (a broadcast that started): at once,
   * or right after the run in progress, which may have looked before that work was there.
   */
  runEvery(name: string, intervalMs: number, sweep: () => Promise<unknown>): () => void {
    if (!this.config.jobsEnabled) return () => undefined;
    let busy = false;
    let again = false;
    const run = () => {
      if (this.stopped) return;
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      sweep()
        .catch((error: unknown) => this.logger.error(`Tác vụ định kỳ ${name} lỗi: ${String(error)}`))
        .finally(() => {
          busy = false;
          if (again) {
            again = false;
            run();
          }
        });
    };
    const timer = setInterval(() => busy || run(), intervalMs);
    timer.unref();
    this.sweeps.push(timer);
    return run;
  }

  /** Two lanes, each its own loop: quick jobs (mail, push, fan-outs) never wait behind slow ones (transcodes). */
  onApplicationBootstrap(): void {
    if (!this.config.jobsEnabled) return;
    this.schedule('quick', 0);
    this.schedule('slow', 0);
  }

  /**
   * Stops before PrismaService disconnects (that waits for onApplicationShutdown): no new batch, no
   * next job of this batch; the job running now may finish within the grace period. Whatever this
   * process still holds then goes back to the queue at once, for another process to take, rather than
   * waiting STALE_LOCK_MINUTES for its lock to age (handlers are idempotent, so a rerun is safe).
   */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.timers.forEach(clearTimeout);
    this.sweeps.forEach(clearInterval);
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.config.shutdownGraceMs)));
    await Promise.race([Promise.allSettled(this.batches), graceOver]);
    clearTimeout(timer);
    await this.markFinishedDone().catch((error: unknown) => this.logger.warn(`Không đánh dấu xong được các job đã chạy: ${String(error)}`));
    await this.releaseHeld();
  }

  /** Gives the jobs this process claimed and has not finished back to the queue, as if never taken. */
  private async releaseHeld(): Promise<void> {
    const ids = [...this.held];
    if (!ids.length) return;
    this.held.clear();
    const released = await this.prisma.job.updateMany({
      where: { id: { in: ids }, status: 'running' },
      data: { status: 'queued', lockedAt: null, attempts: { decrement: 1 } },
    });
    this.logger.log(`Đã trả ${released.count} job về hàng đợi khi dừng.`);
  }

  private schedule(lane: JobLane, delayMs: number): void {
    if (this.stopped) return;
    this.timers.set(
      lane,
      setTimeout(() => {
        const size = lane === 'slow' ? SLOW_BATCH_SIZE : BATCH_SIZE;
        const running = this.runBatchTracked(this.laneFilter(lane), size).catch((error: unknown) => {
          this.logger.error(`Vòng xử lý job (${lane}) lỗi: ${String(error)}`);
          return 0;
        });
        void running.then((count) => this.schedule(lane, count === size ? 0 : this.config.jobsPollMs));
      }, delayMs),
    );
  }

  /** The slow lane takes the job types declared slow; the quick lane everything else (unknown types too, to fail them). */
  private laneFilter(lane: JobLane): Prisma.Sql {
    const slow = [...this.handlers.values()].filter((registered) => registered.type.lane === 'slow').map((registered) => registered.type.name);
    if (!slow.length) return lane === 'slow' ? Prisma.sql`AND FALSE` : Prisma.empty;
    return lane === 'slow' ? Prisma.sql`AND type IN (${Prisma.join(slow)})` : Prisma.sql`AND type NOT IN (${Prisma.join(slow)})`;
  }

  /**
   * Claims and runs one batch of due jobs of any lane, the highest priority first; returns how many it
   * ran. `types` limits the batch to some job types.
   */
  async runDueJobs(types?: string[]): Promise<number> {
    return this.runBatchTracked(types?.length ? Prisma.sql`AND type IN (${Prisma.join(types)})` : Prisma.empty, BATCH_SIZE);
  }

  private async runBatchTracked(typeFilter: Prisma.Sql, size: number): Promise<number> {
    const batch = this.runBatch(typeFilter, size).finally(() => this.markFinishedDone());
    this.batches.add(batch);
    try {
      return await batch;
    } finally {
      this.batches.delete(batch);
    }
  }

  private async runBatch(typeFilter: Prisma.Sql, size: number): Promise<number> {
    // On the driver (inSqlTransaction): the claim is the worker's most frequent transaction. The locking
    // reads bring what running the jobs needs, so the claim is two round trips (its BEGIN goes with the
    // reads, the UPDATE with the COMMIT). The due jobs are read in the order of their index
    // (jobs_status_priority_run_at_idx), so only the jobs taken are read and locked: with an OR for the
    // stale ones in the same statement, MariaDB read, sorted and locked every queued job. Jobs of a
    // worker that died are few (the running ones) and read beside them.
    const claimed = await this.prisma.inSqlTransaction(async (tx) => {
      const [due, stale] = await inOneRoundTrip(
        tx,
        () => tx.$queryRaw<ClaimedRow[]>`
          SELECT ${CLAIMED_COLUMNS} FROM jobs
           WHERE status = 'queued' AND run_at <= NOW(3) ${typeFilter}
           ORDER BY priority DESC, run_at
           LIMIT ${size}
           FOR UPDATE SKIP LOCKED`,
        () => tx.$queryRaw<ClaimedRow[]>`
          SELECT ${CLAIMED_COLUMNS} FROM jobs
           WHERE status = 'running' AND locked_at < NOW(3) - INTERVAL ${STALE_LOCK_MINUTES} MINUTE ${typeFilter}
           ORDER BY priority DESC, run_at
           LIMIT ${size}
           FOR UPDATE SKIP LOCKED`,
      );
      // Those not taken are left to the next claim (their locks end with this one's commit).
      const rows = [...due, ...stale].sort((a, b) => b.priority - a.priority || a.run_at.getTime() - b.run_at.getTime()).slice(0, size);
      if (!rows.length) return [];
      const now = new Date();
      await sendWithNext(tx, [
        Prisma.sql`UPDATE jobs SET status = 'running', locked_at = ${now}, attempts = attempts + 1, updated_at = ${now} WHERE id IN (${Prisma.join(rows.map((row) => row.id))})`,
      ]);
      // In the order they were claimed (priority, then due time), counting this attempt.
      return rows.map((row) => ({ id: row.id, type: row.type, payload: jsonColumn<unknown>(row.payload, null), attempts: row.attempts + 1, maxAttempts: row.max_attempts }));
    });
    claimed.forEach((job) => this.held.add(job.id));

    const ranTogether = new Set<string>();
    for (const job of claimed) {
      // Stopping: the rest of the batch is released by onModuleDestroy.
      if (this.stopped) break;
      if (ranTogether.has(job.id)) continue;
      const registered = this.handlers.get(job.type);
      const together = registered?.batches ? claimed.filter((other) => other.type === job.type && !ranTogether.has(other.id)) : [];
      if (together.length > 1) {
        together.forEach((other) => ranTogether.add(other.id));
        await this.runTogether(registered!, together);
      } else {
        await this.runOne(job);
      }
    }
    return claimed.length;
  }

  /** Jobs of one batching type in one call; when it fails, each alone (runOne) with its own retry. */
  private async runTogether(registered: Registered, group: ClaimedJob[]): Promise<void> {
    const parsed = group.map((job) => ({ job, payload: registered.type.schema.safeParse(job.payload) }));
    const valid = parsed.filter(({ payload }) => payload.success);
    try {
      if (valid.length !== group.length) throw new Error('một job có dữ liệu không đúng dạng');
      await this.withHeartbeat(
        group.map((job) => job.id),
        () => registered.handler(valid.map(({ payload }) => payload.data)),
      );
    } catch (error) {
      this.logger.warn(`${group.length} job ${registered.type.name} chạy chung lỗi (${error instanceof Error ? error.message : String(error)}): chạy lại từng job`);
      for (const job of group) if (!this.stopped) await this.runOne(job);
      return;
    }
    for (const job of group) {
      this.finished.add(job.id);
      this.held.delete(job.id);
    }
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const registered = this.handlers.get(job.type);
    const payload = registered?.type.schema.safeParse(job.payload);
    if (payload && !payload.success) {
      // Queued with a shape this release does not read (an older one, a hand-made row): no retry makes it right.
      await this.failWithoutRetry(job.id, `Job ${job.id} (${job.type}) có dữ liệu không đúng dạng, bỏ qua: ${payloadProblems(payload.error)}`);
      return;
    }
    try {
      if (!registered || !payload) throw new Error(`Không có handler cho job ${job.type}`);
      await this.withHeartbeat([job.id], () => registered.handler([payload.data]));
      this.finished.add(job.id);
      this.held.delete(job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= job.maxAttempts;
      const backoffSeconds = Math.min(2 ** job.attempts, MAX_BACKOFF_SECONDS);
      this.logger.warn(`Job ${job.type} ${job.id} lỗi lần ${job.attempts}: ${message}`);
      await this.prisma.job.updateMany({
        where: { id: job.id },
        data: {
          status: giveUp ? 'failed' : 'queued',
          lockedAt: null,
          lastError: message.slice(0, 5000),
          runAt: new Date(Date.now() + backoffSeconds * 1000),
        },
      });
      this.held.delete(job.id);
    }
  }

  /** Marks the finished jobs done; ones the statement did not reach wait for the next batch's end. */
  private async markFinishedDone(): Promise<void> {
    const ids = [...this.finished];
    if (!ids.length) return;
    ids.forEach((id) => this.finished.delete(id));
    try {
      await this.prisma.sql.$executeRaw`UPDATE jobs SET status = 'done', locked_at = NULL, last_error = NULL, updated_at = ${new Date()} WHERE id IN (${Prisma.join(ids)})`;
    } catch (error) {
      ids.forEach((id) => this.finished.add(id));
      throw error;
    }
  }

  private async failWithoutRetry(jobId: string, message: string): Promise<void> {
    this.logger.error(message);
    await this.prisma.job.updateMany({ where: { id: jobId }, data: { status: 'failed', lockedAt: null, lastError: message.slice(0, 5000) } });
    this.held.delete(jobId);
  }

  private async withHeartbeat(jobIds: string[], work: () => Promise<void>): Promise<void> {
    const heartbeat = setInterval(() => {
      this.prisma.job.updateMany({ where: { id: { in: jobIds } }, data: { lockedAt: new Date() } }).catch((error: unknown) => {
        this.logger.warn(`Không gia hạn được khóa job ${jobIds.join(', ')}: ${String(error)}`);
      });
      this.markFinishedDone().catch((error: unknown) => this.logger.warn(`Không đánh dấu xong được các job đã chạy: ${String(error)}`));
    }, HEARTBEAT_MS);
    try {
      await work();
    } finally {
      clearInterval(heartbeat);
    }
  }
}
