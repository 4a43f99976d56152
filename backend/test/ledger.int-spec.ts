import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/common/errors/app-error';
import { LEDGER_ACCOUNT_LABELS, mustStayNonNegative, type LedgerAccountKind, type LedgerPosting } from '../src/ledger';
import { LedgerService } from '../src/ledger/ledger.service';
import { Prisma } from '../src/prisma/prisma.service';
import { createUser } from './helpers/factories';
import { expectLedgerConsistent } from './helpers/money';
import { startTestApp, TestApp } from './helpers/test-app';

// LedgerService remembers account ids by key (a posting then skips reading them). These cases would
// leave it a remembered id whose row a rollback took away: the next posting to that account would
// update no balance and its entry's foreign key would fail.
let t: TestApp;
let ledger: LedgerService;
beforeAll(async () => {
  t = await startTestApp();
  ledger = t.app.get(LedgerService);
});
afterAll(async () => {
  await t?.close();
});

const bonusGift = (userId: string, amount: number): LedgerPosting => ({
  type: 'bonus_grant',
  userId,
  description: 'Quà tặng',
  lines: [
    { account: { kind: 'bonus_funding' }, amount: -amount },
    { account: { kind: 'user_bonus', userId }, amount },
  ],
});

const bonusBalanceOf = async (userId: string) => (await t.prisma.ledgerAccount.findUnique({ where: { key: `user_bonus:${userId}` }, select: { balance: true } }))?.balance ?? null;

describe('account ids remembered by LedgerService', () => {
  it('an account created by a transaction that rolled back (after posting to it twice) is created again by the next posting', async () => {
    const user = await createUser(t.prisma);
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      t.prisma.$transaction(async (tx) => {
        await ledger.post(tx, bonusGift(user.id, 10_000));
        // The second posting reads the account this transaction created: it must not be remembered.
        await ledger.post(tx, bonusGift(user.id, 20_000));
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await bonusBalanceOf(user.id)).toBeNull();

    await t.prisma.$transaction((tx) => ledger.post(tx, bonusGift(user.id, 30_000)));
    expect(await bonusBalanceOf(user.id)).toBe(30_000n);
    await expectLedgerConsistent(t.prisma);
  });

  it('a committed account is posted to again, from any number of transactions at once, with its balance equal to its entries', async () => {
    const user = await createUser(t.prisma);
    await t.prisma.$transaction((tx) => ledger.post(tx, bonusGift(user.id, 1_000)));
    await Promise.all(Array.from({ length: 20 }, () => t.prisma.inTransaction((tx) => ledger.post(tx, bonusGift(user.id, 1_000)))));
    expect(await bonusBalanceOf(user.id)).toBe(21_000n);
    const entries = await t.prisma.ledgerEntry.count({ where: { account: { key: `user_bonus:${user.id}` } } });
    expect(entries).toBe(21);
    await expectLedgerConsistent(t.prisma);
  });
});

describe('balances that may not go negative, refused by the database', () => {
  it('the constraints of the migration cover exactly the kinds mustStayNonNegative names', async () => {
    const user = await createUser(t.prisma);
    const refusedKinds: LedgerAccountKind[] = [];
    for (const kind of Object.keys(LEDGER_ACCOUNT_LABELS) as LedgerAccountKind[]) {
      const rolledBack = new Error('rolled back on purpose');
      const outcome = await t.prisma
        .$transaction(async (tx) => {
          // A user's own account of this kind, whatever the kind: only the constraint is under test.
          await tx.$executeRaw`INSERT INTO ledger_accounts (id, kind, user_id, \`key\`, balance, created_at, updated_at)
            VALUES (UUID(), ${kind}, ${user.id}, ${`test-${kind}:${user.id}`}, 0, NOW(3), NOW(3))`;
          await tx.$executeRaw`UPDATE ledger_accounts SET balance = balance - 1 WHERE \`key\` = ${`test-${kind}:${user.id}`}`;
          throw rolledBack;
        })
        .catch((error: unknown) => error);
      if (outcome !== rolledBack) {
        expect(outcome).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
        refusedKinds.push(kind);
      }
    }
    expect(refusedKinds.sort()).toEqual((Object.keys(LEDGER_ACCOUNT_LABELS) as LedgerAccountKind[]).filter(mustStayNonNegative).sort());
  });

  it('a posting that would overspend a wallet answers 409 naming that wallet, and its transaction keeps nothing', async () => {
    const user = await createUser(t.prisma);
    await t.prisma.$transaction((tx) => ledger.post(tx, bonusGift(user.id, 5_000)));
    const spend = (kind: 'user_main' | 'user_bonus', amount: number): LedgerPosting => ({
      type: 'wallet_purchase',
      userId: user.id,
      description: 'Mua thử',
      lines: [
        { account: { kind, userId: user.id }, amount: -amount },
        { account: { kind: 'platform_revenue' }, amount },
      ],
    });
    const transactionsBefore = await t.prisma.ledgerTransaction.count({ where: { userId: user.id } });
    const bonusShort = await t.prisma.inTransaction((tx) => ledger.post(tx, spend('user_bonus', 5_001))).catch((error: unknown) => error);
    expect(bonusShort).toBeInstanceOf(AppError);
    expect([(bonusShort as AppError).getStatus(), (bonusShort as AppError).code]).toEqual([409, 'INSUFFICIENT_BONUS_BALANCE']);
    const mainShort = await t.prisma.inTransaction((tx) => ledger.post(tx, spend('user_main', 1))).catch((error: unknown) => error);
    expect(mainShort).toBeInstanceOf(AppError);
    expect([(mainShort as AppError).getStatus(), (mainShort as AppError).code, (mainShort as AppError).message]).toEqual([
      409,
      'INSUFFICIENT_BALANCE',
      'Số dư ví không đủ để thực hiện giao dịch.',
    ]);
    expect(await t.prisma.ledgerTransaction.count({ where: { userId: user.id } })).toBe(transactionsBefore);
    expect(await bonusBalanceOf(user.id)).toBe(5_000n);

    await t.prisma.inTransaction((tx) => ledger.post(tx, spend('user_bonus', 5_000)));
    expect(await bonusBalanceOf(user.id)).toBe(0n);
    await expectLedgerConsistent(t.prisma);
  });
});
