import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * The one place that decides which popup may be on screen (welcome, promotional...): at most one at a
 * time, the most important first, the others waiting their turn, and none at all while a page shows a
 * result message the reader must see (e.g. 'email verified') or a dialog the reader opened (the sign-up dialog...).
 *
 * A popup asks with `usePopupTurn(wanted, priority)` and shows only while it returns true; a result
 * message, and every open Modal but these popups' own, holds every popup back with `useHoldPopups(active)`. Once a popup has its turn it keeps it
 * until it stops asking, so a later, more important request never swaps it out from under the reader.
 * A toast on screen keeps the promotional popup from opening (`useDeferPromotions`) until it is gone.
 */
export const POPUP_PRIORITY = { welcome: 0, promotion: 1 } as const;

type Request = { priority: number; order: number };

const requests = new Map<string, Request>();
const holders = new Set<string>();
/** Toasts on screen: a result the reader is reading keeps the promotional popup from opening over it. */
const messages = new Set<string>();
let current: string | null = null;
let nextOrder = 0;
const listeners = new Set<() => void>();

function decide() {
  if (current && !requests.has(current)) current = null;
  if (!current && !holders.size) {
    let best: [string, Request] | null = null;
    for (const entry of requests) {
      if (messages.size && entry[1].priority >= POPUP_PRIORITY.promotion) continue;
      if (!best || entry[1].priority < best[1].priority || (entry[1].priority === best[1].priority && entry[1].order < best[1].order)) best = entry;
    }
    current = best?.[0] ?? null;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the popup `id` may show now (nothing else on screen, no result message held up). */
function hasTurn(id: string): boolean {
  return current === id && !holders.size;
}

/** True while this popup may be on screen; `wanted` false (closed, nothing to show) gives the turn to the next. */
export function usePopupTurn(wanted: boolean, priority: number): boolean {
  const id = useId();
  useEffect(() => {
    if (!wanted) return;
    requests.set(id, { priority, order: nextOrder++ });
    decide();
    return () => {
      requests.delete(id);
      decide();
    };
  }, [id, wanted, priority]);
  return useSyncExternalStore(
    subscribe,
    () => wanted && hasTurn(id),
    () => false,
  );
}

/** While `active`, this component is one of `members`; the queue decides again on each change. */
function useMembership(members: Set<string>, active: boolean, afterLeaving: () => void): void {
  const id = useId();
  useEffect(() => {
    if (!active) return;
    members.add(id);
    decide();
    return () => {
      members.delete(id);
      afterLeaving();
    };
  }, [members, id, active, afterLeaving]);
}

// Decided a moment later: a popup asked for in the same update that ends a hold (the 'check your mail'
// popup as the sign-up dialog closes) competes by priority rather than losing to one that waited.
const decideAfterTheUpdate = () => queueMicrotask(decide);

/** While `active`, no popup opens and one already open steps aside (it comes back after). */
export function useHoldPopups(active = true): void {
  useMembership(holders, active, decideAfterTheUpdate);
}

/**
 * While `showing` (a toast on screen: 'Đã gửi báo cáo', 'Đã thêm vào giỏ hàng'), the promotional popup
 * does not open; it comes once the message is gone. Unlike a hold, an open popup stays (its own toast, a
 * copied code, must not close it), and welcome popups, which answer the same action, are not delayed.
 */
export function useDeferPromotions(showing: boolean): void {
  useMembership(messages, showing, decide);
}

/** Tests only: forget every request and hold. */
export function resetPopupQueue(): void {
  requests.clear();
  holders.clear();
  messages.clear();
  current = null;
  decide();
}
