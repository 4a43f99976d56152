import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { REFUND_REQUESTS_CHANGED } from '../../admin-orders';
import { usePendingRefundRequestsCount } from './usePendingRefundRequestsCount';

afterEach(() => vi.unstubAllGlobals());

describe('usePendingRefundRequestsCount', () => {
  it('counts the waiting refund requests for an admin and counts again after a decision', async () => {
    let pending = 3;
    const calls = fakeApi({ 'GET /api/admin/refund-requests/pending-count': () => ({ body: { pending } }) });
    const { result } = renderHook(() => usePendingRefundRequestsCount(true));
    await waitFor(() => expect(result.current).toBe(3));
    pending = 2;
    act(() => void window.dispatchEvent(new Event(REFUND_REQUESTS_CHANGED)));
    await waitFor(() => expect(result.current).toBe(2));
    expect(calls).toHaveLength(2);
  });

  it('asks nothing for other users', async () => {
    const calls = fakeApi({});
    const { result } = renderHook(() => usePendingRefundRequestsCount(false));
    await act(async () => undefined);
    expect(result.current).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
