// The mock's floor plan (scripts/shape/floors.ts) is read twice: by `npm run shape`, which fails on
// a folder arrow back up or a folder circle, and by Biome, whose `mock-server/…` overrides are
// generated from it. Here: the two agree, and the folder measure itself on made-up graphs
// (boundaries.test.ts probes what the generated lint refuses).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  biomeFloorOverrides,
  folderShape,
  isFloorOverride,
  levelOf,
  mockFloors,
  mockFolderOf,
} from '../../scripts/shape/floors.ts';

const root = resolve(import.meta.dirname, '../..');
const graph = (edges: Record<string, readonly string[]>) =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));
const m = (path: string) => `mock-server/${path}`;

describe('the mock floor plan', () => {
  it("biome.json's floor overrides are the ones generated from the plan (else: npm run lint:floors)", () => {
    const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as {
      overrides: Array<{ includes?: string[] }>;
    };
    expect(config.overrides.filter(isFloorOverride)).toEqual(biomeFloorOverrides());
  });

  it('names every folder of the mock once', () => {
    const folders = readdirSync(join(root, 'mock-server'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => levelOf(folder) < 0)).toEqual([]);
    const named = mockFloors.flatMap((floor) => floor.folders);
    expect(new Set(named).size).toBe(named.length);
  });

  it('places a file in its deepest named folder, the root files in "."', () => {
    expect(
      [
        'mock-server/create-mock.ts',
        'mock-server/domain/plumbing/context.ts',
        'mock-server/domain/orders.ts',
        'mock-server/panel/browser/panel-io.ts',
        'src/api/client.ts',
      ].map(mockFolderOf),
    ).toEqual(['.', 'domain/plumbing', 'domain', 'panel', undefined]);
    expect(levelOf('domain/plumbing')).toBeLessThan(levelOf('domain'));
    expect(levelOf('.')).toBe(mockFloors.length - 1);
  });

  it('orders what sits above the http floor: services, transports, recorder, proxy, control, panel', () => {
    const above = ['routes', 'services', 'adapters', 'recording', 'proxy', 'control', 'panel', '.'];
    const levels = above.map(levelOf);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(new Set(levels).size).toBe(above.length);
  });
});

describe('the folder measure', () => {
  it('counts arrows between folders, not inside one', () => {
    const shape = folderShape(
      graph({
        [m('domain/a.ts')]: [m('domain/b.ts'), m('db/db.ts')],
        [m('domain/b.ts')]: [m('db/db.ts'), m('domain/plumbing/rng.ts')],
        [m('routes/r.ts')]: [m('domain/a.ts'), 'shared/money.ts'],
      }),
    );
    expect([...shape.arrows]).toEqual([
      ['domain → db', 2],
      ['domain → domain/plumbing', 1],
      ['routes → domain', 1],
    ]);
    expect(shape.backUp).toEqual([]);
    expect(shape.circles).toEqual([]);
  });

  it('names an arrow back up with its floors and files, and a pair of folders in a circle', () => {
    const shape = folderShape(
      graph({
        [m('domain/plumbing/context.ts')]: [m('domain/outbox.ts')],
        [m('domain/outbox.ts')]: [m('domain/plumbing/errors.ts')],
        [m('seed/world.ts')]: [m('simulator/driver.ts')],
        [m('simulator/driver.ts')]: [m('seed/places.ts')],
      }),
    );
    expect(shape.backUp).toEqual([
      {
        arrow: 'domain/plumbing → domain',
        floors: 'kernel → domain',
        files: [`${m('domain/plumbing/context.ts')} → ${m('domain/outbox.ts')}`],
      },
      {
        arrow: 'seed → simulator',
        floors: 'seed → simulator',
        files: [`${m('seed/world.ts')} → ${m('simulator/driver.ts')}`],
      },
    ]);
    expect(shape.circles).toEqual([
      ['domain', 'domain/plumbing'],
      ['seed', 'simulator'],
    ]);
    expect(shape.mutual).toEqual(['domain ↔ domain/plumbing', 'seed ↔ simulator']);
  });

  it('a circle inside one floor is still a circle; a folder on no floor is named', () => {
    const shape = folderShape(
      graph({
        [m('routes/a.ts')]: [m('pipeline/b.ts')],
        [m('pipeline/b.ts')]: [m('routes/c.ts')],
        [m('brand-new/x.ts')]: [m('db/db.ts')],
      }),
    );
    expect(shape.backUp).toEqual([]);
    expect(shape.circles).toEqual([['pipeline', 'routes']]);
    expect(shape.homeless).toEqual(['brand-new']);
  });
});
