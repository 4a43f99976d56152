import { Injectable } from '@nestjs/common';
import { lockOpenBonusSpends, lockSpendableBonusGrants } from '../common/locks/row-locks';
import { paginationOf } from '../common/http/responses';
import { accountKey, LEDGER_TYPE_LABELS, type LedgerLine, type LedgerTransactionType, shownLedgerAmount } from '../ledger';
import { LedgerService } from '../ledger/ledger.service';
import { Db, Prisma, PrismaService, type SqlClient } from '../prisma/prisma.service';
import { insertRowsStatement } from '../prisma/insert-rows';

interface MovementRow {
  id: string;
  type: LedgerTransactionType;
  description: string;
  created_at: Date;
  main_amount: bigint | number | string;
  bonus_amount: bigint | number | string;
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
          // Signed by the rule every list shares; mainAmount and bonusAmount are each wallet's own change.
          amount: shownLedgerAmount(row.type, mainAmount + bonusAmount),
          mainAmount,
          bonusAmount,
        };
      }),
      pagination: paginationOf(page, limit, Number(total)),
    };
  }

  /** Ahead of debitLines, beside the purchase's first reads: the wallets' account ids, in their round trip (LedgerService.lookUpAccounts). */
  lookUpAccounts(tx: SqlClient, userId: string): Promise<void> {
    return this.ledger.lookUpAccounts(tx, [
      { kind: 'user_main', userId },
      { kind: 'user_bonus', userId },
    ]);
  }

  /**
   * Inside the purchase transaction: takes `amount` from the user's wallets for `orderId` and returns
   * the ledger lines debiting them, and the grants' writes for the caller to send with the posting (they
   * are locked here, so nothing changes them meanwhile). The ledger refuses (409) when the main balance
   * cannot cover the rest. What each grant gave is kept (bonus_spends), so a refund can give it back to
   * the same grant, with its own expiry. `mayHaveBonus` false (read with the buyer's lock: lockBuyer)
   * skips the grants: there are none to spend.
   */
  async debitLines(tx: SqlClient, userId: string, orderId: string, amount: number, now = new Date(), mayHaveBonus = true): Promise<{ lines: LedgerLine[]; writes: Prisma.Sql[] }> {
    const grants = mayHaveBonus ? await lockSpendableBonusGrants(tx, userId, now) : [];
    let fromBonus = 0;
    const writes: Prisma.Sql[] = [];
    const spends: { orderId: string; grantId: string; amount: bigint }[] = [];
    for (const grant of grants) {
      if (fromBonus === amount) break;
      const take = Math.min(Number(grant.remaining), amount - fromBonus);
      writes.push(Prisma.sql`UPDATE bonus_grants SET remaining = remaining - ${BigInt(take)} WHERE id = ${grant.id}`);
      spends.push({ orderId, grantId: grant.id, amount: BigInt(take) });
      fromBonus += take;
    }
    const spendsInsert = insertRowsStatement('bonus_spends', spends);
    if (spendsInsert) writes.push(spendsInsert);
    const fromMain = amount - fromBonus;
    const lines: LedgerLine[] = [];
    if (fromBonus > 0) lines.push({ account: { kind: 'user_bonus', userId }, amount: -fromBonus });
    if (fromMain > 0) lines.push({ account: { kind: 'user_main', userId }, amount: -fromMain });
    return { lines, writes };
  }

  /**
   * Inside a refund's transaction: gives `amount` of bonus credit that `orderId` spent back to the
   * grants it came from (the latest-expiring first), each keeping its own expiry. Credit whose grant
   * has expired meanwhile goes back to the bonus fund instead, as it would have at expiry. Returns the
   * ledger lines and how much was restored and how much had expired.
   */
  async restoreBonusLines(tx: Db, userId: string, orderId: string, amount: number, now = new Date()): Promise<{ lines: LedgerLine[]; restored: number; expired: number }> {
    if (amount <= 0) return { lines: [], restored: 0, expired: 0 };
    // Lock order of a sale: bonus grants before the ledger.
    const spends = await lockOpenBonusSpends(tx, orderId);
    let restored = 0;
    let expired = 0;
    for (const spend of spends) {
      const left = amount - restored - expired;
      if (left === 0) break;
      const give = Math.min(left, Number(spend.open));
      await tx.bonusSpend.update({ where: { id: spend.id }, data: { restored: { increment: BigInt(give) } } });
      if (spend.expired_at === null && spend.expires_at > now) {
        await tx.bonusGrant.update({ where: { id: spend.grant_id }, data: { remaining: { increment: BigInt(give) } } });
        restored += give;
      } else {
        expired += give;
      }
    }
    // Spends are recorded for every wallet order since refunds exist; bonus money of an older order has
    // no grant to go back to, so it comes back as a new grant that lasts 30 days.
    const unrecorded = amount - restored - expired;
    if (unrecorded > 0) {
      await tx.bonusGrant.create({ data: { userId, amount: BigInt(unrecorded), remaining: BigInt(unrecorded), expiresAt: new Date(now.getTime() + 30 * 86_400_000) } });
      restored += unrecorded;
    }
    const lines: LedgerLine[] = [];
    if (restored > 0) lines.push({ account: { kind: 'user_bonus', userId }, amount: restored });
    if (expired > 0) lines.push({ account: { kind: 'bonus_funding' }, amount: expired });
    return { lines, restored, expired };
  }

  private async spendableBonus(db: Db, userId: string, now: Date): Promise<number> {
    const result = await db.bonusGrant.aggregate({ where: { userId, expiredAt: null, expiresAt: { gt: now } }, _sum: { remaining: true } });
    return Number(result._sum.remaining ?? 0n);
  }
}
