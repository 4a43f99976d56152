// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks, replayEarlyClicks } from './earlyClicks';

afterEach(() => {
  document.body.innerHTML = '';
  window.hvmEarlyClicks = undefined;
});

describe('clicks made before the app took a server-rendered page over', () => {
  it('are clicked again, once, on the buttons still in the page', () => {
    const [kept, removed] = ['Thêm vào giỏ hàng', 'Mua ngay'].map((label) => {
      const button = document.createElement('button');
      button.textContent = label;
      document.body.append(button);
      return button;
    });
    const onKept = vi.fn();
    const onRemoved = vi.fn();
    kept.addEventListener('click', onKept);
    removed.addEventListener('click', onRemoved);
    window.hvmEarlyClicks = [kept, removed];

    holdEarlyClicks();
    // The page's loader stops noting clicks: React sees them from here on.
    expect(window.hvmEarlyClicks).toBeUndefined();
    removed.remove();
    replayEarlyClicks();
    replayEarlyClicks();
    expect(onKept).toHaveBeenCalledTimes(1);
    expect(onRemoved).not.toHaveBeenCalled();
  });

  it('do nothing on a page the browser rendered itself', () => {
    holdEarlyClicks();
    expect(() => replayEarlyClicks()).not.toThrow();
  });
});
