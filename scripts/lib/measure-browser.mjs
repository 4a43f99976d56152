// What the browser-driven measure scripts share: e2e's Playwright and Debian's Chromium with the flags
// of the e2e tests, and their numeric command-line options.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './setup.mjs';

export const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags e2e/playwright.config.ts launches Chromium with (one list, e2e/chromium-args.json). */
export const CHROMIUM_ARGS = createRequire(path.join(ROOT, 'e2e', 'package.json'))('./chromium-args.json');

/** `--name N` from the command line, or `fallback`. */
export function numberOption(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}
