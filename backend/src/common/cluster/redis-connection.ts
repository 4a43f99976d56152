import type { Logger } from '@nestjs/common';
import Redis from 'ioredis';

/** The command connection to Redis, or null when REDIS_URL is unset (one process, all in memory). */
export const REDIS = Symbol('REDIS');

const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Opens a connection and waits until it is usable, so a wrong REDIS_URL stops the start with a clear
 * message instead of leaving every rate-limited request waiting. Commands fail after a few retries
 * while Redis is away rather than queueing forever.
 */
export async function connectRedis(url: string, options: { keyPrefix?: string } = {}): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 3, enableAutoPipelining: true, lazyConnect: true, ...options });
  const timeout = setTimeout(() => redis.disconnect(), CONNECT_TIMEOUT_MS);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Không kết nối được Redis tại ${redactPassword(url)}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timeout);
  }
  return redis;
}

/** Logs each lost and regained connection once (ioredis retries on its own). */
export function logConnectionChanges(redis: Redis, name: string, logger: Pick<Logger, 'warn' | 'log'>): void {
  let lost = false;
  redis.on('error', (error: Error) => {
    if (!lost) logger.warn(`Mất kết nối Redis (${name}): ${error.message}`);
    lost = true;
  });
  redis.on('ready', () => {
    if (lost) logger.log(`Đã kết nối lại Redis (${name}).`);
    lost = false;
  });
}

function redactPassword(url: string): string {
  return url.replace(/\/\/([^@/]*)@/, '//***@');
}
