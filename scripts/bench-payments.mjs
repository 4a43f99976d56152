// Benchmark of the money paths at 50 connections on a fresh demo install: pricing a 3-item cart
// (POST /api/orders/quote), and the bank webhook crediting deposits (each call a new SePay
// transaction that locks, posts to the ledger and commits) or holding unknown transfers.
// Usage: node scripts/bench-payments.mjs [--connections 50] [--seconds 10]
import os from 'node:os';
import autocannon from 'autocannon';
import { startMeasuredApp } from './lib/measured-app.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const connections = arg('connections', 50);
const seconds = arg('seconds', 10);
const SEPAY_API_KEY = 'bench-sepay-key-0123456789abcdef';

const app = await startMeasuredApp({ name: 'bench-payments', env: { SEPAY_API_KEY, RATE_LIMIT_PER_MINUTE: '100000' } });
try {
  const post = async (path, body, token) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { accessToken } = await post('/api/auth/login', { email: 'hocvien@hocvienmarketing.vn', password: 'HocVien@123' });
  const { courses } = await (await fetch(`${app.baseUrl}/api/courses?limit=12`)).json();
  const { tools } = await (await fetch(`${app.baseUrl}/api/tools?limit=1`)).json();
  const { tool } = await (await fetch(`${app.baseUrl}/api/tools/detail/${tools[0].slug}`)).json();
  const cart = { items: [{ kind: 'course', id: courses[0]._id }, { kind: 'course', id: courses[1]._id }, { kind: 'tool_plan', id: tool.plans[0]._id }], discountCode: null };

  // Enough pending deposits for every webhook the run can send.
  const depositCodes = [];
  for (let i = 0; i < 3000; i += 1) depositCodes.push((await post('/api/wallet/deposit', { amount: 100_000 }, accessToken)).deposit.code);

  let transactionId = 1;
  let nextDeposit = 0;
  const sepayBody = (amount, content) => JSON.stringify({
    id: transactionId++, gateway: 'Vietcombank', transactionDate: '2026-11-23 10:00:00', accountNumber: '1023456789', code: null,
    content, transferType: 'in', transferAmount: amount, accumulated: 0, referenceCode: `FT${transactionId}`, description: content,
  });
  const webhook = (makeBody) => ({
    url: `${app.baseUrl}/api/payments/webhooks/sepay`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Apikey ${SEPAY_API_KEY}` },
    requests: [{ setupRequest: (request) => ({ ...request, body: makeBody() }) }],
  });
  const targets = [
    ['POST /api/orders/quote (3 items)', { url: `${app.baseUrl}/api/orders/quote`, method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` }, body: JSON.stringify(cart) }],
    ['POST webhook: credits a deposit', webhook(() => sepayBody(100_000, `${depositCodes[nextDeposit++ % depositCodes.length]} nap vi`))],
    ['POST webhook: unknown memo, held', webhook(() => sepayBody(123_000, 'chuyen tien khong ro noi dung'))],
  ];
  const rows = [];
  for (const [label, options] of targets) {
    const result = await autocannon({ ...options, connections, duration: seconds });
    rows.push({ label, result });
  }
  const credited = nextDeposit;
  console.log(`\nPayments benchmark (${os.cpus().length} CPU, ${connections} connections, ${seconds} s each)`);
  for (const { label, result } of rows) {
    const { p50, p90, p99, max } = result.latency;
    console.log(`  ${label.padEnd(36)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${p50} ms   p90 ${p90} ms   p99 ${p99} ms   max ${max} ms   non-2xx ${result.non2xx}`);
  }
  const balance = await (await fetch(`${app.baseUrl}/api/wallet/balance`, { headers: { authorization: `Bearer ${accessToken}` } })).json();
  console.log(`  deposits credited by webhook: ${Math.min(credited, depositCodes.length)} sent, main balance ${balance.mainBalance.toLocaleString('vi-VN')} ₫`);
} finally {
  await app.stop();
}
