import { afterEach, describe, expect, it } from 'vitest';
import { type CartItem, db } from '../../lib/db';
import { watchCartCount } from './watchCartCount';

const item = (id: string): CartItem => ({ _id: id, kind: 'course', title: `Khóa học ${id}`, price: 499000, thumbnailUrl: null, slug: `khoa-hoc-${id}` });

function nextCount(counts: number[], expected: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (counts.at(-1) === expected) resolve();
      else if (Date.now() - started > 2000) reject(new Error(`count stayed ${counts.at(-1)} instead of ${expected}`));
      else setTimeout(poll, 10);
    };
    poll();
  });
}

afterEach(async () => {
  await db.cart.clear();
});

describe('watchCartCount', () => {
  it('reports 0 for a user without a cart, then follows changes to that user only', async () => {
    const counts: number[] = [];
    const stop = watchCartCount('user-1', (count) => counts.push(count));
    await nextCount(counts, 0);

    await db.cart.put({ userId: 'user-1', items: [item('a'), item('b')], updatedAt: Date.now() });
    await nextCount(counts, 2);

    await db.cart.put({ userId: 'user-2', items: [item('c')], updatedAt: Date.now() });
    await db.cart.put({ userId: 'user-1', items: [item('a')], updatedAt: Date.now() });
    await nextCount(counts, 1);
    expect(counts).not.toContain(3);
    stop();
  });
});
