import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CartItem, db } from '../../lib/db';
import { listMyCourses, type MyCourse } from '../my-courses';
import { VISITOR_CART_ID } from './cartOwner';
import { addToCart, readCart } from './cartStore';
import { mergeVisitorCartInto, watchVisitorCart } from './visitorCartMerge';

vi.mock('../my-courses', () => ({ listMyCourses: vi.fn() }));

const course = (id: string): CartItem => ({ _id: id, kind: 'course', title: `Khóa học ${id}`, price: 499000, thumbnailUrl: null, slug: `khoa-hoc-${id}` });
const plan: CartItem = { _id: 'p1', kind: 'tool_plan', title: 'Veo3 Ultra – Gói tháng', price: 150000, thumbnailUrl: null, slug: 'veo3', subtitle: '30 ngày' };
const owns = (...ids: string[]) => vi.mocked(listMyCourses).mockResolvedValue(ids.map((_id) => ({ _id }) as MyCourse));

afterEach(async () => {
  await db.cart.clear();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('mergeVisitorCartInto', () => {
  it('asks the server which courses the user owns and leaves those out', async () => {
    owns('owned');
    await addToCart(VISITOR_CART_ID, course('owned'));
    await addToCart(VISITOR_CART_ID, course('new'));
    expect(await mergeVisitorCartInto('u1')).toEqual({ added: [course('new')], owned: [course('owned')] });
    expect(await readCart('u1')).toEqual([course('new')]);
  });

  it('merges everything when the server cannot be asked: checkout still refuses an owned course', async () => {
    vi.mocked(listMyCourses).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await addToCart(VISITOR_CART_ID, course('owned'));
    expect(await mergeVisitorCartInto('u1')).toEqual({ added: [course('owned')], owned: [] });
    expect(await readCart(VISITOR_CART_ID)).toEqual([]);
  });

  it('does not ask the server when there is no course to check', async () => {
    await addToCart(VISITOR_CART_ID, plan);
    await mergeVisitorCartInto('u1');
    expect(listMyCourses).not.toHaveBeenCalled();
    expect(await readCart('u1')).toEqual([plan]);
  });
});

describe('watchVisitorCart', () => {
  it('merges what is waiting at sign-in, then what a signed-out tab adds later, and reports owned courses', async () => {
    owns('owned');
    await addToCart('u1', course('a'));
    await addToCart(VISITOR_CART_ID, course('a'));
    await addToCart(VISITOR_CART_ID, plan);
    const onOwned = vi.fn();
    const stop = watchVisitorCart('u1', onOwned);

    await vi.waitFor(async () => expect(await readCart('u1')).toEqual([course('a'), plan]));
    expect(await readCart(VISITOR_CART_ID)).toEqual([]);

    await addToCart(VISITOR_CART_ID, course('owned'));
    await addToCart(VISITOR_CART_ID, course('b'));
    await vi.waitFor(async () => expect(await readCart('u1')).toEqual([course('a'), plan, course('b')]));
    await vi.waitFor(() => expect(onOwned).toHaveBeenCalledWith([course('owned')]));
    expect(onOwned).toHaveBeenCalledTimes(1);
    stop();

    await addToCart(VISITOR_CART_ID, course('c'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readCart(VISITOR_CART_ID)).toEqual([course('c')]);
  });
});
