// The ceiling bench-email.mjs compares the app with: a bare nodemailer pool sending one pre-rendered
// mail (its raw bytes, nothing to build) `count` times, in a process of its own so its CPU time is its own.
// Usage: node scripts/lib/bare-smtp-sender.mjs <smtp port> <count> <connections> <raw mail file>
// Prints one JSON line: { seconds, cpuMs } from the first mail handed over to the last one accepted.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './setup.mjs';

const [port, count, connections, file] = process.argv.slice(2);
const nodemailer = createRequire(path.join(ROOT, 'backend', 'package.json'))('nodemailer');
const raw = fs.readFileSync(file);
const transport = nodemailer.createTransport({
  host: '127.0.0.1',
  port: Number(port),
  secure: false,
  ignoreTLS: true,
  pool: true,
  maxConnections: Number(connections),
  maxMessages: 1000,
});

const total = Number(count);
// A few mails queued per connection keep every connection busy without holding `count` of them at once.
const inFlight = Number(connections) * 4;
let next = 0;
const cpuBefore = process.cpuUsage();
const startedAt = performance.now();
await Promise.all(
  Array.from({ length: inFlight }, async () => {
    while (next < total) {
      const n = next++;
      await transport.sendMail({ envelope: { from: 'bench@hocvienmarketing.vn', to: `nguoinhan.${n}@example.vn` }, raw });
    }
  }),
);
const seconds = (performance.now() - startedAt) / 1000;
const cpu = process.cpuUsage(cpuBefore);
transport.close();
console.log(JSON.stringify({ seconds, cpuMs: (cpu.user + cpu.system) / 1000 }));
