import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../src/prisma/prisma.service';
import { insertRowIfStatement, insertRows, insertRowsStatement, sendTogether } from '../src/prisma/insert-rows';
import { newRowId } from '../src/prisma/row-ids';
import { createCategory, insertCourse } from './helpers/catalogue';
import { createUser } from './helpers/factories';
import { startTestApp, TestApp } from './helpers/test-app';

// PrismaService talks to the database in the text protocol (prisma.service.ts says why). These are
// the values a text round trip could bend: integers past 2^53, milliseconds, JSON, booleans.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('values through the text protocol', () => {
  it('a BIGINT past 2^53, a DATETIME(3), JSON with Vietnamese and emoji, and booleans come back exactly as written', async () => {
    const instructor = await createUser(t.prisma, { role: 'instructor' });
    const course = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId: (await createCategory(t.prisma)).id, status: 'draft' });
    const price = 2n ** 53n + 1n;
    const publishedAt = new Date('2026-11-29T20:00:00.123Z');
    const outcomes = ['Chạy quảng cáo “đúng” đối tượng 🎯', 'Đo lường: CTR ≥ 2%', "Dấu nháy ' và \\ gạch chéo"];
    await t.prisma.course.update({ where: { id: course.id }, data: { price, publishedAt, outcomes } });
    const stored = await t.prisma.course.findUniqueOrThrow({ where: { id: course.id }, select: { price: true, publishedAt: true, outcomes: true } });
    expect(stored).toEqual({ price, publishedAt, outcomes });
    // A raw statement takes the same path.
    const [raw] = await t.prisma.$queryRaw<{ price: bigint }[]>`SELECT price FROM courses WHERE id = ${course.id} AND price = ${price}`;
    expect(BigInt(raw.price)).toBe(price);

    await t.prisma.user.update({ where: { id: instructor.id }, data: { isDisabled: true } });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: instructor.id }, select: { isDisabled: true } })).isDisabled).toBe(true);
    // The files share one database: a price no API answer can carry must not reach the admin's lists of later files.
    await t.prisma.course.delete({ where: { id: course.id } });
  });
});

describe('the pooled connections', () => {
  it('every transaction runs READ COMMITTED, from the session level each connection sets when it opens (no SET before each BEGIN)', async () => {
    // More at once than the pool holds, so every connection of the pool is asked.
    const levels = await Promise.all(
      Array.from({ length: 30 }, () => t.prisma.inTransaction(async (tx) => (await tx.$queryRaw<{ level: string }[]>`SELECT @@SESSION.tx_isolation AS level`)[0].level)),
    );
    expect(new Set(levels)).toEqual(new Set(['READ-COMMITTED']));
    // The server's own default is stricter: the level comes from the pool, not from the server.
    const [{ level }] = await t.prisma.$queryRaw<{ level: string }[]>`SELECT @@GLOBAL.tx_isolation AS level`;
    expect(level).toBe('REPEATABLE-READ');
  });
});

describe('rows written by insertRows', () => {
  it('read back through Prisma as written: JSON, bytes, BIGINT, the times and the defaults', async () => {
    const [jobId, transferId] = [newRowId(), newRowId()];
    const before = Date.now();
    await insertRows(t.prisma, 'jobs', [{ id: jobId, type: 'probe.insert-rows', payload: { tên: 'Nguyễn Văn Ân 🎯', n: [1, 2] } }]);
    const rawBody = Buffer.from([0, 255, 1, 0x7f, 0x80]);
    await insertRows(t.prisma, 'bank_transfers', [
      { id: transferId, provider: 'probe', providerTransactionId: transferId, amount: 2n ** 53n + 1n, content: "Dấu nháy ' và \\", status: 'held', rawBody },
    ]);
    const job = await t.prisma.job.findUniqueOrThrow({ where: { id: jobId } });
    expect(job).toMatchObject({ payload: { tên: 'Nguyễn Văn Ân 🎯', n: [1, 2] }, status: 'queued', attempts: 0, maxAttempts: 8, priority: 0 });
    for (const time of [job.runAt, job.createdAt, job.updatedAt]) expect(Math.abs(time.getTime() - before)).toBeLessThan(5_000);
    const transfer = await t.prisma.bankTransfer.findUniqueOrThrow({ where: { id: transferId } });
    expect(transfer).toMatchObject({ amount: 2n ** 53n + 1n, content: "Dấu nháy ' và \\", referenceCode: null });
    expect(Buffer.from(transfer.rawBody)).toEqual(rawBody);
    // Not left for the admin's lists of later files (an amount past 2^53 is no JSON number).
    await t.prisma.job.delete({ where: { id: jobId } });
    await t.prisma.bankTransfer.delete({ where: { id: transferId } });
  });

  it('one row written only if its condition holds when the statement runs, with the same values and defaults', async () => {
    const [skipped, written] = [newRowId(), newRowId()];
    const job = (id: string) => ({ id, type: 'probe.insert-if', payload: { tên: 'Ân' } });
    const holdsFor = (id: string) => Prisma.sql`NOT EXISTS (SELECT 1 FROM jobs WHERE id = ${id})`;
    await sendTogether(t.prisma, [insertRowsStatement('jobs', [job(skipped)]), insertRowIfStatement('jobs', job(written), holdsFor(skipped))]);
    expect(await t.prisma.job.count({ where: { id: written } })).toBe(0);
    await t.prisma.job.delete({ where: { id: skipped } });
    await sendTogether(t.prisma, [insertRowIfStatement('jobs', job(written), holdsFor(skipped))]);
    expect(await t.prisma.job.findUniqueOrThrow({ where: { id: written } })).toMatchObject({ type: 'probe.insert-if', payload: { tên: 'Ân' }, status: 'queued', maxAttempts: 8 });
    await t.prisma.job.delete({ where: { id: written } });
  });
});

describe('statements sent together (sendTogether)', () => {
  const jobOf = (id: string, type: string) => insertRowsStatement('jobs', [{ id, type, payload: { note: "a; DROP TABLE jobs; -- ' \\" } }]);

  it('run in order in one query, values bound as values (a semicolon or a quote in one stays text)', async () => {
    const [first, second] = [newRowId(), newRowId()];
    await t.prisma.inTransaction((tx) =>
      sendTogether(tx, [
        jobOf(first, 'probe.together'),
        null,
        jobOf(second, 'probe.together'),
        // Runs after the two inserts, or it would find nothing to change.
        Prisma.sql`UPDATE jobs SET priority = 7 WHERE id IN (${first}, ${second})`,
      ]),
    );
    const rows = await t.prisma.job.findMany({ where: { id: { in: [first, second] } }, select: { priority: true, payload: true }, orderBy: { id: 'asc' } });
    expect(rows).toEqual([0, 1].map(() => ({ priority: 7, payload: { note: "a; DROP TABLE jobs; -- ' \\" } })));
    await t.prisma.job.deleteMany({ where: { id: { in: [first, second] } } });
  });

  it('stop at the first failing statement and reject with its error; the transaction rolls the earlier ones back', async () => {
    const [kept, duplicate, never] = [newRowId(), newRowId(), newRowId()];
    await insertRows(t.prisma, 'jobs', [{ id: duplicate, type: 'probe.together', payload: {} }]);
    await expect(
      t.prisma.inTransaction((tx) => sendTogether(tx, [jobOf(kept, 'probe.together'), jobOf(duplicate, 'probe.together'), jobOf(never, 'probe.together')])),
    ).rejects.toThrow(/Duplicate entry|Unique constraint/);
    expect(await t.prisma.job.count({ where: { id: { in: [kept, never] } } })).toBe(0);
    await t.prisma.job.delete({ where: { id: duplicate } });
  });

  it('with nothing to send, send nothing', async () => {
    await expect(sendTogether(t.prisma, [null, null])).resolves.toBeUndefined();
  });
});
