import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import webpush, { WebPushError } from 'web-push';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobsService } from '../jobs/jobs.service';
import { PrismaService } from '../prisma/prisma.service';
import { PUSH_SEND_JOB, PUSH_TTL_SECONDS, PushSendPayload } from './push-job';

// The push service's answers for a subscription that no longer exists (RFC 8030 §7.3).
const GONE = new Set([404, 410]);
const SEND_TIMEOUT_MS = 15_000;

/** Delivers the queued `push.send` jobs with web-push: VAPID-signed, payload encrypted with aes128gcm. */
@Injectable()
export class PushSenderService implements OnModuleInit {
  private readonly logger = new Logger(PushSenderService.name);
  private readonly vapid: { subject: string; publicKey: string; privateKey: string };
  private readonly agent?: https.Agent;

  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    let keys = config.push.vapidKeys;
    if (!keys) {
      keys = webpush.generateVAPIDKeys();
      this.logger.warn('Chưa cấu hình VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY: dùng cặp khóa tạm thời, thiết bị đã đăng ký sẽ không nhận được thông báo sau khi khởi động lại.');
    }
    this.vapid = { subject: config.push.subject, ...keys };
    if (config.push.extraCaCertsFile) {
      this.agent = new https.Agent({ ca: [...tls.rootCertificates, fs.readFileSync(config.push.extraCaCertsFile, 'utf8')] });
    }
  }

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  onModuleInit(): void {
    this.jobs.registerHandler(PUSH_SEND_JOB, (payload) => this.deliver(payload));
  }

  /**
   * Sends one notification to one device. A device the push service no longer knows is forgotten;
   * any other failure throws so the job is tried again later.
   */
  async deliver(job: PushSendPayload): Promise<void> {
    const device = await this.prisma.pushSubscription.findUnique({ where: { id: job.subscriptionId } });
    if (!device) return;
    const message = JSON.stringify({ title: job.title, body: job.body, url: job.url });
    try {
      await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, message, {
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        vapidDetails: this.vapid,
        timeout: SEND_TIMEOUT_MS,
        agent: this.agent,
      });
    } catch (error) {
      if (error instanceof WebPushError && GONE.has(error.statusCode)) {
        await this.prisma.pushSubscription.deleteMany({ where: { id: device.id } });
        return;
      }
      if (error instanceof WebPushError) throw new Error(`Dịch vụ push trả về ${error.statusCode}: ${String(error.body ?? '').slice(0, 300)}`);
      throw error;
    }
    await this.prisma.pushSubscription.updateMany({ where: { id: device.id }, data: { lastSuccessAt: new Date() } });
  }
}
