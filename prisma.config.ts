import path from 'node:path';
import { defineConfig } from 'prisma/config';

// The native schema engine cannot be downloaded here and `generate` does not need it: point Prisma
// at a stub unless the caller chose a real engine. Migrations are applied by prisma/tools/migrate.mjs.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(import.meta.dirname, 'prisma/tools/schema-engine-stub.sh');

export default defineConfig({
  schema: 'prisma/schema',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/placeholder' },
});
