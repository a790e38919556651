import { open, readdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { journalGeneration } from './journal-format.ts';

// The state directory's files: their names, and writes that are whole or not at all.

export const WORLD_FILE = 'world.json';
const TEMP_MARK = '.tmp-';

let counter = 0;

/** A temporary name beside `path` (never read: a killed process's are removed at start). */
export const tempPath = (path: string) => `${path}${TEMP_MARK}${process.pid}-${++counter}`;

/** Writes `path` whole or not at all: temp file, fsync, rename. */
export async function writeAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temp = tempPath(path);
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, path);
}

/** Makes the renames in `dir` durable (a directory's entries are its own data). */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Temporary files a killed process left behind in `dirs`: never complete, never read. */
export async function removeTemporaries(dirs: string[]): Promise<void> {
  for (const d of dirs) {
    for (const name of await readdir(d)) {
      if (name.includes(TEMP_MARK)) await unlink(join(d, name)).catch(() => undefined);
    }
  }
}

/** The journal files in DIR, oldest generation first. */
export async function journals(dir: string): Promise<{ generation: number; name: string }[]> {
  const out: { generation: number; name: string }[] = [];
  for (const name of await readdir(dir)) {
    const generation = journalGeneration(name);
    if (generation !== undefined) out.push({ generation, name });
  }
  return out.sort((a, b) => a.generation - b.generation);
}
