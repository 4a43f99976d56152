import { Injectable } from '@nestjs/common';
import { paginationOf } from '../common/http/responses';
import { accountKey, LEDGER_TYPE_LABELS, type LedgerLine, type LedgerTransactionType } from '../ledger';
import { LedgerService } from '../ledger/ledger.service';
import { Db, Prisma, PrismaService } from '../prisma/prisma.service';

interface MovementRow {
  id: string;
  type: LedgerTransactionType;
  description: string;
  created_at: Date;
  main_amount: bigint | number | string;
  bonus_amount: bigint | number | string;
}

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
      this.prisma.bonusGrant.findFirst({
        where: { userId, remaining: { gt: 0 }, expiredAt: null, expiresAt: { gt: now } },
        orderBy: { expiresAt: 'asc' },
        select: { expiresAt: true, remaining: true },
      }),
    ]);
    return {
      balance: main + bonus,
      mainBalance: main,
      bonusBalance: bonus,
      nextBonusExpiry: nextExpiry ? { amount: Number(nextExpiry.remaining), expiresAt: nextExpiry.expiresAt.toISOString() } : null,
    };
  }

  /** The user's wallet movements, newest first: each ledger transaction that touched their main or bonus balance. */
  async movements(userId: string, page: number, limit: number) {
    const accounts = await this.prisma.ledgerAccount.findMany({
      where: { key: { in: [accountKey({ kind: 'user_main', userId }), accountKey({ kind: 'user_bonus', userId })] } },
      select: { id: true },
    });
    if (!accounts.length) return { transactions: [], pagination: paginationOf(page, limit, 0) };
    const ids = Prisma.join(accounts.map((account) => account.id));
    const [rows, [{ total }]] = await Promise.all([
      this.prisma.$queryRaw<MovementRow[]>`
        SELECT t.id, t.type, t.description, t.created_at,
               SUM(CASE WHEN a.kind = 'user_main' THEN e.amount ELSE 0 END) AS main_amount,
               SUM(CASE WHEN a.kind = 'user_bonus' THEN e.amount ELSE 0 END) AS bonus_amount
          FROM ledger_entries e
          JOIN ledger_accounts a ON a.id = e.account_id
          JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE e.account_id IN (${ids})
         GROUP BY t.id, t.type, t.description, t.created_at
         ORDER BY t.created_at DESC, t.id DESC
         LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      this.prisma.$queryRaw<{ total: bigint }[]>`SELECT COUNT(DISTINCT transaction_id) AS total FROM ledger_entries WHERE account_id IN (${ids})`,
    ]);
    return {
      transactions: rows.map((row) => {
        const mainAmount = Number(row.main_amount);
        const bonusAmount = Number(row.bonus_amount);
        return {
          _id: row.id,
          date: new Date(row.created_at).toISOString(),
          type: row.type,
          typeLabel: LEDGER_TYPE_LABELS[row.type],
          description: row.description,
          amount: mainAmount + bonusAmount,
          mainAmount,
          bonusAmount,
        };
      }),
      pagination: paginationOf(page, limit, Number(total)),
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
