import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion } from './ScrollRegion';

/** jsdom lays nothing out: the region's widths and scroll offset are set by hand. */
function sizeRegions(widths: { scrollWidth: number; clientWidth: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'region' ? widths.scrollWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'region' ? widths.clientWidth : 0;
  });
}

describe('ScrollRegion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a labelled region a keyboard can focus', () => {
    sizeRegions({ scrollWidth: 300, clientWidth: 300 });
    render(
      <ScrollRegion label="Bảng học viên">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Bảng học viên' });
    expect(region.tabIndex).toBe(0);
    // Content that fits needs no cue.
    expect(screen.queryByTestId('scroll-region-hint')).toBeNull();
    expect(screen.queryByTestId('scroll-region-fade')).toBeNull();
  });

  it('says there is more while content is cut off, and drops the fade at the end', () => {
    sizeRegions({ scrollWidth: 800, clientWidth: 350 });
    render(
      <ScrollRegion label="Bảng chuyển khoản">
        <table />
      </ScrollRegion>,
    );
    expect(screen.getByTestId('scroll-region-hint').textContent).toContain('Vuốt ngang để xem hết bảng');
    expect(screen.getByTestId('scroll-region-fade')).toBeTruthy();

    const region = screen.getByRole('region', { name: 'Bảng chuyển khoản' });
    region.scrollLeft = 450;
    fireEvent.scroll(region);
    expect(screen.queryByTestId('scroll-region-fade')).toBeNull();
    expect(screen.getByTestId('scroll-region-hint')).toBeTruthy();
  });
});
