import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { inject } from 'vitest';
import { createApp } from '../../src/app.factory';
import { loadAppConfig } from '../../src/config/app-config';
import { PrismaService } from '../../src/prisma/prisma.service';
// @ts-expect-error plain ESM helpers shared with the root scripts
import { createDatabase, dropDatabase } from '../../../scripts/lib/local-db.mjs';
// @ts-expect-error plain ESM helpers shared with the root scripts
import { migrate } from '../../../prisma/tools/migrate.mjs';

export interface TestApp {
  app: NestFastifyApplication;
  baseUrl: string;
  prisma: PrismaService;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real application on the run's database, listening on a free loopback port; an `env` value of undefined
 * unsets a default below; `extraModules` adds fixture routes.
 */
export async function startTestApp(env: Record<string, string | undefined> = {}, extraModules: Type[] = []): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-test-data-'));
  const config = loadAppConfig({
    NODE_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    DATABASE_POOL_SIZE: '10',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    PWA_DIST: path.join(dataDir, 'no-pwa'),
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JOBS_POLL_MS: '50',
    // Test files share one database: a worker in one file's app would take (and fail) the jobs
    // another file enqueued. Tests run the jobs they need with JobsService.runDueJobs().
    JOBS_ENABLED: 'false',
    RATE_LIMIT_PER_MINUTE: '1000',
    // Tests write courses straight to the database too; the cache has a test of its own.
    CATALOGUE_CACHE_SECONDS: '0',
    // Likewise questions (question-list-cache.int-spec.ts tests that cache and its fast path).
    QUESTIONS_CACHE_SECONDS: '0',
    // And the affiliate figures (affiliate-figures-cache.int-spec.ts).
    AFFILIATE_FIGURES_CACHE_SECONDS: '0',
    VERIFICATION_RESEND_INTERVAL_SECONDS: '60',
    DEV_MAILBOX: 'true',
    ...env,
  });
  const app = await createApp(config, extraModules);
  await app.listen(config.port, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    prisma: app.get(PrismaService),
    dataDir,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A migrated database of the file's own beside the run's shared one, for a test that must not see what
 * other files leave behind (a queue it drains, say). Pass `url` as DATABASE_URL to startTestApp.
 */
export async function isolatedDatabase(purpose: string): Promise<{ url: string; drop(): Promise<void> }> {
  const shared = new URL(inject('databaseUrl'));
  shared.pathname = `${shared.pathname}_${purpose}`;
  const url = shared.toString();
  await createDatabase(url, { dropFirst: true });
  await migrate(url, { log: () => {} });
  return { url, drop: () => dropDatabase(url) };
}
