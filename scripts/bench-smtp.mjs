// The marketing SMTP client (backend/src/mail/smtp-pool.ts) beside nodemailer's pool, alternated in one
// run: the same built message (26 KB, base64 parts, as raw-mail.ts makes them), the same number of
// connections and of mails in flight, to one smtp-server sink in its own process. Prints mails/s and the
// CPU per mail of the sender and of the SMTP server, per round. Uses the built backend (BACKEND_DIST or
// backend/dist: `npm run build` first).
// Usage: node scripts/bench-smtp.mjs [--mails 5000] [--rounds 3] [--connections 8] [--in-flight 32]
import { fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { numberArg } from './lib/bench.mjs';
import { ROOT } from './lib/setup.mjs';

const mails = numberArg('mails', 5000);
const rounds = numberArg('rounds', 3);
const connections = numberArg('connections', 8);
const inFlight = numberArg('in-flight', 32);
const backendDist = process.env.BACKEND_DIST ? path.resolve(process.env.BACKEND_DIST) : path.join(ROOT, 'backend', 'dist');
const backendRequire = createRequire(path.join(ROOT, 'backend', 'package.json'));
const nodemailer = backendRequire('nodemailer');
const { SmtpPool, smtpSettings } = backendRequire(path.join(backendDist, 'mail', 'smtp-pool.js'));

// The sink counts mails and reports its own CPU; it keeps nothing.
const sinkFile = path.join(os.tmpdir(), `hvm-smtp-sink-${process.pid}.cjs`);
fs.writeFileSync(
  sinkFile,
  `const { SMTPServer } = require(${JSON.stringify(backendRequire.resolve('smtp-server'))});
let received = 0;
const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], size: 0, logger: false,
  onData(stream, _session, callback) { stream.on('data', () => {}); stream.on('end', () => { received += 1; callback(); }); } });
server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
process.on('message', () => process.send({ received, cpu: process.cpuUsage() }));`,
);
const sink = fork(sinkFile);
const { port } = await new Promise((resolve) => sink.once('message', resolve));
const askSink = () =>
  new Promise((resolve) => {
    sink.once('message', resolve);
    sink.send('count');
  });

// A campaign mail's shape: headers, then base64 lines of 76 characters.
const line = `${Buffer.from('Chào bạn, khóa học mới đã mở bán tối nay. '.repeat(2)).toString('base64').slice(0, 76)}\r\n`;
const message = Buffer.from(
  `From: =?UTF-8?Q?H=E1=BB=8Dc_vi=E1=BB=87n?= <bantin@hocvienmarketing.vn>\r\nTo: nguoinhan@example.vn\r\nSubject: Mo ban\r\nList-Unsubscribe: <https://hocvienmarketing.vn/api/email/unsubscribe/x>\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${line.repeat(340)}`,
);

const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, pool: true, maxConnections: connections, maxMessages: 1000 });
const pool = new SmtpPool(smtpSettings(`smtp://127.0.0.1:${port}`), { maxConnections: connections, maxMessagesPerConnection: 1000 });
const senders = {
  'nodemailer pool': (n) => transport.sendMail({ envelope: { from: 'bantin@hocvienmarketing.vn', to: `nguoinhan.${n}@example.vn` }, raw: message }),
  SmtpPool: (n) => pool.send({ from: 'bantin@hocvienmarketing.vn', to: `nguoinhan.${n}@example.vn` }, message),
};

async function measure(send) {
  const sinkBefore = await askSink();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < mails) await send(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const sinkAfter = await askSink();
  if (sinkAfter.received - sinkBefore.received !== mails) throw new Error(`the sink got ${sinkAfter.received - sinkBefore.received} of ${mails} mails`);
  const sinkMicros = sinkAfter.cpu.user + sinkAfter.cpu.system - sinkBefore.cpu.user - sinkBefore.cpu.system;
  return { perSecond: mails / seconds, senderCpu: (cpu.user + cpu.system) / 1000 / mails, sinkCpu: sinkMicros / 1000 / mails };
}

try {
  await measure(senders.SmtpPool); // warm-up of both, not counted
  await measure(senders['nodemailer pool']);
  console.log(`SMTP clients (${os.cpus().length} CPU; ${mails} mails of ${(message.length / 1024).toFixed(0)} KB per round, ${connections} connections, ${inFlight} in flight)`);
  const names = Object.keys(senders);
  for (let round = 1; round <= rounds; round++) {
    // The order alternates, so neither side always runs on the warmer machine.
    for (const name of round % 2 ? names : [...names].reverse()) {
      const { perSecond, senderCpu, sinkCpu } = await measure(senders[name]);
      console.log(
        `  round ${round}  ${name.padEnd(16)} ${perSecond.toFixed(0).padStart(6)} mails/s   sender ${senderCpu.toFixed(3)} ms CPU/mail   SMTP server ${sinkCpu.toFixed(3)} ms CPU/mail`,
      );
    }
  }
} finally {
  transport.close();
  pool.close();
  sink.kill();
  fs.rmSync(sinkFile, { force: true });
}
