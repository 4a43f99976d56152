import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { logConnectionChanges, REDIS } from './redis-connection';

/**
 * What one API process tells all of them:
 * - payment-status: the transfer code (DH…, NAP…) of an order or deposit whose status just changed;
 * - catalogue-changed: a course was written, so every process drops its cached catalogue answers;
 * - questions-changed: a question or answer was written, so every process drops its cached question lists;
 * - affiliate-figures-changed: an affiliate or admin action changed affiliate figures (AffiliateFiguresCache).
 */
export const BUS_CHANNELS = ['payment-status', 'catalogue-changed', 'questions-changed', 'affiliate-figures-changed', 'affiliate-settings-changed'] as const;
export type BusChannel = (typeof BUS_CHANNELS)[number];

/** After Redis comes back: messages sent while it was away are lost, so listeners read the truth again. */
const RESYNC = Symbol('resync');

/**
 * Messages between the API processes: Redis pub/sub when REDIS_URL is set, otherwise an in-process
 * emitter (one process has nobody else to tell). Delivery is at most once, like pub/sub itself:
 * use it to say "look again", never to carry state that exists only in the message.
 */
@Injectable()
export class ClusterBus implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ClusterBus.name);
  private readonly local = new EventEmitter().setMaxListeners(0);
  private readonly prefix: string;
  private subscriber?: Redis;

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${config.redis?.prefix ?? ''}bus:`;
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    // A connection in subscriber mode can do nothing else: the bus has its own.
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    logConnectionChanges(subscriber, 'bus', this.logger);
    subscriber.on('message', (channel: string, message: string) => this.local.emit(channel.slice(this.prefix.length), message));
    await subscriber.subscribe(...BUS_CHANNELS.map((channel) => this.prefix + channel));
    // ioredis subscribes again by itself after a reconnect; what was published meanwhile is gone.
    subscriber.on('ready', () => this.local.emit(RESYNC));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }

  /** Tells every process (this one included). Never throws: a lost message costs a late update, not the request. */
  publish(channel: BusChannel, message: string): void {
    if (!this.redis) {
      this.local.emit(channel, message);
      return;
    }
    this.redis.publish(this.prefix + channel, message).catch((error: unknown) => {
      this.logger.warn(`Không gửi được tin ${channel} qua Redis: ${String(error)}`);
      // At least this process learns of it.
      this.local.emit(channel, message);
    });
  }

  /** Calls `listener` with each message on `channel`; returns the function that stops it. */
  subscribe(channel: BusChannel, listener: (message: string) => void): () => void {
    this.local.on(channel, listener);
    return () => this.local.off(channel, listener);
  }

  /** Calls `listener` whenever messages may have been missed (Redis reconnected). */
  onResync(listener: () => void): () => void {
    this.local.on(RESYNC, listener);
    return () => this.local.off(RESYNC, listener);
  }
}
