import { readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { Ctx } from '../domain/plumbing/context.ts';
import type { Pace } from '../seed/pace.ts';
import { replay } from './journal-format.ts';
import type { StateStart } from './keeper-state.ts';
import { parseJsonPaced } from './paced-json.ts';
import { applySnapshot, readSnapshot } from './snapshot-document.ts';
import { journals, syncDir, WORLD_FILE } from './state-files.ts';
import { readUploadFiles } from './upload-files.ts';

// The world at start: DIR/world.json with the journals that follow it replayed, or a seeded
// world when there is none — or when it cannot be read (then kept aside as <name>.corrupt-<time>,
// never overwritten). Given a pace (a kept world loaded while the server answers others), its
// text is decoded and parsed in slices too.

/** world.json is decoded this many bytes at a time when paced. */
const DECODE_BYTES = 256 * 1024;

/**
 * Reads DIR/world.json, replays the journals that follow it, and reads the upload files into a
 * checked world (throws with the reason).
 */
async function readSaved(dir: string, bytes: Buffer, pace: Pace | undefined) {
  let doc: { records?: { uploads?: unknown }; journalGeneration?: unknown };
  try {
    doc = (
      pace ? await parseJsonPaced(await decodePaced(bytes, pace), pace) : JSON.parse(String(bytes))
    ) as typeof doc;
  } catch (error) {
    throw new Error(`${WORLD_FILE} is not JSON (${(error as Error).message})`);
  }
  const from = typeof doc?.journalGeneration === 'number' ? doc.journalGeneration : 0;
  delete doc.journalGeneration;
  const files = (await journals(dir)).filter((j) => j.generation >= from);
  const texts = [];
  for (const j of files)
    texts.push({ name: j.name, text: await readFile(join(dir, j.name), 'utf8') });
  const batches = replay(doc as Record<string, unknown>, texts);
  await readUploadFiles(dir, doc?.records?.uploads);
  const read = await readSnapshot(doc, 'bytes', { pace });
  if (!read.ok) {
    throw new Error(
      `${WORLD_FILE} is not a valid world: ${read.problems
        .slice(0, 5)
        .map((p) => `${p.path}: ${p.message}`)
        .join('; ')}`,
    );
  }
  const last = files.at(-1)?.generation ?? from;
  return { world: read.snapshot, savedAt: (doc as { savedAt?: string }).savedAt, batches, last };
}

/** Decoded 256 KB at a time (`pace` between): 40 MB in one go is tens of ms in one turn. */
async function decodePaced(bytes: Buffer, pace: Pace): Promise<string[]> {
  const decoder = new StringDecoder('utf8');
  const pieces: string[] = [];
  for (let at = 0; at < bytes.length; at += DECODE_BYTES) {
    const wait = pace();
    if (wait) await wait;
    pieces.push(decoder.write(bytes.subarray(at, at + DECODE_BYTES)));
  }
  pieces.push(decoder.end());
  return pieces;
}

const stampOfTime = (ms: number) => new Date(ms).toISOString().replace(/[:.]/g, '-');

/** Keeps world.json and its journals aside as <name>.corrupt-<time>; answers world.json's. */
async function keepAside(dir: string): Promise<string> {
  const time = stampOfTime(Date.now());
  const keptAs = `${WORLD_FILE}.corrupt-${time}`;
  await rename(join(dir, WORLD_FILE), join(dir, keptAs));
  for (const j of await journals(dir))
    await rename(join(dir, j.name), join(dir, `${j.name}.corrupt-${time}`));
  await syncDir(dir);
  return keptAs;
}

/**
 * Loads the saved world and its journal into `ctx`, or calls `seed`: how the world came to be,
 * the generation new journal lines go to, and how many journal lines were replayed.
 */
export async function loadState(
  ctx: Ctx,
  dir: string,
  seed: () => Promise<unknown>,
  pace?: Pace,
): Promise<{ start: StateStart; generation: number; replayed: number }> {
  let bytes: Buffer | undefined;
  try {
    bytes = await readFile(join(dir, WORLD_FILE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (bytes === undefined) {
    // Journals without a world.json: a first save that never finished; nothing to go on from.
    for (const j of await journals(dir)) await unlink(join(dir, j.name));
    await seed();
    return { start: { kind: 'new' }, generation: 0, replayed: 0 };
  }
  const began = performance.now();
  try {
    const { world, savedAt, batches, last } = await readSaved(dir, bytes, pace);
    applySnapshot(ctx, world);
    const ms = Math.round(performance.now() - began);
    return { start: { kind: 'loaded', savedAt, ms }, generation: last, replayed: batches };
  } catch (error) {
    const keptAs = await keepAside(dir);
    await seed();
    const start: StateStart = { kind: 'corrupt', keptAs, reason: (error as Error).message };
    return { start, generation: 0, replayed: 0 };
  }
}
