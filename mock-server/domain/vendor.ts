import { z } from 'zod';
import type { VendorRegistrationFields } from '#src/api/schemas/vendors.ts';
import { type ProductPostFields, productPostExtraSchema } from '#src/api/schemas/vendors.ts';
import type { Ctx } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';
import { exactKobo } from './plumbing/exact-kobo.ts';
import type { UploadedFile } from './plumbing/request-parts.ts';
import { productWire } from './plumbing/wire.ts';
import { assertSelf } from './session.ts';
import { assertUploadQuota, checkImage, MAX_PRODUCT_IMAGES, saveImage } from './uploads.ts';

const text = (v: unknown, max = 300): string =>
  typeof v === 'string' ? v.trim().slice(0, max) : '';

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
  const businessName = text(input.fields.businessName, 80);
  const physicalAddress = text(input.fields.physicalAddress);
  if (!businessName) fail(400, 'businessName is required');
  if (!physicalAddress) fail(400, 'physicalAddress is required');
  const places = jsonList(input.fields.placesCanDeliverTo, 'placesCanDeliverTo')
    .map((p) => text(p, 100))
    .filter(Boolean)
    .slice(0, 30);
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
  if (!(price > 0) || price > 10_000_000) fail(400, 'price must be a positive number');
  const priceKobo = exactKobo(price);
  if (priceKobo === undefined || priceKobo < 1) {
    fail(400, 'price must be a whole number of kobo: at most two decimals, at least 0.01');
  }
  for (const key of ['name', 'desc', 'category', 'type'] as const) {
    if (!text(f[key])) fail(400, `Product validation failed: ${key}: Path \`${key}\` is required.`);
  }
  const files = input.files;
  if (files.some((x) => x.field !== 'imgs')) fail(400, 'Images must be sent in the imgs field');
  if (files.length > MAX_PRODUCT_IMAGES)
    fail(400, `At most ${MAX_PRODUCT_IMAGES} images per product`);
  // Hosted (§4.6): the JSON text of `content` is stored as it came, as a list of one line.
  const content = ctx.profile.hostedShapes
    ? [f.content.slice(0, 2000)].filter(Boolean)
    : jsonList(f.content, 'content')
        .map((c) => text(c, 200))
        .filter(Boolean)
        .slice(0, 30);
  const extras = jsonList(f.extras, 'extras').map((entry, i) => {
    const parsed = z.safeParse(productPostExtraSchema, entry);
    const extra = parsed.success ? parsed.data : undefined;
    const item = text(extra?.item, 80);
    if (!extra || !item || extra.price < 0 || !Number.isInteger(extra.limit) || extra.limit < 1) {
      fail(400, `extras[${i}] needs item, price and limit`);
    }
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
    name: text(f.name, 120),
    desc: text(f.desc, 1000),
    priceKobo,
    content,
    imgs,
    category: text(f.category, 60),
    type: text(f.type, 60),
    visibility: text(f.visibility, 30) || 'Public',
    removed: false,
    extras,
    createdAt: now,
    updatedAt: now,
  });
  return productWire(product);
}
