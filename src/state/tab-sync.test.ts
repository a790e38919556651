// Tabs share the persisted root key: what another tab writes is applied here, without
// writing it back (no ping-pong), a fresh read before an order sees a cart emptied elsewhere, and
// the checkout lock keeps two tabs from sending one cart.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, cartCount, cartStore, clearCart } from '#src/state/cart.ts';
import { claimCheckout, releaseCheckout } from '#src/state/checkout-lock.ts';
import {
  initPersistence,
  PERSIST_ROOT_KEY,
  type PersistStorage,
  startPersisting,
} from '#src/state/persist.ts';
import { clearSearchedLocation } from '#src/state/searching.ts';
import { clearSession, sessionStore, setCountdown, setUserInfo } from '#src/state/session.ts';
import { clearShippingAddress, shippingStore } from '#src/state/shipping.ts';
import {
  applyStoredText,
  listenToOtherTabs,
  onCartEmptiedElsewhere,
  pullStoredState,
} from '#src/state/tab-sync.ts';
import { testAddress } from '#tests/support/addresses.ts';

class MemoryStorage implements PersistStorage {
  data = new Map<string, string>();
  writes = 0;
  refuse = false;
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.refuse) throw new Error('QuotaExceededError');
    this.writes += 1;
    this.data.set(key, value);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const dish = { _id: 'p1', name: 'Jollof', price: 2500, userId: 'store-a' };
const line = { ...dish, imgs: [], category: 'food', quantity: 3, extras: [] };

/** What another tab would write: the root key with the given slices. */
function otherTab(slices: Record<string, unknown>): string {
  return JSON.stringify({
    version: 1,
    cart: { items: [] },
    user: { userInfo: null, countdown: 0 },
    shippingAddress: { address: null },
    searching: { searchedLocation: '' },
    ...slices,
  });
}

let stops: Array<() => void> = [];
beforeEach(() => {
  clearCart();
  clearSession();
  clearShippingAddress();
  clearSearchedLocation();
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.unstubAllGlobals();
});

describe('applying another tab’s state', () => {
  it('takes its cart, session and address, and writes nothing back', async () => {
    const storage = new MemoryStorage();
    stops.push(startPersisting(storage));
    const text = otherTab({
      cart: { items: [line] },
      user: { userInfo: { user: { _id: 'u1' }, firstname: 'Ada' }, countdown: 0 },
      shippingAddress: { address: testAddress },
    });
    storage.data.set(PERSIST_ROOT_KEY, text);
    const applied = applyStoredText(text);
    expect(applied).toMatchObject({ cart: true, user: true, shippingAddress: true });
    expect(cartCount()).toBe(3);
    expect(sessionStore.userInfo?.firstname).toBe('Ada');
    expect(shippingStore.address?.name).toBe(testAddress.name);
    await flush();
    expect(storage.writes).toBe(0);
    expect(storage.data.get(PERSIST_ROOT_KEY)).toBe(text);
  });

  it('keeps this tab’s resend countdown and does not echo a countdown tick', async () => {
    const storage = new MemoryStorage();
    stops.push(startPersisting(storage));
    setCountdown(40);
    await flush();
    const writes = storage.writes;
    expect(applyStoredText(otherTab({ user: { userInfo: null, countdown: 12 } }))).toEqual({
      cart: false,
      user: false,
      shippingAddress: false,
      searching: false,
    });
    expect(sessionStore.countdown).toBe(40);
    await flush();
    expect(storage.writes).toBe(writes);
  });

  it('a sign-out in another tab signs this tab out', () => {
    setUserInfo({ user: { _id: 'u1' }, firstname: 'Ada' });
    applyStoredText(otherTab({}));
    expect(sessionStore.userInfo).toBeNull();
  });

  it('ignores text it cannot read', () => {
    addToCart(dish, 2);
    expect(applyStoredText('{not json').cart).toBe(false);
    expect(cartCount()).toBe(2);
  });

  it('applies the storage event of the root key, and only that key', async () => {
    const target = new EventTarget();
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    const storage = new MemoryStorage();
    const { stop: stopWriting } = await initPersistence(storage);
    const stopListening = listenToOtherTabs();
    const stop = () => {
      stopWriting();
      stopListening();
    };
    stops.push(stop);
    const storageEvent = (key: string, newValue: string | null) =>
      Object.assign(new Event('storage'), { key, newValue });
    target.dispatchEvent(storageEvent('bukka.deviceId', otherTab({ cart: { items: [line] } })));
    expect(cartCount()).toBe(0);
    target.dispatchEvent(storageEvent(PERSIST_ROOT_KEY, otherTab({ cart: { items: [line] } })));
    expect(cartCount()).toBe(3);
    target.dispatchEvent(storageEvent(PERSIST_ROOT_KEY, otherTab({})));
    expect(cartCount()).toBe(0);
    stop();
    target.dispatchEvent(storageEvent(PERSIST_ROOT_KEY, otherTab({ cart: { items: [line] } })));
    expect(cartCount()).toBe(0);
  });
});

describe('a cart emptied by another tab', () => {
  it('is heard once by the page showing it, whether the event or this tab’s own read finds it', async () => {
    const target = new EventTarget();
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    const storage = new MemoryStorage();
    stops.push(startPersisting(storage), listenToOtherTabs());
    const heard = vi.fn();
    stops.push(onCartEmptiedElsewhere(heard));
    const storageEvent = (newValue: string) =>
      Object.assign(new Event('storage'), { key: PERSIST_ROOT_KEY, newValue });
    target.dispatchEvent(storageEvent(otherTab({ cart: { items: [line] } })));
    expect(heard).not.toHaveBeenCalled();
    target.dispatchEvent(storageEvent(otherTab({})));
    expect(cartCount()).toBe(0);
    expect(heard).toHaveBeenCalledTimes(1);
    // This tab's own read before an order (no event came): heard too, once.
    applyStoredText(otherTab({ cart: { items: [line] } }));
    expect(heard).toHaveBeenCalledTimes(1);
    storage.data.set(PERSIST_ROOT_KEY, otherTab({}));
    pullStoredState();
    expect(heard).toHaveBeenCalledTimes(2);
    pullStoredState();
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('pullStoredState (right before an order is sent)', () => {
  it('sees a cart emptied by another tab that sent no event', async () => {
    const storage = new MemoryStorage();
    stops.push(startPersisting(storage));
    addToCart(dish, 2);
    await flush();
    storage.data.set(PERSIST_ROOT_KEY, otherTab({}));
    expect(pullStoredState().cart).toBe(true);
    expect(cartStore.items).toEqual([]);
  });

  it('changes nothing when storage agrees, persistence is off, or the last write failed', async () => {
    addToCart(dish, 2);
    expect(pullStoredState().cart).toBe(false);
    const storage = new MemoryStorage();
    stops.push(startPersisting(storage));
    await flush();
    addToCart(dish, 4);
    await flush();
    expect(pullStoredState().cart).toBe(false);
    storage.refuse = true;
    addToCart(dish, 5);
    await flush();
    expect(pullStoredState().cart).toBe(false);
    expect(cartCount()).toBe(5);
  });
});

describe('the checkout lock', () => {
  it('is refused while another tab sends the same cart, and free for another cart', async () => {
    const storage = new MemoryStorage();
    stops.push(startPersisting(storage));
    const other = { cart: 'cart-1', tab: 'other-tab', until: Date.now() + 60_000 };
    storage.data.set('bukka.checkout', JSON.stringify(other));
    expect(await claimCheckout('cart-1')).toBe(false);
    expect(await claimCheckout('cart-2')).toBe(true);
    releaseCheckout('cart-2');
    expect(storage.data.get('bukka.checkout')).toBe('');
  });

  it('gives way to a tab that claimed the same cart at the same moment', async () => {
    const storage = new MemoryStorage();
    stops.push(startPersisting(storage));
    const claim = claimCheckout('cart-1');
    // The other tab's write lands after this tab's, before it checks.
    storage.data.set(
      'bukka.checkout',
      JSON.stringify({ cart: 'cart-1', tab: 'other-tab', until: Date.now() + 60_000 }),
    );
    expect(await claim).toBe(false);
    releaseCheckout('cart-1');
    expect(storage.data.get('bukka.checkout')).toContain('other-tab');
  });

  it('takes over a stale lock (its tab closed mid-send), and claims once per send', async () => {
    const storage = new MemoryStorage();
    stops.push(startPersisting(storage));
    storage.data.set(
      'bukka.checkout',
      JSON.stringify({ cart: 'cart-1', tab: 'other-tab', until: Date.now() - 1 }),
    );
    expect(await claimCheckout('cart-1')).toBe(true);
    releaseCheckout('cart-1');
    expect(await claimCheckout('cart-1')).toBe(true);
  });
});
