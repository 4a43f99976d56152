import { describe, expect, it, vi } from 'vitest';
import { registerProgressSync } from './progressSync';

/** A service worker scope with open windows, capturing its 'sync' listener. */
function fakeScope(windowCount: number) {
  const windows = Array.from({ length: windowCount }, () => ({ postMessage: vi.fn() }));
  let listener: ((event: Event & { tag: string; waitUntil(work: Promise<unknown>): void }) => void) | undefined;
  registerProgressSync({
    addEventListener: (_type, added) => {
      listener = added;
    },
    clients: { matchAll: async () => windows },
  });
  const fire = async (tag: string) => {
    const work: Promise<unknown>[] = [];
    listener?.(Object.assign(new Event('sync'), { tag, waitUntil: (promise: Promise<unknown>) => work.push(promise) }));
    await Promise.all(work);
    return work.length;
  };
  return { windows, fire };
}

describe('registerProgressSync', () => {
  it('asks every open window to replay the progress outbox', async () => {
    const { windows, fire } = fakeScope(2);
    expect(await fire('hvm-progress-sync')).toBe(1);
    for (const client of windows) expect(client.postMessage).toHaveBeenCalledWith({ type: 'hvm-progress-sync' });
  });

  it('ignores other sync tags', async () => {
    const { windows, fire } = fakeScope(1);
    expect(await fire('something-else')).toBe(0);
    expect(windows[0].postMessage).not.toHaveBeenCalled();
  });
});
