// The checkout lock: while one tab sends an order, another tab of the same browser does not send
// the same cart (the cart is shared: src/state/persist.ts). Kept beside the root key in the same
// storage; a lock expires on its own if its tab closed mid-send.
import { type PersistStorage, sharedStorage } from '#src/state/persist.ts';

/** The checkout lock's key: which tab is sending which cart, until when. */
const CHECKOUT_LOCK_KEY = 'bukka.checkout';
/** A lock older than this is stale (its tab closed mid-send): longer than a request's time-out. */
const CHECKOUT_LOCK_MS = 90_000;
/** Long enough for a near-simultaneous claim by another tab to land before this one checks. */
const CHECKOUT_SETTLE_MS = 80;
const thisTab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

interface CheckoutLock {
  cart: string;
  tab: string;
  until: number;
}

function readLock(storage: PersistStorage): CheckoutLock | null {
  try {
    const text = storage.getItem(CHECKOUT_LOCK_KEY);
    if (typeof text !== 'string' || text === '') return null;
    const lock = JSON.parse(text) as Partial<CheckoutLock>;
    return typeof lock.cart === 'string' &&
      typeof lock.tab === 'string' &&
      typeof lock.until === 'number'
      ? (lock as CheckoutLock)
      : null;
  } catch {
    return null;
  }
}

/**
 * Claims the right to send the cart `cart` (its content as text) from this tab. False when
 * another tab is sending the same cart now; two tabs claiming at the same moment: the last
 * write wins, and the other gives way. Without shared storage, every claim succeeds.
 */
export async function claimCheckout(cart: string): Promise<boolean> {
  const storage = sharedStorage();
  if (!storage) return true;
  const held = readLock(storage);
  if (held && held.cart === cart && held.tab !== thisTab && held.until > Date.now()) return false;
  try {
    const lock: CheckoutLock = { cart, tab: thisTab, until: Date.now() + CHECKOUT_LOCK_MS };
    storage.setItem(CHECKOUT_LOCK_KEY, JSON.stringify(lock));
  } catch {
    return true;
  }
  await new Promise((resolve) => setTimeout(resolve, CHECKOUT_SETTLE_MS));
  const owner = readLock(storage);
  return !owner || owner.tab === thisTab || owner.cart !== cart;
}

/** Ends this tab's checkout of `cart` (sent, refused or failed). */
export function releaseCheckout(cart: string): void {
  const storage = sharedStorage();
  if (!storage) return;
  const held = readLock(storage);
  if (held?.tab !== thisTab || held.cart !== cart) return;
  try {
    storage.setItem(CHECKOUT_LOCK_KEY, '');
  } catch {
    // The lock expires on its own.
  }
}
