// `npm run test:cluster`: the deployment of several processes (3 API, 2 workers, nginx, Redis, an S3
// server, an SMTP server, MariaDB) started on free ports, and the tests that need all of them at once
// (backend/test/cluster). `npm test` runs the same tier; this runs it alone.
import path from 'node:path';
import { buildAll, ensureAptPackages, ensureNodeModules, FFMPEG_PACKAGE, MARIADB_PACKAGE, NGINX_PACKAGES, REDIS_PACKAGE, ROOT, run } from './lib/setup.mjs';

await ensureNodeModules();
await ensureAptPackages([...(process.env.TEST_DATABASE_SERVER_URL ? [] : [MARIADB_PACKAGE]), REDIS_PACKAGE, ...NGINX_PACKAGES, FFMPEG_PACKAGE]);
await buildAll();
await run('npx', ['vitest', 'run', '--project', 'cluster'], { cwd: path.join(ROOT, 'backend') });
