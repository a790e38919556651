// Persistence of the client stores under ONE root key, and of the device id under its own key.
// The only module that touches localStorage. Slices: cart, user (userInfo, countdown),
// shippingAddress (address), searching (searchedLocation only). What is read back goes through
// the zod schemas of persist-schema.ts. Tabs share the root key: what another tab writes is
// applied by tab-sync.ts (a `storage` event, and a fresh read before an order is sent), and a
// short-lived checkout lock keeps two tabs from sending the same cart at once.
import { proxy, snapshot, subscribe } from 'valtio';
import { type CartItem, cartStore, replaceCart } from '#src/state/cart.ts';
import { type PersistedRoot, parsePersisted } from '#src/state/persist-schema.ts';

export { parsePersisted };

import { searchingStore } from '#src/state/searching.ts';
import { type SessionState, sessionStore } from '#src/state/session.ts';
import { shippingStore } from '#src/state/shipping.ts';

export const PERSIST_ROOT_KEY = 'bukka';
/** Rehydration gives up after this long (spec section 9). */
export const REHYDRATE_TIMEOUT_MS = 5000;

/** localStorage or anything shaped like it (reads may be async). */
export interface PersistStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
}

/** restored: data applied; empty: nothing stored; corrupt: unreadable, defaults kept; timeout. */
export type RehydrateOutcome = 'restored' | 'empty' | 'corrupt' | 'timeout';

export const persistStore = proxy<{ rehydrated: boolean; outcome: RehydrateOutcome | null }>({
  rehydrated: false,
  outcome: null,
});

/** The persisted slices of the live stores. */
function collectPersisted(): PersistedRoot {
  const session = snapshot(sessionStore);
  const shipping = snapshot(shippingStore);
  return {
    version: 1,
    cart: { items: snapshot(cartStore).items as CartItem[] },
    user: { userInfo: session.userInfo as SessionState['userInfo'], countdown: session.countdown },
    shippingAddress: { address: shipping.address ? { ...shipping.address } : null },
    searching: { searchedLocation: searchingStore.searchedLocation },
  };
}

/** The persisted slices one can take from stored data (the countdown goes with `user` only at
 * boot: each tab ticks its own). */
export type PersistedSlice = 'cart' | 'user' | 'shippingAddress' | 'searching';

/** Put persisted slices into the stores: all of them at boot, or those another tab changed. */
export function applyPersisted(
  root: PersistedRoot,
  only?: Readonly<Record<PersistedSlice, boolean>>,
): void {
  if (!only || only.cart) replaceCart(root.cart.items);
  if (!only || only.user) sessionStore.userInfo = root.user.userInfo;
  if (!only) sessionStore.countdown = root.user.countdown;
  if (!only || only.shippingAddress) shippingStore.address = root.shippingAddress.address;
  if (!only || only.searching) searchingStore.searchedLocation = root.searching.searchedLocation;
}

/** The browser's localStorage, or null where it is missing or blocked (the one door to it: the
 * payments in flight and the checkout lock keep their own keys through it too). */
export function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The device id's own key (src/api/device-id.ts): it outlives sign-out and corrupt root data. */
const DEVICE_ID_KEY = 'bukka.deviceId';

/** The device id this browser was given, or null (none yet, or storage blocked). */
export function readDeviceId(storage = browserStorage()): string | null {
  try {
    return storage?.getItem(DEVICE_ID_KEY) || null;
  } catch {
    return null;
  }
}

/** Keeps the device id for the next page loads (silently in memory only where storage fails). */
export function saveDeviceId(id: string, storage = browserStorage()): void {
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
  persistStore.rehydrated = true;
  persistStore.outcome = outcome;
  return outcome;
}

/** The text last written or read from another tab: a change that leaves it the same is not
 * written again (no ping-pong between tabs). */
let lastText = '';
/** The storage being kept in step (null when persistence is not running, or its last write
 * failed: then memory is newer than storage and is not replaced by it). */
let activeStorage: PersistStorage | null = null;
let writeFailed = false;

/** The text this tab would write now (its persisted slices). */
export const persistedText = (): string => JSON.stringify(collectPersisted());

/** Takes `text` as already written: the next change that leaves it the same writes nothing. */
export function takeAsWritten(text: string): void {
  lastText = text;
}

/** The storage being kept in step, or null when persistence is not running or its last write
 * failed (then memory is newer than storage and is not replaced by it). */
export const storageInStep = (): PersistStorage | null => (writeFailed ? null : activeStorage);

/** Write the root key whenever a persisted slice changes. Returns an unsubscribe function. */
export function startPersisting(storage: PersistStorage | null): () => void {
  if (!storage) return () => {};
  lastText = '';
  writeFailed = false;
  activeStorage = storage;
  const write = () => {
    const text = JSON.stringify(collectPersisted());
    if (text === lastText) return;
    lastText = text;
    try {
      const pending = storage.setItem(PERSIST_ROOT_KEY, text);
      if (pending instanceof Promise) pending.catch(() => {});
      writeFailed = false;
    } catch {
      // Quota exceeded or storage blocked: the app keeps working from memory.
      writeFailed = true;
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
    if (activeStorage === storage) activeStorage = null;
  };
}

/** The storage kept in step with the stores (null when persistence is not running). */
export function sharedStorage(): PersistStorage | null {
  return activeStorage;
}

/** Boot: rehydrate (≤ 5 s), then keep the root key in step with the stores (other tabs:
 * tab-sync.ts, loaded after the first render). */
export async function initPersistence(
  storage: PersistStorage | null = browserStorage(),
  timeoutMs: number = REHYDRATE_TIMEOUT_MS,
): Promise<{ outcome: RehydrateOutcome; stop: () => void }> {
  const outcome = await rehydrate(storage, timeoutMs);
  return { outcome, stop: startPersisting(storage) };
}
