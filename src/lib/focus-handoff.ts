// Keyboard focus for controls that replace themselves ('Add to cart' → the stepper, Accept → the
// confirmed note, Pay Now → the paid banner, Create wallet → Fund wallet, Remove → the cart
// title). When the focused control goes, the browser drops focus on <body> and a keyboard or
// screen-reader user is lost; instead the action names where focus goes next (`handFocusTo`), and
// the element that appears in its place takes it (`useFocusHandoff`).
import { type RefObject, useEffect, useRef } from 'react';

/** A hand-off not taken within this time is forgotten (the target never appeared). */
const HANDOFF_TTL_MS = 10_000;

let pending: { key: string; at: number } | null = null;
/** The element currently rendered for each key. */
const targets = new Map<string, HTMLElement>();

/** Focus moves to the element rendered with `useFocusHandoff(key)`: at once if it is on the page
 * (the new content came first), else as soon as it renders; with `next`, only the element that
 * renders next (the one on the page is about to be replaced). */
export function handFocusTo(key: string, { next = false }: { next?: boolean } = {}): void {
  const target = targets.get(key);
  if (!next && target?.isConnected) {
    pending = null;
    target.focus();
    return;
  }
  pending = { key, at: Date.now() };
}

/** A ref for the element that takes focus when `handFocusTo(key)` is called. */
export function useFocusHandoff<T extends HTMLElement>(key: string): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    targets.set(key, element);
    if (pending?.key === key) {
      const fresh = Date.now() - pending.at < HANDOFF_TTL_MS;
      pending = null;
      if (fresh) element.focus();
    }
    return () => {
      if (targets.get(key) === element) targets.delete(key);
    };
  });
  return ref;
}

/** The order's status line (paid banner, confirmed or cancelled note) after Pay Now, Accept or
 * Refund & Cancel. */
export const ORDER_STATUS_FOCUS = 'order-status';
