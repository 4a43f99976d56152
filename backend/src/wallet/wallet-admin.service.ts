import { Injectable } from '@nestjs/common';
import { paginationOf } from '../common/http/responses';
import { LEDGER_TYPE_LABELS as TYPE_LABELS, type LedgerTransactionType, shownLedgerAmount } from '../ledger';
import { Prisma, PrismaService } from '../prisma/prisma.service';

interface TransactionRow {
  id: string;
  created_at: Date;
  type: LedgerTransactionType;
  description: string;
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  wallet_amount: bigint | number | string | null;
  gross: bigint | number | string | null;
  refund_amount: bigint | number | string | null;
  paid_out: bigint | number | string | null;
}

export interface TransactionFilters {
  page: number;
  limit: number;
  sortOrder: 'desc' | 'asc';
  fromDate?: Date;
  toDate?: Date;
  search?: string;
}

/**
 * The size of one row's movement, signed by the one rule every list uses (shownLedgerAmount). A
 * bank-transfer payment never touches the wallets: what the buyer paid. Commissions move between the
 * platform's and the affiliate's accounts, never a wallet: the amount earned or taken back, rather
 * than a wallet change of 0 ₫. A refund: what it gave back, to the wallet or the bank. A payout: what
 * reached the recipient (their wallet or bank), after tax withheld. Anything else: the change of the
 * user's wallets.
 */
function amountShown(row: TransactionRow): number {
  return shownLedgerAmount(row.type, Number(sizeOf(row) ?? 0));
}

function sizeOf(row: TransactionRow): TransactionRow['gross'] {
  switch (row.type) {
    case 'order_payment':
    case 'commission_signup':
    case 'commission_approval':
    case 'commission_rejection':
      return row.gross;
    case 'refund':
      return row.refund_amount;
    case 'payout':
      return row.paid_out;
    default:
      return row.wallet_amount;
  }
}

/** The admin's view of the money: totals and every ledger transaction, read from the ledger itself. */
@Injectable()
export class WalletAdminService {
  constructor(private readonly prisma: PrismaService) {}

  async stats(now = new Date()) {
    const [main, bonus, deposited] = await Promise.all([
      this.prisma.ledgerAccount.aggregate({ where: { kind: 'user_main' }, _sum: { balance: true } }),
      this.prisma.bonusGrant.aggregate({ where: { expiredAt: null, expiresAt: { gt: now } }, _sum: { remaining: true } }),
      this.prisma.deposit.aggregate({ where: { status: 'completed' }, _sum: { amount: true } }),
    ]);
    return { totalMainBalance: Number(main._sum.balance ?? 0n), totalBonusBalance: Number(bonus._sum.remaining ?? 0n), totalDeposited: Number(deposited._sum.amount ?? 0n) };
  }

  /**
   * Movements of users' wallets: every transaction that changed a main or bonus balance, whatever its
   * type (the rule of the student's own history, WalletService.movements), so a new type that reaches a
   * wallet cannot be missing here. A refund to the bank is in the system list.
   */
  walletTransactions(filters: TransactionFilters) {
    return this.list(filters, [
      Prisma.sql`EXISTS (SELECT 1 FROM ledger_entries w JOIN ledger_accounts wa ON wa.id = w.account_id
                   WHERE w.transaction_id = t.id AND wa.kind IN ('user_main', 'user_bonus'))`,
    ]);
  }

  /** Every ledger transaction, bank-transfer order payments included. */
  systemTransactions(filters: TransactionFilters) {
    return this.list(filters, []);
  }

  private async list(filters: TransactionFilters, scope: Prisma.Sql[]) {
    const conditions = [Prisma.sql`TRUE`, ...scope];
    if (filters.fromDate) conditions.push(Prisma.sql`t.created_at >= ${filters.fromDate}`);
    if (filters.toDate) conditions.push(Prisma.sql`t.created_at <= ${filters.toDate}`);
    if (filters.search) {
      const like = `%${filters.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      conditions.push(Prisma.sql`(u.name LIKE ${like} OR u.email LIKE ${like})`);
    }
    const where = Prisma.join(conditions, ' AND ');
    const order = filters.sortOrder === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`;
    const [rows, [{ total }]] = await Promise.all([
      this.prisma.$queryRaw<TransactionRow[]>`
        SELECT t.id, t.created_at, t.type, t.description, u.id AS user_id, u.name AS user_name, u.email AS user_email,
               (SELECT SUM(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                 WHERE e.transaction_id = t.id AND a.kind IN ('user_main', 'user_bonus')) AS wallet_amount,
               (SELECT SUM(e.amount) FROM ledger_entries e WHERE e.transaction_id = t.id AND e.amount > 0) AS gross,
               (SELECT r.amount FROM refunds r WHERE r.ledger_transaction_id = t.id) AS refund_amount,
               (SELECT SUM(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                 WHERE e.transaction_id = t.id AND e.amount > 0 AND a.kind IN ('user_main', 'bank_clearing')) AS paid_out
          FROM ledger_transactions t LEFT JOIN users u ON u.id = t.user_id
         WHERE ${where}
         ORDER BY t.created_at ${order}, t.id ${order}
         LIMIT ${filters.limit} OFFSET ${(filters.page - 1) * filters.limit}`,
      this.prisma.$queryRaw<{ total: bigint }[]>`SELECT COUNT(*) AS total FROM ledger_transactions t LEFT JOIN users u ON u.id = t.user_id WHERE ${where}`,
    ]);
    return {
      transactions: rows.map((row) => ({
        _id: row.id,
        date: new Date(row.created_at).toISOString(),
        user: row.user_id ? { _id: row.user_id, name: row.user_name ?? '', email: row.user_email ?? '' } : null,
        type: row.type,
        typeLabel: TYPE_LABELS[row.type],
        details: row.description || null,
        amount: amountShown(row),
      })),
      pagination: paginationOf(filters.page, filters.limit, Number(total)),
    };
  }
}
