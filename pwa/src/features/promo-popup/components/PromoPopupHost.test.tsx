import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_DELAY_MS, PromoPopupHost, SEEN_POPUP_FLAG } from './PromoPopupHost';

const popup = { _id: 'p1', title: 'Quà tặng PRO', imageUrl: '/uploads/popups/a.webp', link: '/pro-gift', isActive: true, createdAt: '2026-11-01T00:00:00Z' };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ popup }), { headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('PromoPopupHost', () => {
  it('appears 1.5 s after load with its image linking to the popup link in a new tab, and closes with X', async () => {
    render(<PromoPopupHost />);
    await advance(POPUP_DELAY_MS - 100);
    // Asked for at once, so its image is ready when it opens, but not shown before 1.5 s.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('promo-popup-link')).toBeNull();
    await advance(200);
    const link = screen.getByTestId('promo-popup-link');
    expect(link.getAttribute('href')).toBe('/pro-gift');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('img', { name: 'Quà tặng PRO' })).toBeTruthy();
    expect(sessionStorage.getItem(SEEN_POPUP_FLAG)).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Đóng/ }));
    expect(screen.queryByTestId('promo-popup-link')).toBeNull();
  });

  it('stays away, without even asking the server, once seen in this browser session', async () => {
    sessionStorage.setItem(SEEN_POPUP_FLAG, '1');
    render(<PromoPopupHost />);
    await advance(POPUP_DELAY_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('promo-popup-link')).toBeNull();
  });
});
