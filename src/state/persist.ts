// Persistence of the client stores under ONE root key, and of the device id under its own key.
// The only module that touches localStorage. Slices: cart, user (userInfo, countdown),
// shippingAddress (address), searching (searchedLocation only). What is read back goes through
// zod schemas: a slice that cannot be read falls back to its default (`catch`), a broken cart line
// or extra is dropped, and the rest is kept.
import { proxy, snapshot, subscribe } from 'valtio';
import { z } from 'zod/mini';
import { shippingAddressInputSchema } from '#src/api/schemas/address.ts';
import { authUserSchema } from '#src/api/schemas/auth-user.ts';
import { type CartItem, cartStore, DEFAULT_CATEGORY, replaceCart } from '#src/state/cart.ts';
import { searchingStore } from '#src/state/searching.ts';
import { type SessionState, sessionStore, type UserInfo } from '#src/state/session.ts';
import { type ShippingState, shippingStore } from '#src/state/shipping.ts';

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

/** A count that was stored: a finite number ≥ `min`, kept whole. */
const wholeCount = (min: number) => z.number().check(z.gte(min), z.overwrite(Math.floor));

/**
 * A list that keeps the entries `entry` reads and drops the others (not a list: empty). The
 * filtering is an `overwrite` check rather than a pipe into a transform: same result, and the
 * first chunk does without zod's pipe and transform code.
 */
const readableEntries = <T>(entry: z.ZodMiniType<T>) =>
  z.catch(
    z.array(z.unknown()).check(
      z.overwrite((list) =>
        list.flatMap((value) => {
          const read = z.safeParse(entry, value);
          return read.success ? [read.data] : [];
        }),
      ),
    ),
    () => [],
  ) as unknown as z.ZodMiniType<T[]>;

const storedExtraSchema = z.object({
  _id: z.string(),
  item: z.catch(z.string(), ''),
  price: z.number(),
  quantity: z.catch(wholeCount(0), 0),
  limit: z.optional(z.number()),
});

const storedImageSchema = z.object({ url: z.string(), imgId: z.optional(z.string()) });

/** A stored line; fields a cart saved by an older version lacks get the line's defaults. */
const storedCartItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  userId: z.string(),
  imgs: readableEntries(storedImageSchema),
  category: z.catch(z.string().check(z.minLength(1)), DEFAULT_CATEGORY),
  type: z.catch(z.optional(z.string()), undefined),
  quantity: wholeCount(1),
  extras: readableEntries(storedExtraSchema),
});

/** The readable lines of the first line's store (a cart never mixes stores). */
const storedCartSchema = z.catch(
  z.object({ items: readableEntries<CartItem>(storedCartItemSchema) }).check(
    z.overwrite(({ items }) => ({
      items: items.filter((item) => item.userId === items[0]?.userId),
    })),
  ),
  () => ({ items: [] }),
);

const storedUserInfoSchema: z.ZodMiniType<UserInfo> = z.object({
  user: z.optional(authUserSchema),
  firstname: z.optional(z.string()),
});

const storedSessionSchema = z.catch(
  z.object({
    userInfo: z.catch(z.nullable(storedUserInfoSchema), null),
    countdown: z.catch(wholeCount(0), 0),
  }),
  () => ({ userInfo: null, countdown: 0 }),
);

const storedShippingSchema = z.catch(
  z.object({ address: z.catch(z.nullable(shippingAddressInputSchema), null) }),
  () => ({ address: null }),
);

const storedSearchingSchema = z.catch(
  z.object({ searchedLocation: z.catch(z.string(), '') }),
  () => ({ searchedLocation: '' }),
);

/** The root key's value: an object (not a list), each slice read on its own. */
const persistedRootSchema = z.object({
  cart: storedCartSchema,
  user: storedSessionSchema,
  shippingAddress: storedShippingSchema,
  searching: storedSearchingSchema,
});

export interface PersistedRoot {
  version: 1;
  cart: { items: CartItem[] };
  user: SessionState;
  shippingAddress: ShippingState;
  searching: { searchedLocation: string };
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
  const read = z.safeParse(persistedRootSchema, data);
  return read.success ? { version: 1, ...read.data } : null;
}

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

/** Put persisted slices into the stores. */
function applyPersisted(root: PersistedRoot): void {
  replaceCart(root.cart.items);
  sessionStore.userInfo = root.user.userInfo;
  sessionStore.countdown = root.user.countdown;
  shippingStore.address = root.shippingAddress.address;
  searchingStore.searchedLocation = root.searching.searchedLocation;
}

/** The browser's localStorage, or null where it is missing or blocked. */
function browserStorage(): PersistStorage | null {
  try {
    const storage = globalThis.localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

/** The device id's own key (src/api/device-id.ts): it outlives sign-out and corrupt root data. */
const DEVICE_ID_KEY = 'bukka.deviceId';

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
  persistStore.rehydrated = true;
  persistStore.outcome = outcome;
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
