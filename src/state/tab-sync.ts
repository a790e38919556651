// Tabs share one persisted root key: what another tab writes is applied here, slice
// by slice, without writing it back (no ping-pong), and an order re-reads the key before it is sent.
// Loaded after the first render (src/app/start-app.tsx): the first screen does not wait for it.
import { cartStore } from '#src/state/cart.ts';
import {
  applyPersisted,
  PERSIST_ROOT_KEY,
  type PersistedSlice,
  parsePersisted,
  persistedText,
  storageInStep,
  takeAsWritten,
} from '#src/state/persist.ts';
import type { PersistedRoot } from '#src/state/persist-schema.ts';

/** What one slice holds, as text: compares a stored slice with the live one. */
const sliceTexts = (root: PersistedRoot) => ({
  cart: JSON.stringify(root.cart),
  user: JSON.stringify(root.user.userInfo),
  shippingAddress: JSON.stringify(root.shippingAddress),
  searching: JSON.stringify(root.searching),
});

/** The slices another tab changed, and which of them this tab took. */
export type AppliedSlices = Record<PersistedSlice, boolean>;

/**
 * Applies what another tab stored (the root key's text): each slice that differs from the live
 * one replaces it; the resend countdown stays this tab's own (each tab ticks its own). The text
 * this tab would now write is taken as written, so applying never writes back.
 */
export function applyStoredText(text: string | null): AppliedSlices {
  const none = { cart: false, user: false, shippingAddress: false, searching: false };
  const stored = parsePersisted(text);
  const live = parsePersisted(persistedText());
  if (!stored || !live) return none;
  const before = sliceTexts(live);
  const after = sliceTexts(stored);
  const changed: AppliedSlices = {
    cart: before.cart !== after.cart,
    user: before.user !== after.user,
    shippingAddress: before.shippingAddress !== after.shippingAddress,
    searching: before.searching !== after.searching,
  };
  const had = cartStore.items.length > 0;
  applyPersisted(stored, changed);
  takeAsWritten(persistedText());
  if (changed.cart && had && cartStore.items.length === 0) {
    for (const listener of emptiedListeners) listener();
  }
  return changed;
}

/**
 * Reads the root key again now (another tab may have changed it since its last event) and
 * applies it. Nothing changes when persistence is not running or the storage answers late.
 */
export function pullStoredState(): AppliedSlices {
  const none = { cart: false, user: false, shippingAddress: false, searching: false };
  const storage = storageInStep();
  if (!storage) return none;
  try {
    const text = storage.getItem(PERSIST_ROOT_KEY);
    return typeof text === 'string' ? applyStoredText(text) : none;
  } catch {
    return none;
  }
}

const emptiedListeners = new Set<() => void>();

/** Hears when another tab empties this tab's cart (it placed the order, or emptied it) — seen by
 * its `storage` event or by this tab's own read before an order: the cart page says so instead of
 * letting the cart vanish without a word. */
export function onCartEmptiedElsewhere(listener: () => void): () => void {
  emptiedListeners.add(listener);
  return () => emptiedListeners.delete(listener);
}

/** Applies what other tabs write to the root key, as they write it (the `storage` event). */
export function listenToOtherTabs(): () => void {
  const target = globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>;
  if (!target.addEventListener || !target.removeEventListener) return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === PERSIST_ROOT_KEY && event.newValue !== null) {
      applyStoredText(event.newValue);
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener?.('storage', onStorage);
}
