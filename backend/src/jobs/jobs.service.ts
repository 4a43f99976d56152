import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Db, Prisma, PrismaService } from '../prisma/prisma.service';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

const BATCH_SIZE = 10;
const MAX_BACKOFF_SECONDS = 3600;
// A running job's lock is renewed this often, so a long handler (a transcode) keeps its job; a job
// whose lock is older than STALE_LOCK_MINUTES belongs to a process that died and is taken again.
const HEARTBEAT_MS = 60_000;
const STALE_LOCK_MINUTES = 5;

/**
 * MySQL-backed background work (transactional outbox). `enqueue` runs inside the caller's
 * transaction so the job exists exactly when the change that caused it does; workers claim jobs with
 * SELECT ... FOR UPDATE SKIP LOCKED, so several processes can share the table. Handlers must be
 * idempotent: a job may run again after a crash.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JobsService.name);
  private readonly handlers = new Map<string, JobHandler>();
  private timer?: NodeJS.Timeout;
  private readonly sweeps: NodeJS.Timeout[] = [];
  private running?: Promise<number>;
  private stopped = false;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  registerHandler(type: string, handler: JobHandler): void {
    this.handlers.set(type, handler);
  }

  async enqueue(db: Db, type: string, payload: Record<string, unknown>, options: { runAt?: Date; maxAttempts?: number } = {}): Promise<void> {
    await db.job.create({ data: { type, payload: payload as object, runAt: options.runAt, maxAttempts: options.maxAttempts } });
  }

  /**
   * A sweep run every `intervalMs` in this process (expiring unpaid orders, old bonus credit). Sweeps
   * must be safe to run in several processes at once (they lock the rows they change). Off when jobs are.
   */
  runEvery(name: string, intervalMs: number, sweep: () => Promise<unknown>): void {
    if (!this.config.jobsEnabled) return;
    let busy = false;
    const timer = setInterval(() => {
      if (busy || this.stopped) return;
      busy = true;
      sweep()
        .catch((error: unknown) => this.logger.error(`Tác vụ định kỳ ${name} lỗi: ${String(error)}`))
        .finally(() => (busy = false));
    }, intervalMs);
    timer.unref();
    this.sweeps.push(timer);
  }

  onApplicationBootstrap(): void {
    if (this.config.jobsEnabled) this.schedule(0);
  }

  // Stops before PrismaService disconnects (that waits for onApplicationShutdown).
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.sweeps.forEach(clearInterval);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runDueJobs().catch((error: unknown) => {
        this.logger.error(`Vòng xử lý job lỗi: ${String(error)}`);
        return 0;
      });
      void this.running.then((count) => this.schedule(count === BATCH_SIZE ? 0 : this.config.jobsPollMs));
    }, delayMs);
  }

  /**
   * Claims and runs one batch of due jobs; returns how many it ran. `types` limits the batch to some
   * job types (a worker dedicated to, say, transcoding).
   */
  async runDueJobs(types?: string[]): Promise<number> {
    const typeFilter = types?.length ? Prisma.sql`AND type IN (${Prisma.join(types)})` : Prisma.empty;
    const claimed = await this.prisma.inTransaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM jobs
         WHERE ((status = 'queued' AND run_at <= NOW(3))
            OR (status = 'running' AND locked_at < NOW(3) - INTERVAL ${STALE_LOCK_MINUTES} MINUTE))
           ${typeFilter}
         ORDER BY run_at
         LIMIT ${BATCH_SIZE}
         FOR UPDATE SKIP LOCKED`;
      const ids = rows.map((row) => row.id);
      if (!ids.length) return [];
      await tx.job.updateMany({ where: { id: { in: ids } }, data: { status: 'running', lockedAt: new Date(), attempts: { increment: 1 } } });
      return tx.job.findMany({ where: { id: { in: ids } } });
    });

    for (const job of claimed) {
      const handler = this.handlers.get(job.type);
      try {
        if (!handler) throw new Error(`Không có handler cho job ${job.type}`);
        await this.withHeartbeat(job.id, () => handler(job.payload as Record<string, unknown>));
        await this.prisma.job.update({ where: { id: job.id }, data: { status: 'done', lockedAt: null, lastError: null } });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = job.attempts >= job.maxAttempts;
        const backoffSeconds = Math.min(2 ** job.attempts, MAX_BACKOFF_SECONDS);
        this.logger.warn(`Job ${job.type} ${job.id} lỗi lần ${job.attempts}: ${message}`);
        await this.prisma.job.update({
          where: { id: job.id },
          data: {
            status: giveUp ? 'failed' : 'queued',
            lockedAt: null,
            lastError: message.slice(0, 5000),
            runAt: new Date(Date.now() + backoffSeconds * 1000),
          },
        });
      }
    }
    return claimed.length;
  }

  private async withHeartbeat(jobId: string, work: () => Promise<void>): Promise<void> {
    const heartbeat = setInterval(() => {
      this.prisma.job.update({ where: { id: jobId }, data: { lockedAt: new Date() } }).catch((error: unknown) => {
        this.logger.warn(`Không gia hạn được khoá job ${jobId}: ${String(error)}`);
      });
    }, HEARTBEAT_MS);
    try {
      await work();
    } finally {
      clearInterval(heartbeat);
    }
  }
}
