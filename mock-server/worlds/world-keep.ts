import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProfileName } from '../domain/plumbing/behaviour-profile.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import type { Pace } from '../seed/pace.ts';
import { openStateDir, type StateKeeper } from '../state/state-dir.ts';
import { WORLD_FILE, writeAtomic } from '../state/state-files.ts';

// `--state DIR --keep-worlds`: every made world kept as the default world is (decision 0015), each
// in DIR/worlds/<id>/ — the same keeper (`openStateDir`: world.json and its journal), plus the
// settings a world.json does not carry (its profile, its simulator, when and how it was made).
// A world made is on disk before `POST /__mock/worlds` answers; a dropped or expired world's
// directory is deleted; at start every kept world comes back under its id.

export type KeepOptions = { dir: string };

/** What a made world's world.json does not say, written once beside it. */
export type KeptSettings = {
  profile: ProfileName;
  simulator: { on: boolean; speed: number };
  from: 'seed' | 'snapshot';
  createdAt: number;
};

const WORLDS = 'worlds';
const SETTINGS = 'settings.json';
const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

const dirOf = (keep: KeepOptions, id: string) => join(keep.dir, WORLDS, id);

/**
 * Starts keeping the world `id` (already built in `ctx`): its settings and its world.json are
 * written now, its changes journaled from now on.
 */
export async function keepWorld(
  keep: KeepOptions,
  id: string,
  ctx: Ctx,
  settings: KeptSettings,
  log: (line: string) => void,
): Promise<StateKeeper> {
  const dir = dirOf(keep, id);
  await mkdir(dir, { recursive: true });
  await writeAtomic(join(dir, SETTINGS), JSON.stringify(settings));
  // The world is already filled: nothing to seed, and it is written whole at once.
  return openStateDir(ctx, dir, async () => undefined, { log });
}

/**
 * Opens a kept world's directory into `ctx` (its world.json and journal, else `seed`), read in
 * slices (`pace`): the server answers meanwhile.
 */
export const reopenKept = (
  keep: KeepOptions,
  id: string,
  ctx: Ctx,
  seed: () => Promise<unknown>,
  log: (line: string) => void,
  pace: Pace,
): Promise<StateKeeper> => openStateDir(ctx, dirOf(keep, id), seed, { log, pace });

/** The worlds kept in DIR/worlds (those with a world.json), oldest first, with their settings. */
export async function keptWorlds(
  keep: KeepOptions,
): Promise<{ id: string; settings: KeptSettings }[]> {
  let names: string[];
  try {
    names = await readdir(join(keep.dir, WORLDS));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const kept: { id: string; settings: KeptSettings }[] = [];
  for (const id of names.filter((name) => ID.test(name))) {
    const dir = dirOf(keep, id);
    const has = await readdir(dir).catch(() => [] as string[]);
    if (!has.includes(WORLD_FILE) || !has.includes(SETTINGS)) continue;
    const settings = JSON.parse(await readFile(join(dir, SETTINGS), 'utf8')) as KeptSettings;
    kept.push({ id, settings });
  }
  return kept.sort((a, b) => a.settings.createdAt - b.settings.createdAt);
}

/** Stops keeping a dropped world and deletes its directory. */
export async function forgetKept(
  keep: KeepOptions,
  id: string,
  keeper: StateKeeper,
): Promise<void> {
  keeper.stop();
  await rm(dirOf(keep, id), { recursive: true, force: true });
}
