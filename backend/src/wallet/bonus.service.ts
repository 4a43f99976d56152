import { Injectable, Logger } from '@nestjs/common';
import { lockBonusCode, lockBonusGrant } from '../common/locks/row-locks';
import { formatVnd } from '../common/text/money';
import { formatVietnamDate } from '../common/time/vietnam-calendar';
import { paginationOf } from '../common/http/responses';
import { LedgerService } from '../ledger/ledger.service';
import { isUniqueViolation } from '../prisma/prisma-errors';
import { PrismaService } from '../prisma/prisma.service';
import type { BonusCodeInputDto } from './wallet.dto';
import { WalletErrors } from './wallet.errors';

type BonusCodeRow = { id: string; code: string; amount: bigint; validityDays: number; usageLimit: number | null; timesUsed: number; isActive: boolean; createdAt: Date };

const toView = (row: BonusCodeRow) => ({
  _id: row.id,
  code: row.code,
  amount: Number(row.amount),
  validityDays: row.validityDays,
  usageLimit: row.usageLimit,
  timesUsed: row.timesUsed,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

/** Bonus codes: admins make them, each user claims a code once, the credit expires after its validity. */
@Injectable()
export class BonusService {
  private readonly logger = new Logger(BonusService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly ledger: LedgerService,
  ) {}

  async list() {
    return { bonusCodes: (await this.prisma.bonusCode.findMany({ orderBy: { createdAt: 'desc' } })).map(toView) };
  }

  async create(input: BonusCodeInputDto) {
    try {
      return { bonusCode: toView(await this.prisma.bonusCode.create({ data: this.dataOf(input) })) };
    } catch (error) {
      throw this.codeTaken(error);
    }
  }

  async update(id: string, input: BonusCodeInputDto) {
    await this.findOrFail(id);
    try {
      return { bonusCode: toView(await this.prisma.bonusCode.update({ where: { id }, data: this.dataOf(input) })) };
    } catch (error) {
      throw this.codeTaken(error);
    }
  }

  async remove(id: string) {
    const row = await this.findOrFail(id);
    if (row.timesUsed > 0) throw WalletErrors.raise('BONUS_CODE_CLAIMED');
    await this.prisma.bonusCode.delete({ where: { id } });
    return { _id: id };
  }

  /** Credits the code's amount to the bonus wallet once per user, within the code's usage limit. */
  async claim(userId: string, code: string, now = new Date()) {
    const normalized = code.trim().toUpperCase();
    return this.prisma
      .inTransaction(async (tx) => {
        await lockBonusCode(tx, normalized);
        const bonusCode = await tx.bonusCode.findUnique({ where: { code: normalized } });
        if (!bonusCode) throw WalletErrors.raise('BONUS_CODE_UNKNOWN');
        if (!bonusCode.isActive) throw WalletErrors.raise('BONUS_CODE_INACTIVE');
        if (bonusCode.usageLimit !== null && bonusCode.timesUsed >= bonusCode.usageLimit) throw WalletErrors.raise('BONUS_CODE_EXHAUSTED');
        const amount = Number(bonusCode.amount);
        const expiresAt = new Date(now.getTime() + bonusCode.validityDays * 86_400_000);
        // The unique (code, user) index is the once-per-user rule, also under concurrency.
        const grant = await tx.bonusGrant.create({ data: { userId, bonusCodeId: bonusCode.id, amount: BigInt(amount), remaining: BigInt(amount), expiresAt } });
        await tx.bonusCode.update({ where: { id: bonusCode.id }, data: { timesUsed: { increment: 1 } } });
        await this.ledger.post(tx, {
          type: 'bonus_grant',
          userId,
          description: `Nhận mã thưởng ${bonusCode.code}`,
          lines: [
            { account: { kind: 'bonus_funding' }, amount: -amount },
            { account: { kind: 'user_bonus', userId }, amount },
          ],
        });
        return {
          message: `Bạn đã nhận ${formatVnd(amount)} vào ví thưởng, dùng được đến hết ${formatVietnamDate(expiresAt)}.`,
          amount,
          expiresAt: grant.expiresAt.toISOString(),
        };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'bonus_grants_bonus_code_id_user_id_key')) throw WalletErrors.raise('BONUS_ALREADY_CLAIMED');
        throw error;
      });
  }

  /** Bonus credit the user received (SPEC: page, fromDate, toDate → data + pagination). */
  async received(userId: string, query: { page: number; limit: number; fromDate?: Date; toDate?: Date }) {
    const where = { userId, createdAt: { gte: query.fromDate, lte: query.toDate } };
    const [rows, total] = await Promise.all([
      this.prisma.bonusGrant.findMany({
        where,
        include: { bonusCode: { select: { code: true } } },
        orderBy: { createdAt: 'desc' },
        skip: (query.page - 1) * query.limit,
        take: query.limit,
      }),
      this.prisma.bonusGrant.count({ where }),
    ]);
    return {
      data: rows.map((row) => ({
        _id: row.id,
        code: row.bonusCode?.code ?? null,
        amount: Number(row.amount),
        remaining: Number(row.remaining),
        expiresAt: row.expiresAt.toISOString(),
        expired: row.expiredAt !== null,
        createdAt: row.createdAt.toISOString(),
      })),
      pagination: paginationOf(query.page, query.limit, total),
    };
  }

  /** The background sweep: what is left of expired grants goes back to the bonus fund, through the ledger. */
  async expireOverdue(now = new Date()): Promise<number> {
    const due = await this.prisma.bonusGrant.findMany({ where: { expiredAt: null, expiresAt: { lte: now } }, select: { id: true }, take: 500 });
    let expired = 0;
    for (const { id } of due) {
      await this.prisma.inTransaction(async (tx) => {
        const grant = await lockBonusGrant(tx, id);
        if (!grant || grant.expired_at) return;
        const remaining = Number(grant.remaining);
        await tx.bonusGrant.update({ where: { id }, data: { expiredAt: now, remaining: 0n } });
        if (remaining > 0) {
          await this.ledger.post(tx, {
            type: 'bonus_expiry',
            userId: grant.user_id,
            description: 'Tiền thưởng hết hạn',
            lines: [
              { account: { kind: 'user_bonus', userId: grant.user_id }, amount: -remaining },
              { account: { kind: 'bonus_funding' }, amount: remaining },
            ],
          });
        }
        expired += 1;
      });
    }
    if (expired) this.logger.log(`Đã thu hồi ${expired} khoản thưởng hết hạn.`);
    return expired;
  }

  private dataOf(input: BonusCodeInputDto) {
    return { code: input.code, amount: BigInt(input.amount), validityDays: input.validityDays, usageLimit: input.usageLimit, isActive: input.isActive };
  }

  private async findOrFail(id: string): Promise<BonusCodeRow> {
    const row = await this.prisma.bonusCode.findUnique({ where: { id } });
    if (!row) throw WalletErrors.raise('BONUS_CODE_NOT_FOUND');
    return row;
  }

  private codeTaken(error: unknown): unknown {
    return isUniqueViolation(error, 'bonus_codes_code_key') ? WalletErrors.raise('BONUS_CODE_TAKEN') : error;
  }
}
