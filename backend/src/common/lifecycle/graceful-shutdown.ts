import { Injectable, Logger, type INestApplicationContext } from '@nestjs/common';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { OpenStreams } from './open-streams';

/** The steps of stopping one process, in the order shutDownInOrder runs them. */
export interface ShutdownSteps {
  /** No new connections; idle keep-alive ones are closed, busy ones close after their response. */
  stopAccepting(): void;
  /** Ends the server-sent event streams: their clients reconnect to another process. */
  closeStreams(): void;
  /** Resolves true once no request is in flight, false when `timeoutMs` passed first. */
  waitForRequests(timeoutMs: number): Promise<boolean>;
  /** Nest's close: the job runner stops and releases its job locks, then Redis and MySQL disconnect. */
  closeApp(): Promise<void>;
}

export type ShutdownLog = (message: string) => void;

/**
 * Stops a process without losing work: first no new requests, then the streams end, then the requests
 * in flight finish (for at most `graceMs`), and only then the jobs stop and the connections close, so
 * a request never finds its database gone.
 */
export async function shutDownInOrder(steps: ShutdownSteps, graceMs: number, log: ShutdownLog): Promise<void> {
  steps.stopAccepting();
  steps.closeStreams();
  if (!(await steps.waitForRequests(graceMs))) log(`Hết ${graceMs / 1000} s chờ: vẫn còn yêu cầu đang xử lý, đóng luôn.`);
  await steps.closeApp();
}

/**
 * Counts this server's requests in flight (a response counts until its connection side is done) and,
 * once draining, answers every response with `Connection: close` so keep-alive clients (a proxy) take
 * their next request elsewhere.
 */
@Injectable()
export class InFlightRequests {
  private count = 0;
  private draining = false;
  private readonly idleWaiters = new Set<() => void>();

  attach(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (_request, reply, done) => {
      this.count += 1;
      reply.raw.once('close', () => this.finished());
      done();
    });
    fastify.addHook('onSend', (_request, reply, payload, done) => {
      if (this.draining) void reply.header('Connection', 'close');
      done(null, payload);
    });
  }

  get inFlight(): number {
    return this.count;
  }

  startDraining(server: Server): void {
    this.draining = true;
    server.close();
  }

  waitUntilIdle(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.idleWaiters.delete(onIdle);
        resolve(false);
      }, timeoutMs);
      const onIdle = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.idleWaiters.add(onIdle);
    });
  }

  private finished(): void {
    this.count -= 1;
    if (this.count > 0) return;
    const waiters = [...this.idleWaiters];
    this.idleWaiters.clear();
    waiters.forEach((resolve) => resolve());
  }
}

/**
 * SIGTERM (an orchestrator stopping the process) and SIGINT (Ctrl+C) stop the process in order, then
 * exit. `server` is the HTTP server of an API process; a worker has none. A second signal, or a close
 * that hangs past twice the grace period, exits at once.
 */
export function shutDownOnSignals(app: INestApplicationContext, graceMs: number, server?: Server): void {
  const logger = new Logger('Shutdown');
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.log(`Nhận ${signal}: dừng nhận yêu cầu mới và hoàn tất các yêu cầu đang xử lý.`);
    setTimeout(() => process.exit(1), graceMs * 2).unref();
    const requests = server ? app.get(InFlightRequests) : undefined;
    shutDownInOrder(
      {
        stopAccepting: () => server && requests?.startDraining(server),
        closeStreams: () => app.get(OpenStreams).closeAll(),
        waitForRequests: (timeoutMs) => requests?.waitUntilIdle(timeoutMs) ?? Promise.resolve(true),
        closeApp: () => app.close(),
      },
      graceMs,
      (message) => logger.warn(message),
    ).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Dừng không trọn vẹn: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
