import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const packageDir = (name: string) => path.dirname(createRequire(import.meta.url).resolve(name));

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The vmThreads pool (below) loads a dependency's CommonJS build when it has one, and these two then
    // require() ES modules of their own dependencies, which a VM context refuses: their ES builds load instead.
    alias: [
      { find: /^react-router-dom$/, replacement: path.join(packageDir('react-router-dom'), 'index.mjs') },
      { find: /^recharts$/, replacement: path.join(packageDir('recharts'), '../es6/index.js') },
    ],
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Each test file in a fresh VM context of one worker, with the modules that do not change (React, the
    // testing library, Dexie…) loaded once per worker rather than once per file: the same 989 tests took
    // 65 s and 93 CPU-s, against 158 s and 269 CPU-s in 'threads' (measured side by side on this 2-core
    // machine). The realm this leaves to structuredClone is mended in the setup file.
    pool: 'vmThreads',
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
