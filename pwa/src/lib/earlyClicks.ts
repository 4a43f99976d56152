import { type RefObject, useEffect, useRef } from 'react';

// A server-rendered page shows its buttons before the app's scripts have arrived; its loader (backend
// seo/page-meta.ts) notes the buttons clicked meanwhile in window.hvmEarlyClicks, so that a visitor's
// "Thêm vào giỏ hàng" is not lost: the app clicks them again once it has taken the page over.
declare global {
  interface Window {
    hvmEarlyClicks?: HTMLElement[];
  }
}

let held: HTMLElement[] = [];

/** Just before hydration: from here on React sees clicks itself, so the loader stops noting them. */
export function holdEarlyClicks(): void {
  held = window.hvmEarlyClicks ?? [];
  window.hvmEarlyClicks = undefined;
}

/** After hydration, which keeps the page's elements: the same buttons, now with their handlers. */
export function replayEarlyClicks(): void {
  const clicks = held;
  held = [];
  for (const button of clicks) if (button.isConnected) button.click();
}

/**
 * A field of a server-rendered page typed into (or set) before the scripts took the page over: hydration keeps
 * the text the visitor sees, but the component's state still holds the rendered ''. Once hydrated, the field's
 * own value goes to `apply` (the state setter), so what the box shows is what filters. Attach the ref to the field.
 */
export function useEarlyFieldValue<E extends HTMLInputElement | HTMLSelectElement>(apply: (value: string) => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  useEffect(() => {
    const value = ref.current?.value;
    if (value) apply(value);
  }, [apply]);
  return ref;
}
