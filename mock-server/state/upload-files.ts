import { createHash } from 'node:crypto';
import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { DbRecords } from '../db/db-records.ts';
import { syncDir, writeAtomic } from './state-files.ts';

// Uploads kept as files under DIR/uploads named by their SHA-256 (content-addressed: uploads with
// the same bytes share their file), written before the journal line or world.json that names
// them and deleted only once nothing names them.

export const UPLOADS = 'uploads';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const UPLOAD_FILE = /^uploads\/[0-9a-f]{64}\.[a-z0-9]{1,8}$/;

type Upload = DbRecords['uploads'][number];

// A memo keyed by the bytes themselves, which never change once stored: never stale, nothing of a
// world's to reset (another world's uploads are other arrays, or the same bytes).
const hashes = new WeakMap<Uint8Array, string>();
/** An upload's file name (by content: a stored upload's bytes never change). */
export function uploadFile(upload: Upload): string {
  let hash = hashes.get(upload.data);
  if (!hash) {
    hash = createHash('sha256').update(upload.data).digest('hex');
    hashes.set(upload.data, hash);
  }
  return `${UPLOADS}/${hash}.${EXTENSIONS[upload.mimetype] ?? 'bin'}`;
}

/** The upload files of one state directory. */
export type UploadFiles = {
  dir: string;
  /** Known to be on disk (written by the keeper, or named by the loaded world). */
  onDisk: Set<string>;
  /** Written since the last whole-world capture (not in that world.json). */
  sinceCapture: Set<string>;
};

/** The upload files of DIR, those of `uploads` (the live world's) known to be there. */
export const uploadFilesOf = (dir: string, uploads: Iterable<Upload>): UploadFiles => ({
  dir,
  onDisk: new Set([...uploads].map(uploadFile)),
  sinceCapture: new Set(),
});

/** Removes the files a killed save wrote before the line or world.json that would have named them. */
export async function removeStrayUploads(files: UploadFiles): Promise<void> {
  for (const name of await readdir(join(files.dir, UPLOADS))) {
    const file = `${UPLOADS}/${name}`;
    if (!files.onDisk.has(file)) await unlink(join(files.dir, file)).catch(() => undefined);
  }
}

/** Writes the files not on disk yet (one write per file: the same bytes share theirs). */
export async function writeUploads(
  files: UploadFiles,
  uploads: { file: string; data: Uint8Array }[],
): Promise<void> {
  const fresh = [...new Map(uploads.map((f) => [f.file, f])).values()].filter(
    (f) => !files.onDisk.has(f.file),
  );
  await Promise.all(fresh.map((f) => writeAtomic(join(files.dir, f.file), f.data)));
  if (fresh.length > 0) await syncDir(join(files.dir, UPLOADS));
  for (const f of fresh) {
    files.onDisk.add(f.file);
    files.sinceCapture.add(f.file);
  }
}

/** Deletes the files a new world.json does not name (nor a journal line written since). */
export async function removeUnnamedUploads(files: UploadFiles, named: Set<string>): Promise<void> {
  for (const file of [...files.onDisk]) {
    if (named.has(file) || files.sinceCapture.has(file)) continue;
    files.onDisk.delete(file);
    await unlink(join(files.dir, file)).catch(() => undefined);
  }
}

/** A loaded document's uploads with their bytes read from the files they name (throws). */
export async function readUploadFiles(dir: string, uploads: unknown): Promise<void> {
  if (!Array.isArray(uploads)) return;
  for (const [i, upload] of uploads.entries()) {
    const file = (upload as { file?: unknown })?.file;
    if (typeof file !== 'string' || !UPLOAD_FILE.test(file))
      throw new Error(`records.uploads[${i}].file: expected uploads/<sha256>.<ext>`);
    const { file: _file, ...record } = upload as Record<string, unknown>;
    try {
      uploads[i] = { ...record, data: new Uint8Array(await readFile(join(dir, file))) };
    } catch {
      throw new Error(`records.uploads[${i}]: ${file} is missing`);
    }
  }
}
