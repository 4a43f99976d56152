import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerPosting } from '../src/ledger';
import { LedgerService } from '../src/ledger/ledger.service';
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
