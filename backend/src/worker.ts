import 'reflect-metadata';
import os from 'node:os';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { shutDownOnSignals } from './common/lifecycle/graceful-shutdown';
import { InvalidConfigError, loadAppConfig } from './config/app-config';

/**
 * A worker process: runs the background jobs and sweeps (mail, transcoding, campaign sends, expiries)
 * and serves no HTTP, so that work never shares a CPU with page requests. At scale the API processes
 * run with JOBS_ENABLED=false and one or more of these beside them; they share the job table safely.
 */
async function main(): Promise<void> {
  const config = { ...loadAppConfig(process.env), jobsEnabled: true };
  // Below the API on a shared box: a launch's purchases get the CPU first, the broadcast and the
  // receipts take what they leave (WORKER_NICE; raising one's niceness needs no privilege).
  os.setPriority(config.workerNice);
  const app = await NestFactory.createApplicationContext(AppModule.register(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  shutDownOnSignals(app, config.shutdownGraceMs);
  console.log('Học viện Marketing: tiến trình nền đang chạy (không phục vụ HTTP).');
}

main().catch((error: unknown) => {
  console.error(error instanceof InvalidConfigError ? error.message : error);
  process.exit(1);
});
