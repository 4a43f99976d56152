import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfettiBurst } from './ConfettiBurst';

const fire = Object.assign(vi.fn(), { reset: vi.fn() });
const create = vi.fn((_canvas: HTMLCanvasElement, _options: object) => fire);
vi.mock('canvas-confetti', () => ({ default: { create: (canvas: HTMLCanvasElement, options: object) => create(canvas, options) } }));

describe('ConfettiBurst', () => {
  it('fires each burst on its own canvas, hidden from assistive technology, and stops when it leaves', async () => {
    const bursts = [{ particleCount: 120 }, { particleCount: 60, angle: 60 }];
    const { unmount } = render(<ConfettiBurst bursts={bursts} />);

    await waitFor(() => expect(fire).toHaveBeenCalledTimes(2));
    const canvas = create.mock.calls[0][0];
    expect(canvas.parentElement).toBe(document.body);
    expect(canvas.getAttribute('aria-hidden')).toBe('true');
    expect(create.mock.calls[0][1]).toMatchObject({ resize: true, disableForReducedMotion: true });
    expect(fire.mock.calls.map(([burst]) => burst)).toEqual(bursts);

    unmount();
    expect(fire.reset).toHaveBeenCalled();
    expect(document.querySelector('canvas')).toBeNull();
  });
});
