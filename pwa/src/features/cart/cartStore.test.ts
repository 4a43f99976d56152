import { afterEach, describe, expect, it } from 'vitest';
import { type CartItem, db } from '../../lib/db';
import { addToCart, clearCart, readCart, removeFromCart, replaceCart } from './cartStore';

const course = (id: string, price = 499000): CartItem => ({
  _id: id,
  kind: 'course',
  title: `Khóa học ${id}`,
  price,
  thumbnailUrl: null,
  slug: `khoa-hoc-${id}`,
});
const plan: CartItem = {
  _id: 'p1',
  kind: 'tool_plan',
  title: 'Veo3 Ultra – Gói tháng',
  price: 150000,
  thumbnailUrl: null,
  slug: 'veo3',
  subtitle: '30 ngày',
};

afterEach(async () => {
  await db.cart.clear();
});

describe('cartStore', () => {
  it('adds an item once: the second add answers "exists" and keeps a single copy', async () => {
    expect(await addToCart('u1', course('a'))).toBe('added');
    expect(await addToCart('u1', { ...course('a'), price: 1 })).toBe('exists');
    expect(await addToCart('u1', plan)).toBe('added');
    expect(await readCart('u1')).toEqual([course('a'), plan]);
    const record = await db.cart.get('u1');
    expect(record?.updatedAt).toEqual(expect.any(Number));
  });

  it('keeps both items when two adds race (one transaction each)', async () => {
    const results = await Promise.all([addToCart('u1', course('a')), addToCart('u1', course('b')), addToCart('u1', course('a'))]);
    expect(results.sort()).toEqual(['added', 'added', 'exists']);
    expect((await readCart('u1')).map((item) => item._id).sort()).toEqual(['a', 'b']);
  });

  it('removes an item and deletes the record once the cart is empty', async () => {
    await addToCart('u1', course('a'));
    await addToCart('u1', course('b'));
    await removeFromCart('u1', 'a');
    expect(await readCart('u1')).toEqual([course('b')]);
    await removeFromCart('u1', 'khong-co');
    expect(await readCart('u1')).toEqual([course('b')]);

    await removeFromCart('u1', 'b');
    expect(await db.cart.get('u1')).toBeUndefined();
    expect(await readCart('u1')).toEqual([]);
    expect(await db.cart.count()).toBe(0);
  });

  it('replaces the whole cart with one item for buy-now', async () => {
    await addToCart('u1', course('a'));
    await addToCart('u1', course('b'));
    await replaceCart('u1', plan);
    expect(await readCart('u1')).toEqual([plan]);
    await replaceCart('u2', course('c'));
    expect(await readCart('u2')).toEqual([course('c')]);
  });

  it('clears the cart by deleting the record', async () => {
    await addToCart('u1', course('a'));
    await clearCart('u1');
    expect(await db.cart.get('u1')).toBeUndefined();
  });

  it("keeps users apart: A's items never appear in B's cart", async () => {
    await addToCart('user-a', course('a'));
    expect(await readCart('user-b')).toEqual([]);
    expect(await addToCart('user-b', course('a'))).toBe('added');
    await addToCart('user-b', course('b'));

    await removeFromCart('user-b', 'a');
    expect(await readCart('user-a')).toEqual([course('a')]);
    expect(await readCart('user-b')).toEqual([course('b')]);

    await replaceCart('user-a', plan);
    await clearCart('user-b');
    expect(await readCart('user-a')).toEqual([plan]);
    expect(await readCart('user-b')).toEqual([]);
  });
});
