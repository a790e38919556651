import { koboToNaira } from '#shared/money.ts';
import type { ProductRecord, UserRecord } from '../../db/records.ts';
import { type Profile, setField } from './behaviour-profile.ts';

type Shapes = Pick<Profile, 'omitsUnsetFields' | 'hostedShapes'>;
const SAFE_SHAPES: Shapes = { omitsUnsetFields: false, hostedShapes: false };

// Record → wire shapes (naira numbers, ISO dates, never a hash).

export const isoOf = (ms: number): string => new Date(ms).toISOString();

/** Naira with two decimals, as the hosted API writes balances and totals in text: `1234.50`. */
export const nairaText = (kobo: number): string => koboToNaira(kobo).toFixed(2);

export const productWire = (p: ProductRecord) => ({
  _id: p._id,
  name: p.name,
  userId: p.storeId,
  desc: p.desc,
  price: koboToNaira(p.priceKobo),
  content: p.content,
  imgs: p.imgs,
  removed: p.removed,
  category: p.category,
  type: p.type,
  visibility: p.visibility,
  extras: p.extras.map((x) => ({
    _id: x._id,
    item: x.item,
    price: koboToNaira(x.priceKobo),
    limit: x.limit,
  })),
  createdAt: isoOf(p.createdAt),
  updatedAt: isoOf(p.updatedAt),
  __v: 0,
});

/** The safe profile's distance (absent: unknown) and delivery minutes from the chosen place. */
export type StoreNumbers = { km: number | undefined; deliveryRate: number };

/**
 * A store card; with the hosted profile, fields never set are left out (no `''`), and `km` and
 * `deliveryRate` are the stored display numbers unless `numbers` (the safe profile) replaces them.
 */
export const storeCardWire = (u: UserRecord, p: Shapes = SAFE_SHAPES, numbers?: StoreNumbers) => ({
  businessName: u.businessName,
  _id: u._id,
  ...setField(p, 'businessImg', u.businessImg),
  verified: u.verified,
  rating: u.rating,
  ...(numbers ? (numbers.km === undefined ? {} : { km: numbers.km }) : { km: u.km }),
  deliveryRate: numbers ? numbers.deliveryRate : u.deliveryRate,
  ...setField(p, 'physicalAddress', u.physicalAddress),
  ...setField(p, 'timeOpen', u.timeOpen),
  // Not a hosted field: the mock's online/offline status.
  ...(p.hostedShapes ? {} : { status: u.status }),
});

/**
 * The public part of a rider (the hosted API sends the whole document, hashes included); `km`
 * the real distance from the buyer's place when the safe profile knows it, and then `measuredKm`
 * (the mock's key) says so: a stored `km` is a display number, not a distance; `aboutKm` when it
 * is measured from a stand-in for a larger place (a local government: place-from.ts).
 */
export const riderWire = (
  u: UserRecord,
  p: Shapes = SAFE_SHAPES,
  distance: { km: number | undefined; measured?: boolean; about?: boolean } = { km: u.km },
) => ({
  _id: u._id,
  ...setField(p, 'name', u.name),
  ...setField(p, 'img', u.img),
  ...setField(p, 'physicalAddress', u.physicalAddress),
  rating: u.rating,
  ...(distance.km === undefined ? {} : { km: distance.km }),
  ...(distance.measured && distance.km !== undefined ? { measuredKm: true } : {}),
  ...(distance.measured && distance.about && distance.km !== undefined ? { aboutKm: true } : {}),
  deliveryRate: u.deliveryRate,
  ...(p.hostedShapes ? {} : { status: u.status }),
  isDispatcher: u.isDispatcher,
  createdAt: isoOf(u.createdAt),
});
