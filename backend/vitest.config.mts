import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC keeps the decorator metadata NestJS's dependency injection needs.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    projects: [
      {
        extends: true,
        // A limit that only ends a hang: beside the browser tier, unit tests that start servers (S3, SMTP)
        // take several times their idle time.
        // A fork a core: vitest's default (cores - 1) is one on this 2-core machine (35 s alone; 21 s with two).
        // A pool size of its own makes it a group of its own: it runs after the integration tests.
        test: { name: 'unit', include: ['src/**/*.spec.ts'], testTimeout: 30_000, maxWorkers: '100%', sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.int-spec.ts'],
          globalSetup: ['test/global-setup.ts'],
          // A limit that only ends a hang: the race tests (50 buyers at once, each a new account) take
          // 20 s on an idle machine and over 30 s beside the browser tier on two busy cores.
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // One database per run, one app per file. A fork keeps its modules from one file to the next
          // (isolate: false): importing the app again for each of 50 files cost about 300 CPU-s. Each file
          // still starts its own app, and no file mocks a module.
          pool: 'forks',
          isolate: false,
          // One file at a time, whatever the core count: files share the database, and some read totals
          // across it (the affiliate review queue, the payout threshold's payments). With two forks at once
          // affiliates.int-spec failed twice (vitest's default is cores - 1: one fork on this 2-core machine).
          fileParallelism: false,
        },
      },
      {
        // npm run test:cluster: the deployment of several processes behind nginx (test/cluster).
        extends: true,
        test: {
          name: 'cluster',
          include: ['test/cluster/**/*.cluster-spec.ts'],
          globalSetup: ['test/cluster/cluster-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One deployment shared by the files, which run one after another (they measure time).
          fileParallelism: false,
        },
      },
    ],
  },
});
