// Benchmark of refund approvals on a fresh demo install: rounds of 20 simultaneous full refunds to the
// wallet, each of a different order (a wallet purchase of a course with an affiliate commission, so each
// refund reverses the instructor share, the commission and the platform share). Side by side: the
// 20 simultaneous wallet purchases that made those orders, the nearest money path.
// Usage: node scripts/bench-refunds.mjs [--rounds 5] [--concurrency 20]
import crypto from 'node:crypto';
import os from 'node:os';
import { numberArg } from './lib/bench.mjs';
import { startMeasuredApp } from './lib/measured-app.mjs';

const rounds = numberArg('rounds', 5);
const concurrency = numberArg('concurrency', 20);
const SEPAY_API_KEY = 'bench-sepay-key-0123456789abcdef';

const app = await startMeasuredApp({ name: 'bench-refunds', env: { SEPAY_API_KEY, RATE_LIMIT_PER_MINUTE: '100000' } });
try {
  const call = async (method, path, body, { token, cookie } = {}) => {
    const started = performance.now();
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return { body: await response.json(), ms };
  };
  const api = async (...args) => (await call(...args)).body;
  const admin = (await api('POST', '/api/auth/login', { email: 'admin@hocvienmarketing.vn', password: 'Admin@123' })).accessToken;
  const demo = (await api('POST', '/api/auth/login', { email: 'hocvien@hocvienmarketing.vn', password: 'HocVien@123' })).accessToken;
  const affiliateCode = (await api('GET', '/api/affiliates/me/info', undefined, { token: demo })).affiliateCode;
  const { courses } = await api('GET', '/api/courses?limit=30');
  const course = courses.find((candidate) => candidate.price > 0);

  // One buyer per order, each funded by a bank transfer through the webhook like anyone else.
  const buyers = [];
  for (let i = 0; i < rounds * concurrency; i += 1) {
    const email = `bench.refund.${Date.now()}.${i}@example.vn`;
    await api('POST', '/api/admin/users/create', { email, password: 'HocVien@123', name: `Học viên ${i}`, role: 'student' }, { token: admin });
    const token = (await api('POST', '/api/auth/login', { email, password: 'HocVien@123' })).accessToken;
    const { deposit } = await api('POST', '/api/wallet/deposit', { amount: course.price }, { token });
    await fetch(`${app.baseUrl}/api/payments/webhooks/sepay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Apikey ${SEPAY_API_KEY}` },
      body: JSON.stringify({
        id: crypto.randomInt(1, 2 ** 47),
        gateway: 'Vietcombank',
        transactionDate: '2026-11-25 10:00:00',
        accountNumber: '1023456789',
        code: null,
        content: `${deposit.code} nap vi`,
        transferType: 'in',
        transferAmount: course.price,
        accumulated: 0,
        referenceCode: `FT${i}`,
        description: '',
      }),
    });
    buyers.push(token);
  }

  const percentile = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  };
  const line = (label, values) =>
    `  ${label.padEnd(44)} n ${String(values.length).padStart(4)}   p50 ${percentile(values, 50).toFixed(0)} ms   p90 ${percentile(values, 90).toFixed(0)} ms   p99 ${percentile(values, 99).toFixed(0)} ms   max ${Math.max(...values).toFixed(0)} ms`;

  const purchaseTimes = [];
  const refundTimes = [];
  for (let round = 0; round < rounds; round += 1) {
    const group = buyers.slice(round * concurrency, (round + 1) * concurrency);
    const bought = await Promise.all(
      group.map((token) =>
        call('POST', '/api/orders', { items: [{ kind: 'course', id: course._id }], paymentMethod: 'wallet' }, { token, cookie: `aff_ref_code=${affiliateCode}` }),
      ),
    );
    purchaseTimes.push(...bought.map((result) => result.ms));
    const refunded = await Promise.all(
      bought.map(({ body }) => call('POST', `/api/admin/orders/${body.order._id}/refunds`, { method: 'wallet', idempotencyKey: crypto.randomUUID() }, { token: admin })),
    );
    for (const { body } of refunded) if (body.refund.fromAffiliates <= 0) throw new Error('Khoản hoàn không thu lại hoa hồng: đơn hàng không có affiliate?');
    refundTimes.push(...refunded.map((result) => result.ms));
  }
  console.log(
    `\nRefund benchmark (${os.cpus().length} CPU, ${rounds} rounds of ${concurrency} simultaneous requests on different orders, course ${course.price} ₫ with an affiliate)`,
  );
  console.log(line('POST /api/orders (wallet purchase, baseline)', purchaseTimes));
  console.log(line('POST /api/admin/orders/{id}/refunds (full)', refundTimes));
} finally {
  await app.stop();
}
