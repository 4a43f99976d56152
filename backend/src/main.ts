import 'reflect-metadata';
import { createApp } from './app.factory';
import { InvalidConfigError, loadAppConfig } from './config/app-config';

async function main(): Promise<void> {
  const config = loadAppConfig(process.env);
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  console.log(`Học viện Marketing đang chạy tại ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof InvalidConfigError ? error.message : error);
  process.exit(1);
});
