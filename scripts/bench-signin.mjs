// Benchmark of the sign-in endpoint: throughput and latency at 50 concurrent connections.
// Starts its own MariaDB database and API (built by `npm run build`), prints figures, cleans up.
// Usage: node scripts/bench-signin.mjs [--connections 50] [--seconds 15]
import os from 'node:os';
import autocannon from 'autocannon';
import { startMeasuredApp } from './lib/measured-app.mjs';
import { log } from './lib/setup.mjs';
import { numberArg } from './lib/bench.mjs';

const connections = numberArg('connections', 50);
const seconds = numberArg('seconds', 15);

const app = await startMeasuredApp({ name: 'bench-signin', env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
try {
  log(`POST /api/auth/login, ${connections} kết nối, ${seconds} s (argon2id 19 MiB, t=2 mỗi lần đăng nhập)`);
  const result = await autocannon({
    url: `${app.baseUrl}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'hocvien@hocvienmarketing.vn', password: 'HocVien@123' }),
    connections,
    duration: seconds,
  });
  console.log(`
Sign-in benchmark (${os.cpus().length} CPU, ${connections} connections, ${seconds} s)
  requests/s  mean ${result.requests.average.toFixed(1)}   total ${result.requests.total}   2xx ${result['2xx']}   non-2xx ${result.non2xx}   errors ${result.errors}
  latency ms  p50 ${result.latency.p50}   p90 ${result.latency.p90}   p99 ${result.latency.p99}   max ${result.latency.max}`);
} finally {
  await app.stop();
}
