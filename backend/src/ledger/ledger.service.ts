import { Injectable } from '@nestjs/common';
import { enterLock, lockLedgerAccounts } from '../common/locks/row-locks';
import { Db, Prisma, PrismaService, type SqlClient } from '../prisma/prisma.service';
import { insertRowsStatement, sendWithNext } from '../prisma/insert-rows';
import { databaseErrno } from '../prisma/prisma-errors';
import { newRowId } from '../prisma/row-ids';
import { accountKey, assertBalanced, type AccountRef, type LedgerPosting } from './ledger';
import { LedgerErrors } from './ledger.errors';

const MAX_REMEMBERED_ACCOUNTS = 200_000;

/**
 * Keys of the accounts each transaction created (or found missing and inserted with IGNORE), by its
 * client: a retried transaction gets a new client, so a new set.
 */
const createdAccounts = new WeakMap<object, Set<string>>();
function accountsCreatedIn(tx: SqlClient): Set<string> {
  // Outside a transaction an insert commits with its statement: nothing to keep apart.
  if (tx instanceof PrismaService) return new Set();
  let created = createdAccounts.get(tx);
  if (!created) createdAccounts.set(tx, (created = new Set()));
  return created;
}

/**
 * The only writer of money. `post` runs inside the caller's transaction and writes the entries and
 * the cached balances together, each balance by an atomic increment, in key order. Accounts that must
 * not go negative (mustStayNonNegative) are guarded by the database: a CHECK constraint on
 * ledger_accounts fails the update that would take one below zero, and the posting answers 409 with the
 * wallet that fell short, so a wallet can never be overspent (the migration
 * 20261206130000_ledger_non_negative). The shared platform rows (bank clearing, revenue) stay locked from
 * that increment to the commit, so callers post as the last write of their transaction to keep that
 * window short.
 */
@Injectable()
export class LedgerService {
  /**
   * Account ids by key, once their row is known to be committed: an account is never deleted (its owner
   * cannot be: the foreign key restricts), so an id never goes stale. Saves the posting a read.
   */
  private readonly committedIds = new Map<string, string>();

  /**
   * `alongside`: writes of the caller's transaction that nothing reads back before the commit (a sale's
   * enrollments, its commissions, its paid-notices job), sent in the posting's round trip ahead of its
   * own writes (docs/commerce.md, "Statements per purchase").
   */
  async post(tx: SqlClient, posting: LedgerPosting, alongside: readonly (Prisma.Sql | null)[] = []): Promise<string> {
    assertBalanced(posting);
    const change = new Map<string, { ref: AccountRef; delta: bigint }>();
    for (const line of posting.lines) {
      const key = accountKey(line.account);
      const current = change.get(key) ?? { ref: line.account, delta: 0n };
      change.set(key, { ref: line.account, delta: current.delta + BigInt(line.amount) });
    }
    // Every account row this posting writes is locked till the commit: the ledger comes last (row-locks.ts).
    enterLock(tx, 'ledger_account', [...change.keys()]);
    const ids = await this.ensureAccounts(
      tx,
      [...change.values()].map(({ ref }) => ref),
    );

    // One round trip for the posting's writes, and in a driver transaction the same one as its next
    // statement or its COMMIT (sendWithNext): the shared accounts (platform revenue, an instructor's
    // earnings) are locked by the first balance update and held to the commit, so the fewer round trips
    // after it, the shorter every other sale waits on them. A wallet that falls short fails the round trip
    // it went with, and answers 409 there (fellShort). In this order: the transaction's
    // row (it locks no account), then the balances in key order, then the entries. Balances before
    // entries: the exclusive row locks are taken before the entries' foreign keys take shared locks on
    // the same account rows. The other way round, two postings to one account each held a shared lock
    // and waited for the other's to upgrade (a deadlock every time).
    const transactionId = newRowId();
    const balanceUpdates = [...change]
      .filter(([, { delta }]) => delta !== 0n)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, { delta }]) => Prisma.sql`UPDATE ledger_accounts SET balance = balance + ${delta}, updated_at = NOW(3) WHERE id = ${ids.get(key)!}`);
    await sendWithNext(
      tx,
      [
        ...alongside,
        insertRowsStatement('ledger_transactions', [
          { id: transactionId, type: posting.type, userId: posting.userId, description: posting.description.slice(0, 300), orderId: posting.orderId, depositId: posting.depositId },
        ]),
        ...balanceUpdates,
        insertRowsStatement(
          'ledger_entries',
          posting.lines.map((line) => ({
            transactionId,
            accountId: ids.get(accountKey(line.account))!,
            amount: BigInt(line.amount),
            courseId: line.courseId ?? null,
            toolPlanId: line.toolPlanId ?? null,
          })),
        ),
      ],
      fellShort,
    );
    return transactionId;
  }

  /**
   * Inside a transaction, before a posting that depends on them: the balances of these accounts (0 for
   * one that does not exist yet), locked till the commit, by account key.
   */
  async lockedBalances(tx: SqlClient, refs: AccountRef[]): Promise<Map<string, number>> {
    const rows = await lockLedgerAccounts(tx, refs.map(accountKey));
    const balances = new Map(refs.map((ref) => [accountKey(ref), 0]));
    for (const row of rows) balances.set(row.key, Number(row.balance));
    return balances;
  }

  /** The current balance of an account (0 when it does not exist yet), read without locking. */
  async balanceOf(db: Db, ref: AccountRef): Promise<number> {
    const account = await db.ledgerAccount.findUnique({ where: { key: accountKey(ref) }, select: { balance: true } });
    return Number(account?.balance ?? 0n);
  }

  /**
   * Ahead of a posting to these accounts (a wallet purchase's buyer): their ids, by a plain read, so the
   * posting needs no read of its own. Issued beside the transaction's first reads, it goes in their round
   * trip (DriverSql); accounts whose ids are known already send nothing.
   */
  async lookUpAccounts(tx: SqlClient, refs: AccountRef[]): Promise<void> {
    const unknown = refs.filter((ref) => !this.committedIds.has(accountKey(ref)));
    if (unknown.length) await this.readIds(tx, unknown, new Map());
  }

  /**
   * Ids of the accounts by key, creating the missing ones (a plain read first: existing rows are not
   * locked).
   */
  private async ensureAccounts(tx: SqlClient, refs: AccountRef[]): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    const unknown: AccountRef[] = [];
    for (const ref of refs) {
      const id = this.committedIds.get(accountKey(ref));
      if (id) ids.set(accountKey(ref), id);
      else unknown.push(ref);
    }
    if (!unknown.length) return ids;
    await this.readIds(tx, unknown, ids);
    const missing = unknown.filter((ref) => !ids.has(accountKey(ref)));
    if (missing.length) {
      // INSERT IGNORE: two first postings may race to create the same account; the unique key keeps one.
      const rows = missing.map((ref) => Prisma.sql`(UUID(), ${ref.kind}, ${'userId' in ref ? ref.userId : null}, ${accountKey(ref)}, 0, NOW(3), NOW(3))`);
      await tx.$executeRaw`INSERT IGNORE INTO ledger_accounts (id, kind, user_id, \`key\`, balance, created_at, updated_at) VALUES ${Prisma.join(rows)}`;
      const createdHere = accountsCreatedIn(tx);
      for (const ref of missing) createdHere.add(accountKey(ref));
      const created = await accountIdsOf(tx, missing.map(accountKey));
      for (const row of created) ids.set(row.key, row.id);
    }
    return ids;
  }

  /**
   * Adds the ids of those of `refs` that exist to `ids`. An id is remembered only when its row was
   * committed before: one this transaction created is gone if it rolls back.
   */
  private async readIds(tx: SqlClient, refs: AccountRef[], ids: Map<string, string>): Promise<void> {
    const createdHere = accountsCreatedIn(tx);
    for (const row of await accountIdsOf(tx, refs.map(accountKey))) {
      ids.set(row.key, row.id);
      if (!createdHere.has(row.key)) this.remember(row.key, row.id);
    }
  }

  private remember(key: string, id: string): void {
    // Bounded: about 150 bytes an account; a process that has seen this many starts again from empty.
    if (this.committedIds.size >= MAX_REMEMBERED_ACCOUNTS) this.committedIds.clear();
    this.committedIds.set(key, id);
  }
}

/** The ids of the accounts with these keys that exist. */
function accountIdsOf(tx: SqlClient, keys: string[]) {
  return tx.$queryRaw<{ id: string; key: string }[]>`SELECT id, \`key\` FROM ledger_accounts WHERE \`key\` IN (${Prisma.join(keys)})`;
}

/**
 * The posting's error when a balance update broke a non-negative constraint (MariaDB 4025, MySQL 3819;
 * the constraint's name says which wallet), else null. The transaction has written nothing the caller
 * keeps: its rollback undoes what the round trip ran before the failing update.
 */
function fellShort(error: unknown): Error | null {
  const message = checkFailure(error);
  if (message?.includes('ledger_bonus_non_negative')) return LedgerErrors.raise('INSUFFICIENT_BONUS_BALANCE');
  if (message?.includes('ledger_balance_non_negative')) return LedgerErrors.raise('INSUFFICIENT_BALANCE');
  return null;
}

/** The message of a failed CHECK constraint, from Prisma (a posting in inTransaction) or the driver (inSqlTransaction); else null. */
function checkFailure(error: unknown): string | null {
  if (!['4025', '3819'].includes(databaseErrno(error) ?? '')) return null;
  const { sqlMessage, message } = error as { sqlMessage?: unknown; message?: unknown };
  return String(sqlMessage ?? message);
}
