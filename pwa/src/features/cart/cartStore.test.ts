import { afterEach, describe, expect, it } from 'vitest';
import { type CartItem, db } from '../../lib/db';
import { VISITOR_CART_ID } from './cartOwner';
import { addToCart, clearCart, mergeVisitorCart, readCart, removeFromCart, replaceCart } from './cartStore';

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

describe('mergeVisitorCart', () => {
  const NONE_OWNED = new Set<string>();

  it("adds the visitor's items after the user's, once each, and deletes the visitor cart", async () => {
    await addToCart('u1', course('a'));
    await addToCart(VISITOR_CART_ID, { ...course('a'), price: 1 });
    await addToCart(VISITOR_CART_ID, plan);
    await addToCart(VISITOR_CART_ID, course('b'));

    const result = await mergeVisitorCart('u1', NONE_OWNED);
    expect(result).toEqual({ added: [plan, course('b')], owned: [] });
    // The user's own copy of 'a' stays; the visitor's copy is not added a second time.
    expect(await readCart('u1')).toEqual([course('a'), plan, course('b')]);
    expect(await db.cart.get(VISITOR_CART_ID)).toBeUndefined();
  });

  it('gives a user without a cart the visitor items', async () => {
    await addToCart(VISITOR_CART_ID, plan);
    await mergeVisitorCart('u1', NONE_OWNED);
    expect(await readCart('u1')).toEqual([plan]);
    expect(await db.cart.count()).toBe(1);
  });

  it('leaves out the courses the user owns and reports them; a tool plan with the same id is still bought again', async () => {
    await addToCart(VISITOR_CART_ID, course('owned'));
    await addToCart(VISITOR_CART_ID, course('new'));
    await addToCart(VISITOR_CART_ID, plan);

    const result = await mergeVisitorCart('u1', new Set(['owned', 'p1']));
    expect(result).toEqual({ added: [course('new'), plan], owned: [course('owned')] });
    expect(await readCart('u1')).toEqual([course('new'), plan]);
    expect(await db.cart.get(VISITOR_CART_ID)).toBeUndefined();
  });

  it('writes no user record when every visitor item was owned', async () => {
    await addToCart(VISITOR_CART_ID, course('owned'));
    expect(await mergeVisitorCart('u1', new Set(['owned']))).toEqual({ added: [], owned: [course('owned')] });
    expect(await db.cart.count()).toBe(0);
  });

  it('does nothing without a visitor cart', async () => {
    await addToCart('u1', course('a'));
    expect(await mergeVisitorCart('u1', NONE_OWNED)).toEqual({ added: [], owned: [] });
    expect(await readCart('u1')).toEqual([course('a')]);
  });

  it('merges once when two tabs merge at the same time, and keeps an add that races them', async () => {
    await addToCart('u1', course('a'));
    await addToCart(VISITOR_CART_ID, course('b'));
    await addToCart(VISITOR_CART_ID, plan);

    const [first, second, third] = await Promise.all([mergeVisitorCart('u1', NONE_OWNED), mergeVisitorCart('u1', NONE_OWNED), addToCart('u1', course('c'))]);
    expect([first.added, second.added].map((added) => added.length).sort()).toEqual([0, 2]);
    expect(third).toBe('added');
    const ids = (await readCart('u1')).map((item) => item._id);
    expect(ids.sort()).toEqual(['a', 'b', 'c', 'p1']);
    expect(await db.cart.get(VISITOR_CART_ID)).toBeUndefined();
  });

  it("never copies the user's cart to the visitor: after the merge the visitor cart is empty, the user's kept", async () => {
    await addToCart('u1', course('a'));
    await addToCart(VISITOR_CART_ID, course('b'));
    await mergeVisitorCart('u1', NONE_OWNED);
    expect(await readCart(VISITOR_CART_ID)).toEqual([]);
    expect(await addToCart(VISITOR_CART_ID, course('c'))).toBe('added');
    expect(await readCart(VISITOR_CART_ID)).toEqual([course('c')]);
    expect(await readCart('u1')).toEqual([course('a'), course('b')]);
  });
});
