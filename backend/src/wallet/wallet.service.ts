import { Injectable } from '@nestjs/common';
import type { LedgerLine } from '../ledger/ledger';
import { LedgerService } from '../ledger/ledger.service';
import { Db, PrismaService } from '../prisma/prisma.service';

interface GrantRow {
  id: string;
  remaining: bigint;
}

/**
 * A user's two wallets. Spending takes the bonus balance first (it expires; main money does not),
 * oldest-expiring grant first, then the main balance.
 */
@Injectable()
export class WalletService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly ledger: LedgerService,
  ) {}

  async balance(userId: string, now = new Date()) {
    const [main, bonus, nextExpiry] = await Promise.all([
      this.ledger.balanceOf(this.prisma, { kind: 'user_main', userId }),
      this.spendableBonus(this.prisma, userId, now),
      this.prisma.bonusGrant.findFirst({ where: { userId, remaining: { gt: 0 }, expiredAt: null, expiresAt: { gt: now } }, orderBy: { expiresAt: 'asc' }, select: { expiresAt: true, remaining: true } }),
    ]);
    return {
      balance: main + bonus,
      mainBalance: main,
      bonusBalance: bonus,
      nextBonusExpiry: nextExpiry ? { amount: Number(nextExpiry.remaining), expiresAt: nextExpiry.expiresAt.toISOString() } : null,
    };
  }

  /**
   * Inside the purchase transaction: takes `amount` from the user's wallets and returns the ledger
   * lines debiting them. The grants are locked here and the accounts by the ledger, which refuses
   * (409) when the main balance cannot cover the rest.
   */
  async debitLines(tx: Db, userId: string, amount: number, now = new Date()): Promise<LedgerLine[]> {
    const grants = await tx.$queryRaw<GrantRow[]>`
      SELECT id, remaining FROM bonus_grants
       WHERE user_id = ${userId} AND remaining > 0 AND expired_at IS NULL AND expires_at > ${now}
       ORDER BY expires_at, id FOR UPDATE`;
    let fromBonus = 0;
    for (const grant of grants) {
      if (fromBonus === amount) break;
      const take = Math.min(Number(grant.remaining), amount - fromBonus);
      await tx.bonusGrant.update({ where: { id: grant.id }, data: { remaining: { decrement: BigInt(take) } } });
      fromBonus += take;
    }
    const fromMain = amount - fromBonus;
    const lines: LedgerLine[] = [];
    if (fromBonus > 0) lines.push({ account: { kind: 'user_bonus', userId }, amount: -fromBonus });
    if (fromMain > 0) lines.push({ account: { kind: 'user_main', userId }, amount: -fromMain });
    return lines;
  }

  private async spendableBonus(db: Db, userId: string, now: Date): Promise<number> {
    const result = await db.bonusGrant.aggregate({ where: { userId, expiredAt: null, expiresAt: { gt: now } }, _sum: { remaining: true } });
    return Number(result._sum.remaining ?? 0n);
  }
}
