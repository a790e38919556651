// The boundaries `npm run lint` enforces (biome.json overrides and lint/*.grit), checked on probe
// files laid out like the repo in a scratch folder with a copy of the real configuration: features
// do not import each other, the shared layers import neither features nor the app, only
// src/api/client.ts calls fetch, the client never imports the mock, the scenarios or the demo, the
// mock's domain imports none of what builds on it, and the mock keeps nothing in a map keyed by a
// world's context or db.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const biome = join(root, 'node_modules/.bin/biome');
let scratch = '';

const probe = `import { storeQueries } from '#src/api/stores.ts';
import { homeTexts } from '#src/features/home/home-texts.ts';
import { cartTexts } from '#src/features/cart/cart-texts.ts';
import { ProfilePage } from '#src/app/profile-page.tsx';
export const used = [storeQueries, homeTexts, cartTexts, ProfilePage];
export const viaGlobal = () => globalThis.fetch('/x');
export const bare = () => fetch('/y');
`;

const floorProbe = `import { storeQueries } from '#src/api/stores.ts';
import { seedAccounts } from '#mock/seed/accounts.ts';
import type { Ctx } from '#mock/domain/plumbing/context.ts';
import { startDemo } from '#demo/start-demo.ts';
import { runJourney } from '#scenarios/core/run.ts';
import { routes } from '../../../mock-server/routes/route-list.ts';
export const later = () => import('#mock/adapters/msw.ts');
export { journeys } from '../../scenarios/defs/journeys.ts';
export const used = [storeQueries, seedAccounts, startDemo, runJourney, routes] as unknown as Ctx;
`;

const domainProbe = `import { stepSimulator } from '../simulator/simulator-step.ts';
import type { WorldRegistry } from '../worlds/world-registry.ts';
import { openStateDir } from '#mock/state/state-dir.ts';
import { seedRecords } from '../seed/world.ts';
import { runRoute } from '../routes/run-route.ts';
import { hashSeed } from './plumbing/rng.ts';
export const used = [stepSimulator, openStateDir, seedRecords, runRoute, hashSeed];
export type Registry = WorldRegistry;
`;

const kernelProbe = `import { storeMail } from '../outbox.ts';
import { GAZETTEER } from '#mock/places/gazetteer.ts';
import { createDb } from '../../db/db.ts';
import { hashSeed } from './rng.ts';
import { worldRoutes } from '../../control/world-routes.ts';
import type { CliOptions } from '#mock/cli-options.ts';
export const used = [storeMail, GAZETTEER, createDb, hashSeed, worldRoutes];
export type Options = CliOptions;
`;

const worldMapProbe = `import type { Db } from '../db/db.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
const proofs = new WeakMap<Ctx, Map<string, number>>();
const sizes: WeakMap<Db, number> = new WeakMap();
const listeners = new Map<Ctx['db'], Set<() => void>>();
type Kept = { byWorld: WeakMap<import('../domain/plumbing/context.ts').Ctx, number> };
const byRecord = new WeakMap<object, number>();
const byId = new Map<string, Ctx>();
export const used = [proofs, sizes, listeners, byRecord, byId];
export type { Kept };
`;

/** `rule@line` for every diagnostic Biome reports on `file` (a repo path) holding `text`. */
async function diagnostics(file: string, text = probe): Promise<string[]> {
  const path = join(scratch, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  const run = await promisify(execFile)(biome, ['lint', '--reporter=json', file], {
    cwd: scratch,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(run.stdout) as {
    diagnostics: Array<{ category: string; location: { start: { line: number } } }>;
  };
  return report.diagnostics.map((d) => `${d.category}@${d.location.start.line}`).sort();
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'bukka-lint-'));
  cpSync(join(root, 'biome.json'), join(scratch, 'biome.json'));
  cpSync(join(root, 'lint'), join(scratch, 'lint'), { recursive: true });
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('lint boundaries', () => {
  it('a feature imports its own files and the shared layers, never another feature nor the app', async () => {
    expect(await diagnostics('src/features/home/probe.ts')).toEqual([
      'lint/style/noRestrictedGlobals@7',
      'lint/style/noRestrictedImports@3',
      'lint/style/noRestrictedImports@4',
      'plugin@6',
    ]);
  });

  it('src/lib (like components, state, config, api) imports neither features nor the app', async () => {
    expect(await diagnostics('src/lib/probe.ts')).toEqual([
      'lint/style/noRestrictedGlobals@7',
      'lint/style/noRestrictedImports@2',
      'lint/style/noRestrictedImports@3',
      'lint/style/noRestrictedImports@4',
      'plugin@6',
    ]);
  });

  it('only src/api/client.ts calls fetch', async () => {
    expect(await diagnostics('src/api/client.ts')).toEqual([
      'lint/style/noRestrictedImports@2',
      'lint/style/noRestrictedImports@3',
      'lint/style/noRestrictedImports@4',
    ]);
  });

  it('the client never imports the mock, the scenarios or the static demo (its tests may)', async () => {
    const floor = Array.from({ length: 7 }, (_, i) => `plugin@${i + 2}`);
    expect(await diagnostics('src/app/probe.ts', floorProbe)).toEqual(floor);
    // A feature keeps its own boundary rule beside this one (Biome overrides of one rule replace
    // each other's options: the floor is a plugin so that neither hides the other).
    expect(await diagnostics('src/features/home/probe.ts', floorProbe)).toEqual(
      [...floor, 'lint/style/noRestrictedImports@6', 'lint/style/noRestrictedImports@8'].sort(),
    );
    expect(await diagnostics('src/features/orders/probe.test.tsx', floorProbe)).toEqual([
      'lint/style/noRestrictedImports@6',
      'lint/style/noRestrictedImports@8',
    ]);
  });

  it('shared/ imports neither the client, the mock, the demo nor the scenarios (its tests may)', async () => {
    expect(await diagnostics('shared/probe.ts', floorProbe)).toEqual(
      Array.from({ length: 8 }, (_, i) => `lint/style/noRestrictedImports@${i + 1}`),
    );
    expect(await diagnostics('shared/probe.test.ts', floorProbe)).toEqual([]);
  });

  it('mock-server/domain imports neither the simulator, the worlds, the state nor the seed', async () => {
    expect(await diagnostics('mock-server/domain/probe.ts', domainProbe)).toEqual([
      'lint/style/noRestrictedImports@1',
      'lint/style/noRestrictedImports@2',
      'lint/style/noRestrictedImports@3',
      'lint/style/noRestrictedImports@4',
      'lint/style/noRestrictedImports@5',
    ]);
  });

  it('a floor of the mock imports its own and lower floors, nothing above (scripts/shape/floors.ts)', async () => {
    // domain/plumbing is the kernel: the domain beside it, the places, the control API and the
    // composition root are all above it; the db and its own files are not.
    expect(await diagnostics('mock-server/domain/plumbing/probe.ts', kernelProbe)).toEqual([
      'lint/style/noRestrictedImports@1',
      'lint/style/noRestrictedImports@2',
      'lint/style/noRestrictedImports@5',
      'lint/style/noRestrictedImports@6',
    ]);
  });

  it('the mock keeps nothing in a map keyed by a world’s context or db (a memory part instead)', async () => {
    expect(await diagnostics('mock-server/routes/probe.ts', worldMapProbe)).toEqual([
      'plugin@3',
      'plugin@4',
      'plugin@5',
      'plugin@6',
    ]);
  });
});
