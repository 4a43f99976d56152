import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './helpers/factories';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Resolves once `count` parties have arrived, so two transactions hold their first lock together. */
function barrier(count: number) {
  let arrived = 0;
  let release!: () => void;
  const allThere = new Promise<void>((resolve) => (release = resolve));
  return async () => {
    arrived += 1;
    if (arrived === count) release();
    await allThere;
  };
}

describe('PrismaService.inTransaction', () => {
  it('runs a transaction again when InnoDB picks it as a deadlock victim, so both writers succeed', async () => {
    const [first, second] = [await createUser(t.prisma), await createUser(t.prisma)];
    const bothLockedOne = barrier(2);
    let attempts = 0;

    // Opposite lock order: the classic deadlock. Only the first attempt of each waits at the barrier.
    const lockInOrder = (a: string, b: string, name: string) =>
      t.prisma.inTransaction(async (tx) => {
        attempts += 1;
        const isFirstAttempt = attempts <= 2;
        await tx.$queryRaw`SELECT id FROM users WHERE id = ${a} FOR UPDATE`;
        if (isFirstAttempt) await bothLockedOne();
        await tx.$queryRaw`SELECT id FROM users WHERE id = ${b} FOR UPDATE`;
        await tx.user.update({ where: { id: a }, data: { name } });
        return name;
      });

    const results = await Promise.all([lockInOrder(first.id, second.id, 'Người A'), lockInOrder(second.id, first.id, 'Người B')]);
    expect(results).toEqual(['Người A', 'Người B']);
    expect(attempts).toBe(3); // two first attempts, one retry of the deadlock victim
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: first.id } })).name).toBe('Người A');
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: second.id } })).name).toBe('Người B');
  });

  it('does not retry ordinary errors', async () => {
    let attempts = 0;
    await expect(
      t.prisma.inTransaction(async () => {
        attempts += 1;
        throw new Error('lỗi nghiệp vụ');
      }),
    ).rejects.toThrow('lỗi nghiệp vụ');
    expect(attempts).toBe(1);
  });
});
