import type { Ctx } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';
import type { UploadedFile } from './plumbing/request-parts.ts';

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_PRODUCT_IMAGES = 4;

/** What a transport reads of a multipart body at most: 4 files of 2 MB, a few small fields. */
export const UPLOAD_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: MAX_PRODUCT_IMAGES,
  fields: 40,
  fieldSize: 200_000,
  parts: 50,
};

/** The 413 messages of those limits (both transports answer them alike). */
export const UPLOAD_LIMIT_TEXT = {
  fileSize: 'Images must be at most 2 MB each',
  files: `At most ${MAX_PRODUCT_IMAGES} files per request`,
  parts: 'Too many form fields',
};

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

/** Bytes of uploaded images one user may keep on the mock. */
export const USER_UPLOAD_QUOTA = 24 * 1024 * 1024;
/** Bytes of uploaded images the whole mock keeps (a world reset clears them). */
export const TOTAL_UPLOAD_QUOTA = 96 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Refuses (413) new images that would take their owner or the whole mock over its quota; called
 * before any of a request's images is kept, so a refused post keeps none.
 */
export function assertUploadQuota(ctx: Ctx, userId: string, files: UploadedFile[]): void {
  const adding = files.reduce((sum, f) => sum + f.data.byteLength, 0);
  if (adding === 0) return;
  let mine = 0;
  let all = 0;
  for (const upload of ctx.db.uploads.values()) {
    all += upload.data.byteLength;
    if (upload.userId === userId) mine += upload.data.byteLength;
  }
  if (mine + adding > USER_UPLOAD_QUOTA) {
    fail(
      413,
      `Upload quota reached: your images take ${megabytes(mine)} and each user may keep ${megabytes(USER_UPLOAD_QUOTA)} on this mock (a world reset clears them)`,
    );
  }
  if (all + adding > TOTAL_UPLOAD_QUOTA) {
    fail(
      413,
      `Upload quota reached: this mock keeps at most ${megabytes(TOTAL_UPLOAD_QUOTA)} of images and holds ${megabytes(all)} (a world reset clears them)`,
    );
  }
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
