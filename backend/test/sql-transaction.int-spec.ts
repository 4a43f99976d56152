import mariadb from 'mariadb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { holdsNewRow, lockOrder, LockOrderError, lockUsers } from '../src/common/locks/row-locks';
import { Prisma } from '../src/prisma/prisma.service';
import { DriverSql } from '../src/prisma/driver-sql';
import { insertRowsStatement, sendTogether, sendWithNext } from '../src/prisma/insert-rows';
import { isUniqueViolation } from '../src/prisma/prisma-errors';
import { newRowId } from '../src/prisma/row-ids';
import { createCategory, insertCourse } from './helpers/catalogue';
import { createUser, signedInClient } from './helpers/factories';
import { deliverWebhook, SEPAY_API_KEY, sepayTransfer } from './helpers/money';
import { recordingTransactions, tripShapes } from './helpers/driver-traffic';
import { Shop } from './helpers/shop';
import { startTestApp, TestApp } from './helpers/test-app';
// @ts-expect-error plain ESM helper shared with the root scripts
import { connectionOptions } from '../../prisma/tools/connection.mjs';

// PrismaService.inSqlTransaction runs the purchase's raw statements on a driver connection instead of
// Prisma's interactive transaction. Code on that path was written against what Prisma's $queryRaw
// gives back, so the two must read and bind every kind of value the same way.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SEPAY_API_KEY });
});
afterAll(async () => {
  await t?.close();
});

describe('the driver (DriverSql) reads what Prisma reads', () => {
  it('every column type the schema and the hot path use: BIGINT past 2^53, DATETIME(3), DATE, JSON, booleans, enums, counts, sums, EXISTS, JSON_OBJECT and JSON_ARRAYAGG', async () => {
    const instructor = await createUser(t.prisma, { role: 'instructor' });
    const course = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId: (await createCategory(t.prisma)).id, status: 'draft' });
    await t.prisma.course.update({
      where: { id: course.id },
      data: { price: 2n ** 53n + 1n, publishedAt: new Date('2026-11-29T20:00:00.123Z'), outcomes: ['Chạy quảng cáo “đúng” 🎯', "Dấu nháy ' và \\"] },
    });
    const statement = Prisma.sql`
      SELECT c.id, c.title, c.price, c.published_at, c.created_at, c.outcomes, c.status, u.is_disabled, u.phone_number, u.age, u.affiliate_level, u.role,
             CAST('2026-12-06' AS DATE) AS day, COUNT(*) AS n, SUM(c.price) AS total, CAST(7 AS UNSIGNED) AS unsigned_n,
             EXISTS (SELECT 1 FROM users WHERE id = ${instructor.id}) AS found, 1.5e0 AS ratio,
             JSON_OBJECT('tên', u.name, 'giá', c.price) AS obj,
             (SELECT JSON_ARRAYAGG(id) FROM users WHERE id = ${instructor.id}) AS ids,
             ${new Date('2026-12-06T01:02:03.456Z')} AS bound_time, ${2n ** 53n + 3n} AS bound_big, ${true} AS bound_true, ${null} AS bound_null, ${'Nguyễn Văn Ân'} AS bound_text
        FROM courses c JOIN users u ON u.id = c.instructor_id
       WHERE c.id = ${course.id}
       GROUP BY c.id`;
    const throughPrisma = await t.prisma.$queryRaw<Record<string, unknown>[]>(statement);
    const throughDriver = await t.prisma.inSqlTransaction((tx) => tx.$queryRaw<Record<string, unknown>[]>(statement));
    expect(throughPrisma).toHaveLength(1);
    expect(throughDriver).toEqual(throughPrisma);
    // And the same types, not only equal-looking values.
    for (const [column, value] of Object.entries(throughPrisma[0])) {
      expect([column, Object.prototype.toString.call(throughDriver[0][column])]).toEqual([column, Object.prototype.toString.call(value)]);
    }
    // A bound Date goes as UTC text with its milliseconds (selected back, it stays text, in both).
    expect(throughDriver[0]).toMatchObject({ price: 2n ** 53n + 1n, published_at: new Date('2026-11-29T20:00:00.123Z'), bound_time: '2026-12-06 01:02:03.456' });
    await t.prisma.course.delete({ where: { id: course.id } });
  });

  it('binds a Date as UTC with its milliseconds, a BIGINT exactly, and bytes as bytes (a Uint8Array too), as Prisma does', async () => {
    const [jobId, transferId] = [newRowId(), newRowId()];
    const runAt = new Date('2027-01-02T03:04:05.678Z');
    // What a webhook's raw body arrives as: a view on a larger buffer, not a Buffer.
    const rawBody = new Uint8Array([9, 9, 0, 255, 1, 0x7f, 0x80, 9]).subarray(2, 7);
    await t.prisma.inSqlTransaction((tx) =>
      sendTogether(tx, [
        insertRowsStatement('jobs', [{ id: jobId, type: 'probe.sql-transaction', payload: { n: 2 }, runAt }]),
        insertRowsStatement('bank_transfers', [
          { id: transferId, provider: 'probe', providerTransactionId: transferId, amount: 2n ** 53n + 1n, content: 'Nội dung', status: 'held', rawBody },
        ]),
      ]),
    );
    expect(await t.prisma.job.findUniqueOrThrow({ where: { id: jobId } })).toMatchObject({ runAt, payload: { n: 2 } });
    const transfer = await t.prisma.bankTransfer.findUniqueOrThrow({ where: { id: transferId } });
    expect(transfer.amount).toBe(2n ** 53n + 1n);
    expect([...transfer.rawBody]).toEqual([0, 255, 1, 0x7f, 0x80]);
    await t.prisma.job.delete({ where: { id: jobId } });
    await t.prisma.bankTransfer.delete({ where: { id: transferId } });
  });
});

describe('PrismaService.sql', () => {
  it('runs each statement on its own, committed at once, and reads as Prisma reads', async () => {
    const id = newRowId();
    expect(await t.prisma.sql.$executeRaw(insertRowsStatement('jobs', [{ id, type: 'probe.sql', payload: { n: 1 } }])!)).toBe(1);
    // Seen by Prisma's own connection: nothing is left open.
    expect(await t.prisma.job.findUnique({ where: { id }, select: { type: true } })).toEqual({ type: 'probe.sql' });
    const statement = Prisma.sql`SELECT id, attempts, run_at, payload FROM jobs WHERE id = ${id}`;
    expect(await t.prisma.sql.$queryRaw(statement)).toEqual(await t.prisma.$queryRaw(statement));
    await t.prisma.job.delete({ where: { id } });
  });
});

describe('inSqlTransaction', () => {
  it('commits what the work wrote, and keeps nothing of work that threw', async () => {
    const [kept, lost] = [newRowId(), newRowId()];
    const job = (id: string) => insertRowsStatement('jobs', [{ id, type: 'probe.sql-transaction', payload: {} }]);
    await t.prisma.inSqlTransaction((tx) => sendTogether(tx, [job(kept)]));
    await expect(
      t.prisma.inSqlTransaction(async (tx) => {
        await sendTogether(tx, [job(lost)]);
        expect(await tx.$queryRaw<unknown[]>`SELECT id FROM jobs WHERE id = ${lost}`).toHaveLength(1);
        throw new Error('bỏ dở');
      }),
    ).rejects.toThrow('bỏ dở');
    expect((await t.prisma.job.findMany({ where: { id: { in: [kept, lost] } }, select: { id: true } })).map((row) => row.id)).toEqual([kept]);
    await t.prisma.job.delete({ where: { id: kept } });
  });

  it('counts the rows of statements sent together, and its driver errors are recognised (a duplicate key)', async () => {
    const id = newRowId();
    const job = insertRowsStatement('jobs', [{ id, type: 'probe.sql-transaction', payload: {} }])!;
    const written = await t.prisma.inSqlTransaction(async (tx) => (tx as DriverSql).sendTogether([job, Prisma.sql`UPDATE jobs SET priority = 3 WHERE id = ${id}`]));
    expect(written).toBe(2);
    const duplicate = await t.prisma.inSqlTransaction((tx) => tx.$executeRaw(job)).catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(duplicate, 'PRIMARY')).toBe(true);
    await t.prisma.job.delete({ where: { id } });
  });

  it('runs READ COMMITTED on every pooled connection, and runs a deadlocked transaction again', async () => {
    const levels = await Promise.all(
      Array.from({ length: 30 }, () => t.prisma.inSqlTransaction(async (tx) => (await tx.$queryRaw<{ level: string }[]>`SELECT @@SESSION.tx_isolation AS level`)[0].level)),
    );
    expect(new Set(levels)).toEqual(new Set(['READ-COMMITTED']));

    // Two transactions lock two users in opposite orders (raw FOR UPDATE, as no service may), each
    // taking its second only once both hold their first: InnoDB kills one with a deadlock, and it runs
    // again and succeeds. The meeting point makes the deadlock certain, however busy the machine.
    const [a, b] = [await createUser(t.prisma), await createUser(t.prisma)];
    let runs = 0;
    let holdingFirst = 0;
    let bothHoldFirst!: () => void;
    const meeting = new Promise<void>((resolve) => (bothHoldFirst = resolve));
    const both = await Promise.all(
      [
        [a.id, b.id],
        [b.id, a.id],
      ].map(([first, second]) =>
        t.prisma.inSqlTransaction(async (tx) => {
          runs += 1;
          await tx.$queryRaw`SELECT id FROM users WHERE id = ${first} FOR UPDATE`;
          if (++holdingFirst === 2) bothHoldFirst();
          await meeting;
          await tx.$queryRaw`SELECT id FROM users WHERE id = ${second} FOR UPDATE`;
          return second;
        }),
      ),
    );
    expect(both).toEqual([b.id, a.id]);
    expect(runs).toBe(3);
  });

  it('keeps the lock order per transaction, as inTransaction does', async () => {
    const user = await createUser(t.prisma);
    await t.prisma.inSqlTransaction(async (tx) => {
      await lockUsers(tx, [user.id]);
      await expect(lockOrder(tx, newRowId())).rejects.toThrow(LockOrderError);
      const orderId = newRowId();
      holdsNewRow(tx, 'order', orderId);
      await expect(lockOrder(tx, orderId)).resolves.toBeNull();
    });
    // A new transaction starts with no locks.
    await t.prisma.inSqlTransaction(async (tx) => expect(await lockOrder(tx, newRowId())).toBeNull());
  });
});

describe("a driver transaction's round trips", () => {
  const job = (id: string) => insertRowsStatement('jobs', [{ id, type: 'probe.round-trips', payload: {} }])!;
  const jobsIn = async (ids: string[]) =>
    (await t.prisma.job.findMany({ where: { id: { in: ids } }, select: { id: true, priority: true }, orderBy: { id: 'asc' } })).map((row) => [row.id, row.priority]);

  /** A DriverSql transaction on a connection of its own, with what each of its round trips sent. */
  async function recordedTransaction() {
    const connection = await mariadb.createConnection(connectionOptions(inject('databaseUrl'), { multipleStatements: true }));
    const sent: string[] = [];
    const sql = new DriverSql({ query: (options, values) => (sent.push(options.sql), connection.query(options, values)) }, true);
    return { sql, sent, end: () => connection.end() };
  }

  it('sends its BEGIN with its first statement, and writes sent with sendWithNext with the next statement (which sees them) or with its COMMIT', async () => {
    const [first, second] = [newRowId(), newRowId()];
    const { sql, sent, end } = await recordedTransaction();
    try {
      expect(await sql.$queryRaw<unknown[]>`SELECT id FROM jobs WHERE id = ${first}`).toEqual([]);
      await sendWithNext(sql, [job(first), null]);
      await sendWithNext(sql, [Prisma.sql`UPDATE jobs SET priority = 4 WHERE id = ${first}`]);
      expect(sent).toHaveLength(1); // nothing sent yet for the writes
      // The next statement carries them and reads what they wrote; its own answer alone comes back.
      expect(await sql.$queryRaw`SELECT priority FROM jobs WHERE id = ${first}`).toEqual([{ priority: 4 }]);
      expect(await sql.$executeRaw`UPDATE jobs SET priority = 5 WHERE id = ${first}`).toBe(1);
      await sendWithNext(sql, [job(second)]);
      expect(await jobsIn([first, second])).toEqual([]); // not committed: another connection sees nothing
      await sql.commit();
      expect(tripShapes(sent)).toEqual([['START TRANSACTION', 'SELECT id'], ['INSERT INTO', 'UPDATE jobs', 'SELECT priority'], ['UPDATE jobs'], ['INSERT INTO', 'COMMIT']]);
      expect(await jobsIn([first, second])).toEqual([
        [first, 5],
        [second, 0],
      ]);
    } finally {
      await end();
      await t.prisma.job.deleteMany({ where: { id: { in: [first, second] } } });
    }
  });

  it('sends nothing for a transaction that ran no statement, and its BEGIN and writes together with the COMMIT for one that only wrote', async () => {
    const quiet = await recordedTransaction();
    await quiet.sql.commit();
    expect(quiet.sent).toEqual([]);
    expect(quiet.sql.hasBegun).toBe(false);
    await quiet.end();

    const id = newRowId();
    const writer = await recordedTransaction();
    await sendWithNext(writer.sql, [job(id)]);
    await writer.sql.commit();
    expect(writer.sent).toHaveLength(1);
    expect(writer.sent[0]).toMatch(/^START TRANSACTION;\nINSERT INTO `jobs`.*;\nCOMMIT$/s);
    await writer.end();
    expect(await jobsIn([id])).toEqual([[id, 0]]);
    await t.prisma.job.delete({ where: { id } });
  });

  it('sends statements issued in the same tick in one round trip, in the order they were issued, each answered with its own result', async () => {
    const [first, second, third] = [newRowId(), newRowId(), newRowId()];
    const { sql, sent, end } = await recordedTransaction();
    try {
      await sendWithNext(sql, [job(first)]);
      const [counted, updated, together, read] = await Promise.all([
        sql.$queryRaw<{ n: bigint }[]>`SELECT COUNT(*) AS n FROM jobs WHERE id = ${first}`,
        sql.$executeRaw`UPDATE jobs SET priority = 3 WHERE id = ${first}`,
        sendTogether(sql, [job(second), job(third)]),
        sql.$queryRaw<{ id: string; priority: number }[]>`SELECT id, priority FROM jobs WHERE id IN (${Prisma.join([first, second, third])}) ORDER BY id`,
      ]);
      expect(counted).toEqual([{ n: 1n }]);
      expect(updated).toBe(1);
      expect(together).toBeUndefined();
      expect(read.map((row) => [row.id, row.priority])).toEqual([
        [first, 3],
        [second, 0],
        [third, 0],
      ]);
      // Issued one after another, they go one round trip each.
      expect(await sql.$executeRaw`UPDATE jobs SET priority = 4 WHERE id = ${second}`).toBe(1);
      await sql.commit();
      expect(tripShapes(sent)).toEqual([
        ['START TRANSACTION', 'INSERT INTO', 'SELECT COUNT(*)', 'UPDATE jobs', 'INSERT INTO', 'INSERT INTO', 'SELECT id,'],
        ['UPDATE jobs'],
        ['COMMIT'],
      ]);
      expect(await jobsIn([first, second, third])).toEqual([first, second, third].sort().map((id) => [id, id === first ? 3 : id === second ? 4 : 0]));
    } finally {
      await end();
      await t.prisma.job.deleteMany({ where: { id: { in: [first, second, third] } } });
    }
  });

  it('statements sent in one round trip fail together: each rejects with the error of the one that failed', async () => {
    const duplicate = newRowId();
    await t.prisma.inSqlTransaction((tx) => sendTogether(tx, [job(duplicate)]));
    const { sql, end } = await recordedTransaction();
    try {
      const outcomes = await Promise.allSettled([sql.$queryRaw`SELECT 1 AS one`, sql.$executeRaw(job(duplicate)), sql.$queryRaw`SELECT 2 AS two`]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
      for (const outcome of outcomes) expect(isUniqueViolation((outcome as PromiseRejectedResult).reason)).toBe(true);
    } finally {
      await end();
      await t.prisma.job.delete({ where: { id: duplicate } });
    }
  });

  it('refuses, rather than hand out the wrong results, a round trip where a $executeRaw held two statements', async () => {
    const { sql, end } = await recordedTransaction();
    try {
      const twoInOne = sql.$executeRaw(Prisma.sql`SELECT 1; SELECT 2`);
      await expect(Promise.all([twoInOne, sql.$queryRaw`SELECT 3 AS three`])).rejects.toThrow(/3 câu lệnh nhưng 4 kết quả/);
    } finally {
      await end();
    }
  });

  it("a wallet purchase goes to MariaDB in two round trips: the buyer's lock with the reads, then every write with the COMMIT", async () => {
    const shop = await Shop.open(t);
    // The instructor's earnings account is made by a first sale, and its id learned by the next
    // (an account is remembered once it is known to be committed: LedgerService).
    for (const price of [50_000, 40_000]) {
      const buyer = (await shop.studentWithBalance(100_000)).client;
      expect((await buyer.post('/api/wallet/purchase', { items: [{ id: (await shop.course(price)).id }] })).status).toBe(201);
    }
    const { client } = await shop.studentWithBalance(100_000);
    const course = await shop.course(60_000);
    const transactions = await recordingTransactions(t.prisma, async () => {
      expect((await client.post('/api/wallet/purchase', { items: [{ id: course.id }] })).status).toBe(201);
    });
    const purchase = transactions.find((trips) => trips.some((sql) => sql.includes('INSERT INTO `orders`')));
    const shape = purchase && tripShapes(purchase);
    expect(shape?.[0]).toEqual(['START TRANSACTION', 'SELECT id,', 'SELECT c.id,', 'SELECT id,']);
    expect(purchase?.[0]).toMatch(/FROM users WHERE id = \? FOR UPDATE[\s\S]*FROM courses c[\s\S]*FROM ledger_accounts/);
    expect(shape, JSON.stringify(shape)).toHaveLength(2);
    expect(shape?.[1].at(-1)).toBe('COMMIT');
  });

  /**
   * What a bank webhook paying a 70.000 ₫ order sends to MariaDB, a round trip each; the order bought
   * through `link` (an affiliate's code) when given. Two orders are paid first: the accounts a payment
   * credits (the bank's, the instructor's, the affiliates') are made and their ids learned.
   */
  async function webhookPayment(link?: string) {
    const shop = await Shop.open(t);
    const payByTransfer = async () => {
      const { client } = await signedInClient(t.baseUrl, t.prisma);
      if (link) client.setCookie('aff_ref_code', link);
      const created = await client.post('/api/orders', { items: [{ id: (await shop.course(70_000)).id }], paymentMethod: 'bank_transfer' });
      expect(created.status).toBe(201);
      const { code, _id: orderId } = created.body.order as { code: string; _id: string };
      return Object.assign(() => deliverWebhook(t.baseUrl, sepayTransfer(70_000, code)), { code, orderId });
    };
    for (let i = 0; i < 2; i++) expect((await (await payByTransfer())()).status).toBe(200);
    const deliver = await payByTransfer();
    const transactions = await recordingTransactions(t.prisma, async () => {
      expect((await deliver()).body).toMatchObject({ success: true });
    });
    const webhook = transactions.find((trips) => trips.some((sql) => sql.includes('INSERT INTO `bank_transfers`')));
    return { webhook, code: deliver.code, orderId: deliver.orderId };
  }

  it('a bank webhook pays an order in four round trips: the transfer with the order read, the order lock with its lines, the buyer lock with what they own, every write with the COMMIT', async () => {
    const { webhook, code } = await webhookPayment();
    const shape = webhook && tripShapes(webhook);
    expect(shape?.slice(0, 3), JSON.stringify(shape)).toEqual([
      ['START TRANSACTION', 'INSERT INTO', 'SELECT id,'],
      ['SELECT code,', 'SELECT o.id,'],
      ['SELECT id,', 'SELECT course_id', 'SELECT id,'],
    ]);
    expect(webhook?.[1]).toMatch(/FROM orders WHERE id = \? FOR UPDATE;\s*SELECT o\.id/);
    expect(shape, JSON.stringify(shape)).toHaveLength(4);
    expect(shape?.[3].at(-1)).toBe('COMMIT');
    expect((await t.prisma.order.findUniqueOrThrow({ where: { code }, select: { status: true } })).status).toBe('paid');
  });

  /** An affiliate who joined through the API, referred by `upline` (the team tier) when given. */
  async function affiliate(upline?: { id: string }) {
    const { client, user } = await signedInClient(t.baseUrl, t.prisma);
    if (upline) await t.prisma.user.update({ where: { id: user.id }, data: { referredById: upline.id } });
    const joined = await client.post('/api/affiliates/me/join');
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    return { id: user.id, code: joined.body.affiliateCode as string };
  }

  it("through an affiliate's link, a wallet purchase is still two round trips: the affiliate and their upline are read with the buyer's lock, and both tiers are credited", async () => {
    const shop = await Shop.open(t);
    const seller = await affiliate(await affiliate());
    const buyThroughLink = async () => {
      const { client, user } = await shop.studentWithBalance(100_000);
      client.setCookie('aff_ref_code', seller.code);
      const course = await shop.course(60_000);
      return { user, buy: () => client.post('/api/wallet/purchase', { items: [{ id: course.id }] }) };
    };
    // The accounts a sale credits (the instructor's, both affiliates') made by first sales and their ids learned.
    for (let i = 0; i < 2; i++) expect((await (await buyThroughLink()).buy()).status).toBe(201);
    const { user, buy } = await buyThroughLink();
    const transactions = await recordingTransactions(t.prisma, async () => {
      expect((await buy()).status).toBe(201);
    });
    const purchase = transactions.find((trips) => trips.some((sql) => sql.includes('INSERT INTO `orders`')));
    const shape = purchase && tripShapes(purchase);
    expect(shape, JSON.stringify(shape)).toHaveLength(2);
    expect(purchase?.[0]).toMatch(/FOR UPDATE[\s\S]*affiliate_code = \? OR id = \(SELECT referred_by_id FROM users WHERE affiliate_code = \?\)/);
    const conversions = await t.prisma.affiliateConversion.findMany({ where: { referredUserId: user.id }, select: { tier: true, affiliateUserId: true } });
    expect(conversions.map((row) => row.tier).sort()).toEqual(['direct', 'team']);
    expect(conversions.find((row) => row.tier === 'direct')?.affiliateUserId).toBe(seller.id);
  });

  it("through an affiliate's link, a bank webhook still pays the order in four round trips: the affiliate is read with the buyer's lock", async () => {
    const seller = await affiliate();
    const { webhook, orderId } = await webhookPayment(seller.code);
    const shape = webhook && tripShapes(webhook);
    expect(shape, JSON.stringify(shape)).toHaveLength(4);
    expect(webhook?.[2]).toMatch(/FOR UPDATE[\s\S]*affiliate_code = \? OR id = \(SELECT referred_by_id/);
    expect(await t.prisma.affiliateConversion.count({ where: { orderId, affiliateUserId: seller.id, tier: 'direct' } })).toBe(1);
  });

  it('a write sent with the COMMIT that fails rejects with what its sender made of the error, and the transaction keeps nothing', async () => {
    const [kept, duplicate] = [newRowId(), newRowId()];
    await t.prisma.inSqlTransaction((tx) => sendTogether(tx, [job(duplicate)]));
    const meaning = new Error('Đã có công việc này.');
    const failed = t.prisma.inSqlTransaction(async (tx) => {
      await tx.$executeRaw(job(kept));
      await sendWithNext(tx, [job(duplicate)], (error) => (isUniqueViolation(error) ? meaning : null));
      return 'đã ghi';
    });
    await expect(failed).rejects.toBe(meaning);
    expect(await jobsIn([kept])).toEqual([]);
    // Outside a transaction (Prisma's, or the pool's) the writes go at once, and the error means the same.
    await expect(sendWithNext(t.prisma, [job(duplicate)], (error) => (isUniqueViolation(error) ? meaning : null))).rejects.toBe(meaning);
    await expect(sendWithNext(t.prisma.sql, [job(duplicate)], (error) => (isUniqueViolation(error) ? meaning : null))).rejects.toBe(meaning);
    await t.prisma.job.delete({ where: { id: duplicate } });
  });
});
