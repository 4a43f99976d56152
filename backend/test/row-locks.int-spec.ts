import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockCourses, LockOrderError, lockUsers } from '../src/common/locks/row-locks';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('row locks in a real transaction', () => {
  it('refuses a user row after a course row (out of the documented order), and takes them in order', async () => {
    // The order check keeps its state per transaction client: this proves it sees Prisma's real one.
    await expect(
      t.prisma.inTransaction(async (tx) => {
        await lockCourses(tx, ['khong-co-khoa-hoc']);
        await lockUsers(tx, ['khong-co-nguoi-dung']);
      }),
    ).rejects.toBeInstanceOf(LockOrderError);
    await expect(
      t.prisma.inTransaction(async (tx) => {
        await lockUsers(tx, ['khong-co-nguoi-dung']);
        await lockCourses(tx, ['khong-co-khoa-hoc']);
        return 'ok';
      }),
    ).resolves.toBe('ok');
  });
});
