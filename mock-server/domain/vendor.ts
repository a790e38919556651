import { z } from 'zod';
import {
  TEXT_LIMITS as MAX,
  PRICE_MAX_NAIRA,
  priceBoundMessage,
  tooLongMessage,
} from '#shared/schemas/field-limits.ts';
import type { VendorRegistrationFields } from '#shared/schemas/vendors.ts';
import { type ProductPostFields, productPostExtraSchema } from '#shared/schemas/vendors.ts';
import type { Ctx } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';
import { exactKobo } from './plumbing/exact-kobo.ts';
import type { UploadedFile } from './plumbing/request-parts.ts';
import { productWire } from './plumbing/wire.ts';
import { assertSelf } from './session.ts';
import { assertUploadQuota, checkImage, MAX_PRODUCT_IMAGES, saveImage } from './uploads.ts';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** `v` trimmed; longer than `max` is refused with a message naming `field` and the limit. */
function limited(v: unknown, field: string, max: number): string {
  const value = text(v);
  if (value.length > max) fail(400, tooLongMessage(field, max));
  return value;
}

/** The lines of a decoded JSON list: each at most `max` characters, at most `count` of them. */
function limitedLines(list: unknown[], field: string, max: number, count: number): string[] {
  const lines = list.map((line) => limited(line, `each of ${field}`, max)).filter(Boolean);
  if (lines.length > count) fail(400, `${field} can hold at most ${count} entries`);
  return lines;
}

/** A multipart field holding a JSON list; a text that is not JSON is a list of one. */
function jsonList(raw: string | undefined, field: string): unknown[] {
  if (raw === undefined || raw === '') return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    return [raw];
  }
  fail(400, `${field} must be a JSON list`);
}

/** Who may register `userId` as a vendor: only that user (checked before the upload is read). */
export function assertMayRegister(actorId: string, userId: string): void {
  assertSelf(actorId, userId);
}

/** The store a product is posted for: the signed-in vendor's own (checked before the upload). */
export function productOwner(ctx: Ctx, actorId: string, storeId: string | undefined) {
  if (!storeId) fail(400, 'userId is required');
  assertSelf(actorId, storeId);
  const user = ctx.db.users.get(storeId);
  if (!user) fail(404, 'user not found');
  if (!user.isBusinessOwner) fail(401, 'unauthorized');
  return user;
}

/** `POST /api/users/vendor/:deviceId/registration/:userId` (multipart). */
export async function registerVendor(
  ctx: Ctx,
  input: {
    actorId: string;
    userId: string;
    fields: VendorRegistrationFields;
    files: UploadedFile[];
  },
) {
  assertMayRegister(input.actorId, input.userId);
  const user = ctx.db.users.get(input.userId);
  if (!user?.otpIsVerified) fail(404, 'you must be a user to register');
  if (user.isBusinessOwner) return { message: ' already a registered vendor' };
  const businessName = limited(input.fields.businessName, 'businessName', MAX.businessName);
  const physicalAddress = limited(
    input.fields.physicalAddress,
    'physicalAddress',
    MAX.physicalAddress,
  );
  if (!businessName) fail(400, 'businessName is required');
  if (!physicalAddress) fail(400, 'physicalAddress is required');
  const places = limitedLines(
    jsonList(input.fields.placesCanDeliverTo, 'placesCanDeliverTo'),
    'placesCanDeliverTo',
    MAX.deliveryPlace,
    MAX.deliveryPlaces,
  );
  const files = input.files.filter((f) => f.field === 'businessImg');
  if (files.length > 1) fail(400, 'Only one businessImg is accepted');
  assertUploadQuota(ctx, user._id, files);
  const image = files[0] ? await saveImage(ctx, user._id, files[0]) : undefined;
  await ctx.db.users.patch(user._id, (u) => {
    u.isBusinessOwner = true;
    u.businessName = businessName;
    u.physicalAddress = physicalAddress;
    u.placesCanDeliverTo = places;
    if (image) u.businessImg = image.url;
    u.updatedAt = ctx.clock.now();
  });
  return ctx.profile.hostedShapes
    ? { message: 'successfully registered' }
    : { message: 'successfully registered', _id: user._id };
}

/** `POST /api/products/post/:deviceId?userId=` (multipart, ≤ 4 images). */
export async function postProduct(
  ctx: Ctx,
  input: {
    actorId: string;
    storeId: string | undefined;
    fields: ProductPostFields;
    files: UploadedFile[];
  },
) {
  const user = productOwner(ctx, input.actorId, input.storeId);
  const f = input.fields;
  const price = Number(f.price);
  if (!(price > 0) || price > PRICE_MAX_NAIRA) fail(400, priceBoundMessage('price'));
  const priceKobo = exactKobo(price);
  if (priceKobo === undefined || priceKobo < 1) {
    fail(400, 'price must be a whole number of kobo: at most two decimals, at least 0.01');
  }
  for (const key of ['name', 'desc', 'category', 'type'] as const) {
    if (!text(f[key])) fail(400, `Product validation failed: ${key}: Path \`${key}\` is required.`);
  }
  const name = limited(f.name, 'name', MAX.productName);
  const desc = limited(f.desc, 'desc', MAX.productDesc);
  const files = input.files;
  if (files.some((x) => x.field !== 'imgs')) fail(400, 'Images must be sent in the imgs field');
  if (files.length > MAX_PRODUCT_IMAGES)
    fail(400, `At most ${MAX_PRODUCT_IMAGES} images per product`);
  // Hosted (§4.6): the JSON text of `content` is stored as it came, as a list of one line.
  const content = ctx.profile.hostedShapes
    ? [f.content].filter(Boolean)
    : limitedLines(jsonList(f.content, 'content'), 'content', MAX.contentLine, MAX.contentLines);
  const extras = jsonList(f.extras, 'extras').map((entry, i) => {
    const parsed = z.safeParse(productPostExtraSchema, entry);
    const extra = parsed.success ? parsed.data : undefined;
    const item = text(extra?.item);
    if (!extra || !item || extra.price < 0 || !Number.isInteger(extra.limit) || extra.limit < 1) {
      fail(400, `extras[${i}] needs item, price and limit`);
    }
    if (item.length > MAX.extraItem) fail(400, tooLongMessage(`extras[${i}].item`, MAX.extraItem));
    if (extra.price > PRICE_MAX_NAIRA) fail(400, priceBoundMessage(`extras[${i}].price`));
    const extraKobo = exactKobo(extra.price);
    if (extraKobo === undefined) {
      fail(400, `extras[${i}]: price must be a whole number of kobo (at most two decimals)`);
    }
    return {
      _id: ctx.rng.objectId(),
      item,
      priceKobo: extraKobo,
      limit: extra.limit,
    };
  });
  for (const file of files) checkImage(file);
  assertUploadQuota(ctx, user._id, files);
  const imgs = [];
  for (const file of files)
    imgs.push({ ...(await saveImage(ctx, user._id, file)), _id: ctx.rng.objectId() });
  const now = ctx.clock.now();
  const product = await ctx.db.products.insert({
    _id: ctx.rng.objectId(),
    storeId: user._id,
    name,
    desc,
    priceKobo,
    content,
    imgs,
    category: text(f.category),
    type: text(f.type),
    visibility: text(f.visibility) || 'Public',
    removed: false,
    extras,
    createdAt: now,
    updatedAt: now,
  });
  return productWire(product);
}
