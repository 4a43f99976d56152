// Benchmark of the money paths on a fresh demo install, 50 connections each:
//   - pricing a 3-item cart (POST /api/orders/quote) and creating bank-transfer orders (POST /api/orders);
//   - the bank webhook crediting deposits (new SePay transactions that lock, post to the ledger, commit),
//     the same with half the calls replays of earlier transactions, and unknown memos (held);
//   - the time from a webhook's arrival to the payment page's live stream saying 'paid'.
// Usage: node scripts/bench-payments.mjs [--connections 50] [--seconds 10]
import os from 'node:os';
import autocannon from 'autocannon';
import { startMeasuredApp } from './lib/measured-app.mjs';
import { numberArg, printRows } from './lib/bench.mjs';

const connections = numberArg('connections', 50);
const seconds = numberArg('seconds', 10);
const SEPAY_API_KEY = 'bench-sepay-key-0123456789abcdef';
const DEPOSITS = 6000;

const app = await startMeasuredApp({ name: 'bench-payments', env: { SEPAY_API_KEY, RATE_LIMIT_PER_MINUTE: '100000' } });
try {
  const api = async (method, path, body, token) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { accessToken } = await api('POST', '/api/auth/login', { email: 'hocvien@hocvienmarketing.vn', password: 'HocVien@123' });
  const owned = new Set((await api('GET', '/api/students/me/courses', undefined, accessToken)).courses.map((course) => course._id));
  const { courses } = await api('GET', '/api/courses?limit=30');
  const [first, second] = courses.filter((course) => !owned.has(course._id));
  const { tools } = await api('GET', '/api/tools?limit=1');
  const { tool } = await api('GET', `/api/tools/detail/${tools[0].slug}`);
  const cart = [
    { kind: 'course', id: first._id },
    { kind: 'course', id: second._id },
    { kind: 'tool_plan', id: tool.plans[0]._id },
  ];

  const mainBefore = (await api('GET', '/api/wallet/balance', undefined, accessToken)).mainBalance;
  // Pending deposits for every crediting webhook the runs can send.
  const depositCodes = [];
  for (let i = 0; i < DEPOSITS; i += 1) depositCodes.push((await api('POST', '/api/wallet/deposit', { amount: 100_000 }, accessToken)).deposit.code);

  let transactionId = 1;
  let nextDeposit = 0;
  const sent = [];
  const sepayBody = (id, amount, content) =>
    JSON.stringify({
      id,
      gateway: 'Vietcombank',
      transactionDate: '2026-11-23 10:00:00',
      accountNumber: '1023456789',
      code: null,
      content,
      transferType: 'in',
      transferAmount: amount,
      accumulated: 0,
      referenceCode: `FT${id}`,
      description: content,
    });
  const credit = () => {
    const body = sepayBody(transactionId++, 100_000, `${depositCodes[nextDeposit++ % DEPOSITS]} nap vi`);
    sent.push(body);
    return body;
  };
  // Every other call is SePay retrying a transaction it already delivered.
  let flip = false;
  let replays = 0;
  const creditOrReplay = () => {
    flip = !flip;
    if (!flip || !sent.length) return credit();
    replays += 1;
    return sent[Math.floor(Math.random() * sent.length)];
  };
  const webhook = (makeBody) => ({
    url: `${app.baseUrl}/api/payments/webhooks/sepay`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Apikey ${SEPAY_API_KEY}` },
    requests: [{ setupRequest: (request) => ({ ...request, body: makeBody() }) }],
  });
  const signedPost = (path, body) => ({
    url: `${app.baseUrl}${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(body),
  });
  const targets = [
    ['POST /api/orders/quote (3 items)', signedPost('/api/orders/quote', { items: cart, discountCode: null })],
    ['POST /api/orders (bank transfer, 3 items)', signedPost('/api/orders', { items: cart, paymentMethod: 'bank_transfer', discountCode: null })],
    ['POST webhook: credits a deposit', webhook(credit)],
    ['POST webhook: half replays', webhook(creditOrReplay)],
    ['POST webhook: unknown memo, held', webhook(() => sepayBody(transactionId++, 123_000, 'chuyen tien khong ro noi dung'))],
  ];
  const rows = [];
  for (const [label, options] of targets) rows.push({ label, result: await autocannon({ ...options, connections, duration: seconds }) });

  // Webhook arrival → 'paid' on the live status stream the payment page reads (20 orders, one at a time).
  const latencies = [];
  for (let i = 0; i < 20; i += 1) {
    const { order } = await api('POST', '/api/orders', { items: [cart[2]], paymentMethod: 'bank_transfer', discountCode: null }, accessToken);
    const stream = await fetch(`${app.baseUrl}/api/payments/status/${order.code}/events`, { headers: { authorization: `Bearer ${accessToken}` } });
    const reader = stream.body.getReader();
    const decoder = new TextDecoder();
    await reader.read(); // the first event: pending
    const startedAt = performance.now();
    const delivery = fetch(`${app.baseUrl}/api/payments/webhooks/sepay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Apikey ${SEPAY_API_KEY}` },
      body: sepayBody(transactionId++, order.total, `${order.code} thanh toan`),
    });
    let text = '';
    while (!text.includes('"paid"')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('Luồng trạng thái đóng trước khi báo đã thanh toán.');
      text += decoder.decode(value, { stream: true });
    }
    latencies.push(performance.now() - startedAt);
    await delivery;
    await reader.cancel();
  }
  latencies.sort((a, b) => a - b);

  printRows(`Payments benchmark (${os.cpus().length} CPU, ${connections} connections, ${seconds} s each)`, rows, 40);
  const credited = ((await api('GET', '/api/wallet/balance', undefined, accessToken)).mainBalance - mainBefore) / 100_000;
  console.log(`  deposits: ${Math.min(nextDeposit, DEPOSITS)} distinct transactions credited ${credited} times; ${replays} replays added nothing`);
  console.log(`  webhook → 'paid' on the payment page's stream: median ${latencies[10].toFixed(0)} ms, max ${latencies[19].toFixed(0)} ms (20 orders)`);
} finally {
  await app.stop();
}
