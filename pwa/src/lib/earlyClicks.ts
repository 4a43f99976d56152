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
