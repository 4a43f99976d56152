import { createRequire } from 'node:module';
import { defineConfig } from '@playwright/test';

// Debian's Chromium (never a downloaded browser), headless, with the flags this machine needs: without
// the background-networking ones Chromium's calls to Google are refused by the closed network, many at a
// time. One list, which the measure scripts read too (scripts/lib/measure-browser.mjs).
const CHROMIUM_ARGS: string[] = createRequire(import.meta.url)('./chromium-args.json');

export default defineConfig({
  testDir: './tests',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  // The limit only ends a test that hangs: in CI the tiers share two busy cores, and a 30-step journey that
  // takes 13 s on a quiet machine took over 60 s there (account-lifecycle, stop 37). Each step still fails
  // on its own expect timeout.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // No trace by default: recording one (a DOM snapshot and a screenshot at every step) took 43% of the
    // browser's CPU in the route walk (397 → 228 CPU-s), and a passing run throws it away. To look at a
    // failure step by step, run it again with `npx playwright test <file> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
