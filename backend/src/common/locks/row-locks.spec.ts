import { describe, expect, it, vi } from 'vitest';
import { PrismaService, type Db } from '../../prisma/prisma.service';
import { holdsNewRow, lockCourses, lockDiscountCode, lockLedgerAccounts, lockOrder, LockOrderError, lockSpendableBonusGrants, lockUsers } from './row-locks';

/** A transaction client that answers every query with no rows and keeps the SQL it was sent. */
function fakeTx() {
  const sent: string[] = [];
  const tx = {
    $queryRaw: vi.fn(async (strings: TemplateStringsArray) => {
      sent.push(strings.join('?'));
      return [];
    }),
  };
  return { tx: tx as unknown as Db, sent };
}

describe('row locks', () => {
  it('takes the locks of a sale in the documented order', async () => {
    const { tx, sent } = fakeTx();
    await lockOrder(tx, 'o1');
    await lockUsers(tx, ['u2', 'u1', 'u2']);
    await lockDiscountCode(tx, 'SALE10');
    await lockCourses(tx, ['c1']);
    await lockSpendableBonusGrants(tx, 'u1', new Date());
    await lockLedgerAccounts(tx, ['user_main:u1']);
    expect(sent).toHaveLength(6);
    expect(sent[1]).toContain('FROM users WHERE id IN');
  });

  it('locks users sorted and once each, in one statement', async () => {
    const { tx } = fakeTx();
    await lockUsers(tx, ['u2', 'u1', 'u2']);
    const values = (tx.$queryRaw as unknown as ReturnType<typeof vi.fn>).mock.calls[0].slice(1);
    expect(JSON.stringify(values)).toContain('["u1","u2"]');
  });

  it('refuses a lock of an earlier kind after a later one', async () => {
    const { tx, sent } = fakeTx();
    await lockUsers(tx, ['u1']);
    await expect(lockOrder(tx, 'o1')).rejects.toThrow(LockOrderError);
    await lockLedgerAccounts(tx, ['platform_revenue']);
    await expect(lockCourses(tx, ['c1'])).rejects.toThrow('Khóa dòng "course" sau "ledger_account" trái thứ tự khóa');
    // Nothing was sent for the refused locks.
    expect(sent).toHaveLength(2);
  });

  it('lets a transaction lock again what it holds, or a row it inserted', async () => {
    const { tx, sent } = fakeTx();
    await lockOrder(tx, 'o1');
    await lockUsers(tx, ['u1']);
    await lockDiscountCode(tx, 'SALE10');
    // A user held already is not asked for again (pay() after a sale's pricing): no statement.
    await expect(lockUsers(tx, ['u1'])).resolves.toEqual(['u1']);
    expect(sent).toHaveLength(3);
    await expect(lockUsers(tx, ['u2'])).rejects.toThrow(LockOrderError);
    holdsNewRow(tx, 'order', 'o2');
    await expect(lockOrder(tx, 'o2')).resolves.toBeNull();
  });

  it('keeps each transaction apart, and does not track the client outside a transaction', async () => {
    const first = fakeTx();
    const second = fakeTx();
    await lockUsers(first.tx, ['u1']);
    await expect(lockOrder(second.tx, 'o1')).resolves.toBeNull();
    // The service itself (not a transaction client): what PrismaService.inTransaction is not.
    const client = Object.assign(Object.create(PrismaService.prototype) as object, fakeTx().tx) as Db;
    await lockLedgerAccounts(client, ['platform_revenue']);
    await expect(lockOrder(client, 'o1')).resolves.toBeNull();
  });
});
