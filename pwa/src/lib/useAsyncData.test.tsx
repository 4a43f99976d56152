import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBrowserServerData } from './serverData';
import { useAsyncData } from './useAsyncData';

afterEach(() => setBrowserServerData({}));

describe('useAsyncData on a page the server rendered', () => {
  it('starts with the data the page was rendered with, without loading it again', async () => {
    setBrowserServerData({ 'courses/facebook-ads': { title: 'Facebook Ads' } });
    const load = vi.fn(async () => ({ title: 'từ API' }));
    const { result } = renderHook(() => useAsyncData(load, ['facebook-ads'], 'courses/facebook-ads'));
    expect(result.current.status).toBe('succeeded');
    expect(result.current.data).toEqual({ title: 'Facebook Ads' });
    // Effects have run: still no request.
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    expect(load).not.toHaveBeenCalled();
  });

  it('uses that data once: a later mount (after a navigation) loads fresh data', async () => {
    setBrowserServerData({ 'courses?page=1': ['cũ'] });
    const first = renderHook(() => useAsyncData(async () => ['mới'], [], 'courses?page=1'));
    expect(first.result.current.data).toEqual(['cũ']);
    first.unmount();
    const load = vi.fn(async () => ['mới']);
    const second = renderHook(() => useAsyncData(load, [], 'courses?page=1'));
    expect(second.result.current.status).not.toBe('succeeded');
    await waitFor(() => expect(second.result.current.data).toEqual(['mới']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads as usual when the page carries no data for its key, and reloads on a change of inputs', async () => {
    setBrowserServerData({ 'courses?page=1': ['trang 1'] });
    const load = vi.fn(async (page: number) => [`trang ${page} từ API`]);
    const { result, rerender } = renderHook(({ page }) => useAsyncData(() => load(page), [page], `courses?page=${page}`), { initialProps: { page: 2 } });
    await waitFor(() => expect(result.current.data).toEqual(['trang 2 từ API']));
    rerender({ page: 3 });
    await waitFor(() => expect(result.current.data).toEqual(['trang 3 từ API']));
    expect(load.mock.calls).toEqual([[2], [3]]);
  });
});
