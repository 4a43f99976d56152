// Lighthouse 13 (mobile, the default form factor) on the public pages of a fresh demo install:
// performance, accessibility, best-practices and SEO scores, and the JavaScript each page downloads.
// Usage: node scripts/measure-lighthouse.mjs   (fetches lighthouse@13 through npx on first use;
// it is a measuring tool, not a dependency of the app or its tests)
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startMeasuredApp } from './lib/measured-app.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-dev-shm-usage';
const exec = promisify(execFile);

const app = await startMeasuredApp({ name: 'lighthouse' });
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-lighthouse-'));
try {
  const { courses } = await (await fetch(`${app.baseUrl}/api/courses?limit=1`)).json();
  const pages = [['/', 'Trang chủ'], ['/courses', 'Danh sách khóa học'], ...(courses[0] ? [[`/courses/${courses[0].slug}`, 'Trang khóa học']] : [])];
  const rows = [];
  for (const [route, label] of pages) {
    const output = path.join(reports, `${rows.length}.json`);
    await exec(
      'npx',
      [
        '--yes',
        'lighthouse@13',
        `${app.baseUrl}${route}`,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(fs.readFileSync(output, 'utf8'));
    const requests = report.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    rows.push({
      label,
      route,
      scores: CATEGORIES.map((category) => Math.round((report.categories[category]?.score ?? 0) * 100)),
      jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      jsFiles: scripts.length,
      lcp: report.audits['largest-contentful-paint']?.displayValue,
      tbt: report.audits['total-blocking-time']?.displayValue,
      cls: report.audits['cumulative-layout-shift']?.displayValue,
    });
  }
  console.log(`\nLighthouse 13, mobile (${os.cpus().length} CPU)        perf  a11y  best   seo   JS transferred (compressed)   LCP / TBT / CLS`);
  for (const row of rows) {
    console.log(
      `  ${`${row.label} ${row.route}`.slice(0, 38).padEnd(38)} ${row.scores.map((score) => String(score).padStart(5)).join(' ')}   ${row.jsKb.toFixed(1).padStart(7)} KB in ${row.jsFiles} files        ${row.lcp} / ${row.tbt} / ${row.cls}`,
    );
  }
  console.log(`Reports: ${reports}`);
} finally {
  await app.stop();
}
