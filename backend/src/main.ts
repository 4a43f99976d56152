import 'reflect-metadata';
import { createApp } from './app.factory';
import { shutDownOnSignals } from './common/lifecycle/graceful-shutdown';
import { InvalidConfigError, loadAppConfig } from './config/app-config';

/**
 * The API process: serves HTTP (the API, uploads and the PWA) and, unless JOBS_ENABLED=false, runs
 * the background jobs too (one process is enough until the traffic needs several: see worker.ts).
 */
async function main(): Promise<void> {
  const config = loadAppConfig(process.env);
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  shutDownOnSignals(app, config.shutdownGraceMs, app.getHttpServer());
  console.log(`Học viện Marketing đang chạy tại ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof InvalidConfigError ? error.message : error);
  process.exit(1);
});
