// Persistence of the client stores under ONE root key, and of the device id under its own key.
// The only module that touches localStorage. Slices: cart, user (userInfo, countdown),
// shippingAddress (+ payment reference), searching (searchedLocation only).
import { proxy, snapshot, subscribe } from 'valtio';
import { type CartItem, cartStore, replaceCart } from '#src/state/cart.ts';
import { searchingStore } from '#src/state/searching.ts';
import { type SessionState, sessionStore } from '#src/state/session.ts';
import { SHIPPING_FIELDS, type ShippingState, shippingStore } from '#src/state/shipping.ts';

export const PERSIST_ROOT_KEY = 'bukka';
/** Rehydration gives up after this long (spec section 9). */
export const REHYDRATE_TIMEOUT_MS = 5000;

/** localStorage or anything shaped like it (reads may be async). */
export interface PersistStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
}

export interface PersistedRoot {
  version: 1;
  cart: { items: CartItem[] };
  user: SessionState;
  shippingAddress: ShippingState;
  searching: { searchedLocation: string };
}

/** restored: data applied; empty: nothing stored; corrupt: unreadable, defaults kept; timeout. */
export type RehydrateOutcome = 'restored' | 'empty' | 'corrupt' | 'timeout';

export const persistStatus = proxy<{ rehydrated: boolean; outcome: RehydrateOutcome | null }>({
  rehydrated: false,
  outcome: null,
});

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function readCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const { _id, name, price, userId, quantity, extras } = value;
  if (!isText(_id) || !isText(userId) || !isText(name) || typeof price !== 'number') return null;
  if (!isCount(quantity) || quantity < 1) return null;
  const list = Array.isArray(extras) ? extras : [];
  const cleanExtras = list.flatMap((extra) =>
    isRecord(extra) && isText(extra._id) && typeof extra.price === 'number'
      ? [
          {
            _id: extra._id,
            item: isText(extra.item) ? extra.item : '',
            price: extra.price,
            quantity: isCount(extra.quantity) ? Math.floor(extra.quantity) : 0,
          },
        ]
      : [],
  );
  return {
    ...value,
    _id,
    name,
    price,
    userId,
    quantity: Math.floor(quantity),
    extras: cleanExtras,
  };
}

function readCart(value: unknown): CartItem[] {
  const list = isRecord(value) && Array.isArray(value.items) ? value.items : [];
  const items = list.map(readCartItem).filter((item): item is CartItem => item !== null);
  const owner = items[0]?.userId;
  return items.filter((item) => item.userId === owner);
}

function readUser(value: unknown): SessionState {
  if (!isRecord(value)) return { userInfo: null, countdown: 0 };
  const userInfo = isRecord(value.userInfo) ? (value.userInfo as SessionState['userInfo']) : null;
  const countdown = isCount(value.countdown) ? Math.floor(value.countdown) : 0;
  return { userInfo, countdown };
}

function readShipping(value: unknown): ShippingState {
  if (!isRecord(value)) return { address: null, reference: null };
  const raw = value.address;
  const address =
    isRecord(raw) && SHIPPING_FIELDS.every((field) => isText(raw[field]))
      ? (Object.fromEntries(
          SHIPPING_FIELDS.map((f) => [f, raw[f]]),
        ) as unknown as ShippingState['address'])
      : null;
  const ref = value.reference;
  const reference =
    isRecord(ref) && isText(ref.reference)
      ? { reference: ref.reference, ...(isText(ref.message) ? { message: ref.message } : {}) }
      : null;
  return { address, reference };
}

function readSearching(value: unknown): { searchedLocation: string } {
  return {
    searchedLocation:
      isRecord(value) && isText(value.searchedLocation) ? value.searchedLocation : '',
  };
}

/** Parse stored text. Never throws: unreadable text gives null, broken slices their defaults. */
export function parsePersisted(text: string | null): PersistedRoot | null {
  if (text === null || text === '') return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  return {
    version: 1,
    cart: { items: readCart(data.cart) },
    user: readUser(data.user),
    shippingAddress: readShipping(data.shippingAddress),
    searching: readSearching(data.searching),
  };
}

/** The persisted slices of the live stores. */
export function collectPersisted(): PersistedRoot {
  const session = snapshot(sessionStore);
  const shipping = snapshot(shippingStore);
  return {
    version: 1,
    cart: { items: snapshot(cartStore).items as CartItem[] },
    user: { userInfo: session.userInfo as SessionState['userInfo'], countdown: session.countdown },
    shippingAddress: {
      address: shipping.address ? { ...shipping.address } : null,
      reference: shipping.reference ? { ...shipping.reference } : null,
    },
    searching: { searchedLocation: searchingStore.searchedLocation },
  };
}

/** Put persisted slices into the stores. */
export function applyPersisted(root: PersistedRoot): void {
  replaceCart(root.cart.items);
  sessionStore.userInfo = root.user.userInfo;
  sessionStore.countdown = root.user.countdown;
  shippingStore.address = root.shippingAddress.address;
  shippingStore.reference = root.shippingAddress.reference;
  searchingStore.searchedLocation = root.searching.searchedLocation;
}

/** The browser's localStorage, or null where it is missing or blocked. */
export function browserStorage(): PersistStorage | null {
  try {
    const storage = globalThis.localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

/** The device id's own key (src/api/device-id.ts): it outlives sign-out and corrupt root data. */
export const DEVICE_ID_KEY = 'bukka.deviceId';

function syncStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The device id this browser was given, or null (none yet, or storage blocked). */
export function readDeviceId(storage = syncStorage()): string | null {
  try {
    return storage?.getItem(DEVICE_ID_KEY) || null;
  } catch {
    return null;
  }
}

/** Keeps the device id for the next page loads (silently in memory only where storage fails). */
export function saveDeviceId(id: string, storage = syncStorage()): void {
  try {
    storage?.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Storage blocked or full: this page load still uses the id.
  }
}

/** Read the root key into the stores; gives up after `timeoutMs` and keeps the defaults. */
export async function rehydrate(
  storage: PersistStorage | null,
  timeoutMs: number = REHYDRATE_TIMEOUT_MS,
): Promise<RehydrateOutcome> {
  type Read = { outcome: RehydrateOutcome; root?: PersistedRoot };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const read = (async (): Promise<Read> => {
    if (!storage) return { outcome: 'empty' };
    const text = await storage.getItem(PERSIST_ROOT_KEY);
    if (text === null) return { outcome: 'empty' };
    const root = parsePersisted(text);
    return root ? { outcome: 'restored', root } : { outcome: 'corrupt' };
  })().catch((): Read => ({ outcome: 'corrupt' }));
  const timeout = new Promise<Read>((resolve) => {
    timer = setTimeout(() => resolve({ outcome: 'timeout' }), timeoutMs);
  });
  // A late answer (after the timeout) is never applied.
  const { outcome, root } = await Promise.race([read, timeout]);
  clearTimeout(timer);
  if (root) applyPersisted(root);
  persistStatus.rehydrated = true;
  persistStatus.outcome = outcome;
  return outcome;
}

/** Write the root key whenever a persisted slice changes. Returns an unsubscribe function. */
export function startPersisting(storage: PersistStorage | null): () => void {
  if (!storage) return () => {};
  let last = '';
  const write = () => {
    const text = JSON.stringify(collectPersisted());
    if (text === last) return;
    last = text;
    try {
      const pending = storage.setItem(PERSIST_ROOT_KEY, text);
      if (pending instanceof Promise) pending.catch(() => {});
    } catch {
      // Quota exceeded or storage blocked: the app keeps working from memory.
    }
  };
  const stops = [
    subscribe(cartStore, write),
    subscribe(sessionStore, write),
    subscribe(shippingStore, write),
    subscribe(searchingStore, write),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/** Boot: rehydrate (≤ 5 s), then keep the root key in step with the stores. */
export async function initPersistence(
  storage: PersistStorage | null = browserStorage(),
  timeoutMs: number = REHYDRATE_TIMEOUT_MS,
): Promise<{ outcome: RehydrateOutcome; stop: () => void }> {
  const outcome = await rehydrate(storage, timeoutMs);
  return { outcome, stop: startPersisting(storage) };
}
