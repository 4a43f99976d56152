// Regenerates the PWA's typed API client types (pwa/src/api/schema.d.ts) from the API's OpenAPI
// document. With --check, fails when the committed file is out of date instead of writing it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, ROOT, run } from './lib/setup.mjs';

const TARGET = path.join(ROOT, 'pwa', 'src', 'api', 'schema.d.ts');
const check = process.argv.includes('--check');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-openapi-'));
const documentFile = path.join(tmp, 'openapi.json');
const generated = path.join(tmp, 'schema.d.ts');

await run('node', ['backend/dist/openapi-cli.js', documentFile]);
await run('npx', ['openapi-typescript', documentFile, '--output', generated, '--alphabetize'], { stdio: ['ignore', 'ignore', 'inherit'] });
const header = "// Generated from the API's OpenAPI document by `node scripts/generate-api.mjs`. Do not edit.\n";
const content = header + fs.readFileSync(generated, 'utf8');
fs.rmSync(tmp, { recursive: true, force: true });

if (check) {
  if (!fs.existsSync(TARGET) || fs.readFileSync(TARGET, 'utf8') !== content) {
    console.error('pwa/src/api/schema.d.ts không khớp với OpenAPI của API. Chạy: npm run build && node scripts/generate-api.mjs');
    process.exit(1);
  }
  log('pwa/src/api/schema.d.ts khớp với OpenAPI của API.');
} else {
  fs.writeFileSync(TARGET, content);
  log(`Đã ghi ${path.relative(ROOT, TARGET)}`);
}
