import crypto from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service';
import { PushSubscriptionInputDto } from './push.dto';

/** Endpoints are too long for a unique index: rows are keyed by the endpoint's SHA-256. */
export function endpointHash(endpoint: string): string {
  return crypto.createHash('sha256').update(endpoint).digest('hex');
}

@Injectable()
export class PushSubscriptionsService {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * One row per device. A device that signs in as someone else moves to that user, so a shared
   * browser only gets the notifications of whoever subscribed it last.
   */
  async subscribe(userId: string, input: PushSubscriptionInputDto): Promise<{ message: string }> {
    const hash = endpointHash(input.endpoint);
    const userAgent = input.userAgent ?? null;
    // One statement, so two tabs subscribing at once cannot both insert.
    await this.prisma.$executeRaw`
      INSERT INTO push_subscriptions (id, user_id, endpoint_hash, endpoint, p256dh, auth, user_agent, created_at)
      VALUES (UUID(), ${userId}, ${hash}, ${input.endpoint}, ${input.keys.p256dh}, ${input.keys.auth}, ${userAgent}, NOW(3))
      ON DUPLICATE KEY UPDATE user_id = ${userId}, endpoint = ${input.endpoint}, p256dh = ${input.keys.p256dh}, auth = ${input.keys.auth}, user_agent = ${userAgent}`;
    return { message: 'Đã bật thông báo đẩy trên thiết bị này.' };
  }

  /** Only the caller's own device; unsubscribing twice is harmless. */
  async unsubscribe(userId: string, endpoint: string): Promise<{ message: string }> {
    await this.prisma.pushSubscription.deleteMany({ where: { endpointHash: endpointHash(endpoint), userId } });
    return { message: 'Đã tắt thông báo đẩy trên thiết bị này.' };
  }
}
