import { Injectable } from '@nestjs/common';
import { Db, PrismaService } from '../prisma/prisma.service';

export interface RefundPolicy {
  maxDays: number;
  maxProgressPercent: number;
  effectiveFrom: Date;
}

/**
 * The policy a student's refund request is checked against, as dated versions: saving writes a new
 * one in force from now, so a request is always judged by the rules of its own moment. Admins may
 * refund any paid order outside it.
 */
@Injectable()
export class RefundPolicyService {
  constructor(private readonly prisma: PrismaService) {}

  /** The version in force at `at` (the migration writes the first one, in force since 2000). */
  async inForce(db: Db = this.prisma, at = new Date()): Promise<RefundPolicy> {
    const row = await db.refundPolicy.findFirstOrThrow({ where: { effectiveFrom: { lte: at } }, orderBy: [{ effectiveFrom: 'desc' }, { id: 'desc' }] });
    return { maxDays: row.maxDays, maxProgressPercent: row.maxProgressPercent, effectiveFrom: row.effectiveFrom };
  }

  async view() {
    const policy = await this.inForce();
    return { policy: { maxDays: policy.maxDays, maxProgressPercent: policy.maxProgressPercent, effectiveFrom: policy.effectiveFrom.toISOString() } };
  }

  async update(adminId: string, input: { maxDays: number; maxProgressPercent: number }) {
    await this.prisma.refundPolicy.create({ data: { effectiveFrom: new Date(), maxDays: input.maxDays, maxProgressPercent: input.maxProgressPercent, createdById: adminId } });
    return this.view();
  }
}
