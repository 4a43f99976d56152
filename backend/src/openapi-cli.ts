import 'reflect-metadata';
import fs from 'node:fs';
import { createApp } from './app.factory';
import { loadAppConfig } from './config/app-config';
import { buildOpenApiDocument } from './openapi';

/** Writes the OpenAPI document to the given file without a database (Prisma connects lazily). */
async function main(output: string): Promise<void> {
  const config = loadAppConfig({
    DATABASE_URL: 'mysql://openapi:openapi@127.0.0.1:9/openapi',
    JWT_SECRET: 'openapi-document-generation-only-secret',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'silent',
  });
  const app = await createApp(config);
  await app.init();
  fs.writeFileSync(output, `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`);
  await app.close();
}

main(process.argv[2] ?? 'openapi.json').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
