import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Worker threads instead of forked processes: the same 655 tests, 343 CPU-s instead of 400 (measured
    // side by side on this 2-core machine); the test run is CPU-bound, so that is time saved.
    pool: 'threads',
    // A worker a core. Vitest's default (cores - 1) is one worker on this 2-core machine: the suite
    // alone took 184 s and 212 CPU-s with one, 103 s and 172 CPU-s with two.
    maxWorkers: '100%',
    // A limit that only ends a hang: beside the browser tier a rendering test can take seconds.
    testTimeout: 20_000,
    // Two projects (each extends the options above) by what a test touches, since building a DOM for a
    // test file cost more than its tests (environment 137 s of a 305 s run with jsdom everywhere):
    // - `*.test.tsx` (components) run in happy-dom, about half jsdom's set-up; a file that needs jsdom's
    //   behaviour says so with a `// @vitest-environment jsdom` comment on its first line;
    // - `*.test.ts` (logic) run in node, with no DOM; one that uses the browser's storage, cookies or
    //   documents starts with `// @vitest-environment happy-dom` (or jsdom).
    projects: [
      { extends: true, test: { name: 'components', environment: 'happy-dom', include: ['src/**/*.test.tsx'] } },
      { extends: true, test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'] } },
    ],
  },
});
