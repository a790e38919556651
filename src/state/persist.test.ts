import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addExtra, addToCart, cartStore, clearCart } from '#src/state/cart.ts';
import {
  initPersistence,
  PERSIST_ROOT_KEY,
  type PersistStorage,
  persistStore,
  REHYDRATE_TIMEOUT_MS,
  rehydrate,
  startPersisting,
} from '#src/state/persist.ts';
import { parsePersisted } from '#src/state/persist-schema.ts';
import {
  clearSearchedLocation,
  searchingStore,
  setSearchedLocation,
} from '#src/state/searching.ts';
import { clearSession, sessionStore, setCountdown, setUserInfo } from '#src/state/session.ts';
import { clearShippingAddress, setShippingAddress, shippingStore } from '#src/state/shipping.ts';
import { testAddress } from '#tests/support/addresses.ts';

class MemoryStorage implements PersistStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const address = { ...testAddress };

function resetStores() {
  clearCart();
  clearSession();
  clearShippingAddress();
  clearSearchedLocation();
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stops: Array<() => void> = [];
beforeEach(() => resetStores());
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

function fillStores() {
  addToCart({
    _id: 'p1',
    name: 'Jollof',
    price: 2500,
    userId: 'store-a',
    extras: [{ _id: 'x1', item: 'Plantain', price: 300 }],
  });
  addExtra('p1', 'x1');
  setUserInfo({ user: { _id: 'u1', firstname: 'Ada' } });
  setCountdown(42);
  setShippingAddress(address);
  setSearchedLocation('Yaba, Lagos');
}

describe('writing', () => {
  it('writes every persisted slice under one root key, and nothing else', async () => {
    const storage = new MemoryStorage();
    stops.push(startPersisting(storage));
    fillStores();
    await flush();
    expect([...storage.data.keys()]).toEqual([PERSIST_ROOT_KEY]);
    const root = JSON.parse(storage.data.get(PERSIST_ROOT_KEY) ?? '{}');
    expect(Object.keys(root).sort()).toEqual(
      ['cart', 'searching', 'shippingAddress', 'user', 'version'].sort(),
    );
    expect(root.searching).toEqual({ searchedLocation: 'Yaba, Lagos' });
    expect(root.user).toEqual({
      userInfo: { user: { _id: 'u1', firstname: 'Ada' } },
      countdown: 42,
    });
    expect(root.shippingAddress).toEqual({ address });
    expect(root.cart.items[0].extras[0].quantity).toBe(1);
  });

  it('survives a storage that refuses writes', async () => {
    const storage: PersistStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    stops.push(startPersisting(storage));
    fillStores();
    await flush();
    expect(cartStore.items).toHaveLength(1);
  });
});

describe('rehydrate', () => {
  it('restores cart, user, countdown, shipping and searched location', async () => {
    const storage = new MemoryStorage();
    stops.push(startPersisting(storage));
    fillStores();
    await flush();
    stops.pop()?.();
    resetStores();

    expect(await rehydrate(storage)).toBe('restored');
    expect(cartStore.items[0]).toMatchObject({ _id: 'p1', quantity: 1 });
    expect(cartStore.items[0]?.extras[0]?.quantity).toBe(1);
    expect(sessionStore.userInfo?.user?._id).toBe('u1');
    expect(sessionStore.countdown).toBe(42);
    expect(shippingStore.address).toEqual(address);
    expect(searchingStore.searchedLocation).toBe('Yaba, Lagos');
    expect(persistStore).toMatchObject({ rehydrated: true, outcome: 'restored' });
  });

  it('reports empty storage and keeps the defaults', async () => {
    expect(await rehydrate(new MemoryStorage())).toBe('empty');
    expect(await rehydrate(null)).toBe('empty');
    expect(cartStore.items).toEqual([]);
  });

  it('falls back to empty state on corrupt text', async () => {
    for (const text of ['{not json', '42', '"text"', '[]', 'null']) {
      const storage = new MemoryStorage();
      storage.setItem(PERSIST_ROOT_KEY, text);
      expect(await rehydrate(storage)).toBe('corrupt');
      expect(cartStore.items).toEqual([]);
      expect(sessionStore.userInfo).toBeNull();
    }
  });

  it('falls back when reading throws', async () => {
    const storage: PersistStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(await rehydrate(storage)).toBe('corrupt');
  });

  it('drops broken slices and broken cart lines but keeps the rest', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      PERSIST_ROOT_KEY,
      JSON.stringify({
        cart: {
          items: [
            { _id: 'p1', name: 'A', price: 100, userId: 's1', quantity: 2, extras: 'bad' },
            { _id: 'p2', name: 'B', price: 'x', userId: 's1', quantity: 1 },
            { _id: 'p3', name: 'C', price: 100, userId: 's2', quantity: 1 },
            { _id: 'p4', name: 'D', price: 100, userId: 's1', quantity: 0 },
          ],
        },
        user: { userInfo: 'nope', countdown: -3 },
        shippingAddress: { address: { name: 'only a name' }, reference: { reference: 7 } },
        searching: { searchedLocation: 'Ikeja' },
      }),
    );
    expect(await rehydrate(storage)).toBe('restored');
    expect(cartStore.items.map((i) => i._id)).toEqual(['p1']);
    expect(cartStore.items[0]?.extras).toEqual([]);
    expect(sessionStore.userInfo).toBeNull();
    expect(sessionStore.countdown).toBe(0);
    expect(shippingStore.address).toBeNull();
    expect(searchingStore.searchedLocation).toBe('Ikeja');
  });

  it('keeps readable extras, floors counts and ignores what it does not keep', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      PERSIST_ROOT_KEY,
      JSON.stringify({
        cart: {
          items: [
            {
              _id: 'p1',
              name: 'A',
              price: 100,
              userId: 's1',
              quantity: 2.7,
              note: 'dropped',
              imgs: [{ url: 'https://img.test/a.jpg' }, 'junk', { url: 7 }],
              extras: [
                { _id: 'x1', item: 'Plantain', price: 300, quantity: 1.9 },
                { _id: 'x2', price: 'free' },
                { _id: 'x3', price: 50, quantity: -1 },
              ],
            },
          ],
        },
        user: { userInfo: { user: { _id: 'u1', firstname: 7 } }, countdown: 12.5 },
        shippingAddress: {
          address: { ...address, extra: 'dropped' },
          reference: { reference: 'r' },
        },
      }),
    );
    expect(await rehydrate(storage)).toBe('restored');
    expect(cartStore.items).toEqual([
      {
        _id: 'p1',
        name: 'A',
        price: 100,
        userId: 's1',
        // A cart saved before lines kept their pictures and category reads with their defaults.
        imgs: [{ url: 'https://img.test/a.jpg' }],
        category: 'food',
        quantity: 2,
        extras: [
          { _id: 'x1', item: 'Plantain', price: 300, quantity: 1 },
          { _id: 'x3', item: '', price: 50, quantity: 0 },
        ],
      },
    ]);
    expect(sessionStore.userInfo).toBeNull();
    expect(sessionStore.countdown).toBe(12);
    expect(shippingStore.address).toEqual(address);
    expect(searchingStore.searchedLocation).toBe('');
  });

  it(`gives up after ${REHYDRATE_TIMEOUT_MS} ms and never applies a late answer`, async () => {
    vi.useFakeTimers();
    const late = JSON.stringify({ searching: { searchedLocation: 'Late' } });
    const storage: PersistStorage = {
      getItem: () => new Promise((resolve) => setTimeout(() => resolve(late), 8000)),
      setItem: () => {},
    };
    let outcome: string | undefined;
    const pending = rehydrate(storage).then((o) => {
      outcome = o;
    });
    await vi.advanceTimersByTimeAsync(REHYDRATE_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(outcome).toBe('timeout');
    await vi.advanceTimersByTimeAsync(5000);
    expect(searchingStore.searchedLocation).toBe('');
  });

  it('applies an async answer that comes in time', async () => {
    const text = JSON.stringify({ searching: { searchedLocation: 'Lekki' } });
    const storage: PersistStorage = {
      getItem: () => Promise.resolve(text),
      setItem: () => {},
    };
    expect(await rehydrate(storage)).toBe('restored');
    expect(searchingStore.searchedLocation).toBe('Lekki');
  });
});

describe('initPersistence', () => {
  it('rehydrates first, then keeps storage in step', async () => {
    const storage = new MemoryStorage();
    storage.setItem(PERSIST_ROOT_KEY, JSON.stringify({ searching: { searchedLocation: 'Ajah' } }));
    const { outcome, stop } = await initPersistence(storage);
    stops.push(stop);
    expect(outcome).toBe('restored');
    setSearchedLocation('Ikoyi');
    await flush();
    expect(parsePersisted(storage.getItem(PERSIST_ROOT_KEY))?.searching.searchedLocation).toBe(
      'Ikoyi',
    );
  });
});
