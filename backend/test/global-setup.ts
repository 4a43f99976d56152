import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helpers shared with the root scripts
import { createDatabase, dropDatabase, freePort, startLocalDb } from '../../scripts/lib/local-db.mjs';
// @ts-expect-error plain ESM helpers shared with the root scripts
import { migrate } from '../../prisma/tools/migrate.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One fresh, migrated database per run. TEST_DATABASE_SERVER_URL (mysql://user:pass@host:port) reuses
 * a running server (TEST_DATABASE_PREFIX names the database, `hvm_test` by default); otherwise a project-local MariaDB is started in a temporary folder.
 */
export default async function setup(project: TestProject) {
  // TEST_DATABASE_PREFIX: a run beside others on a shared server names its databases apart (hvm_cert_…).
  const name = `${process.env.TEST_DATABASE_PREFIX ?? 'hvm_test'}_${Date.now()}_${process.pid}`;
  let stopServer: (() => Promise<void>) | undefined;
  let databaseUrl: string;
  if (process.env.TEST_DATABASE_SERVER_URL) {
    databaseUrl = `${process.env.TEST_DATABASE_SERVER_URL.replace(/\/$/, '')}/${name}`;
  } else {
    const server = await startLocalDb({ dataDir: path.join(os.tmpdir(), `hvm-test-db-${process.pid}`), port: await freePort() });
    stopServer = server.stop;
    databaseUrl = server.url(name);
  }
  await createDatabase(databaseUrl, { dropFirst: true });
  await migrate(databaseUrl, { log: () => {} });
  project.provide('databaseUrl', databaseUrl);

  return async () => {
    await dropDatabase(databaseUrl);
    await stopServer?.();
  };
}
