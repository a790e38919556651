import type { Ctx } from './context.ts';
import { fail } from './errors.ts';
import type { UploadedFile } from './request-parts.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_PRODUCT_IMAGES = 4;

const signatures: { type: string; test: (b: Uint8Array) => boolean }[] = [
  {
    type: 'image/png',
    test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 },
  {
    type: 'image/webp',
    test: (b) => b[0] === 0x52 && b[1] === 0x49 && b[8] === 0x57 && b[9] === 0x45,
  },
];

/** Accepts PNG, JPEG, GIF and WebP (checked by content, not by the declared type), ≤ 2 MB. */
export function checkImage(file: UploadedFile): string {
  if (file.data.byteLength === 0) fail(400, `${file.filename || file.field}: empty file`);
  if (file.data.byteLength > MAX_IMAGE_BYTES) {
    fail(400, `${file.filename || file.field}: images must be at most 2 MB`);
  }
  const kind = signatures.find((s) => s.test(file.data));
  if (!kind)
    fail(400, `${file.filename || file.field}: only PNG, JPEG, GIF or WebP images are accepted`);
  return kind.type;
}

/** Stores an upload; it is served back at the returned URL under /__mock/media/uploads/. */
export async function saveImage(ctx: Ctx, userId: string, file: UploadedFile) {
  const mimetype = checkImage(file);
  const _id = ctx.rng.objectId();
  const ext = mimetype.split('/')[1] === 'jpeg' ? 'jpg' : mimetype.split('/')[1];
  const filename = `${_id}.${ext}`;
  await ctx.db.uploads.insert({
    _id,
    userId,
    filename,
    mimetype,
    data: new Uint8Array(file.data),
    createdAt: ctx.clock.now(),
  });
  return { url: `/__mock/media/uploads/${filename}`, imgId: `uploads/${_id}` };
}

export function readUpload(ctx: Ctx, filename: string) {
  const id = filename.split('.')[0] ?? '';
  const upload = ctx.db.uploads.get(id);
  if (!upload || upload.filename !== filename) fail(404, 'Not found');
  return upload;
}
