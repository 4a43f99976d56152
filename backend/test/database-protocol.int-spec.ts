import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  });
});
