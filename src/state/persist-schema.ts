// The shape the persisted root key is read back with (src/state/persist.ts writes it): zod
// schemas per slice; a slice that cannot be read falls back to its default (`catch`), a broken
// cart line or extra is dropped, and the rest is kept.
import { z } from 'zod/mini';
import { shippingAddressInputSchema } from '#shared/schemas/address.ts';
import { authUserSchema } from '#shared/schemas/auth-user.ts';
import { type CartItem, DEFAULT_CATEGORY } from '#src/state/cart.ts';
import type { SessionState, UserInfo } from '#src/state/session.ts';
import type { ShippingState } from '#src/state/shipping.ts';

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
