import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConf } from '../../scripts/fleet/nginx-conf.ts';
import { findNginx } from '../../scripts/fleet/nginx-process.ts';
import { placeWorld, type Room } from '../../scripts/fleet/placement.ts';

// The gateway's config as nginx reads it, and where a new world goes.

const config = (dir: string, moved: [string, string][] = []) => ({
  dir,
  host: '127.0.0.1',
  port: 1,
  replicas: [
    { id: 'r1', port: 2 },
    { id: 'r2', port: 3 },
  ],
  controlPort: 4,
  home: 'r1',
  moved: new Map(moved),
  generation: 7,
});

describe('the gateway config', () => {
  it('is one nginx accepts, with a line per moved world after the id prefixes', async () => {
    const nginx = await findNginx();
    const dir = mkdtempSync(join(tmpdir(), 'bukka-nginx-conf-'));
    try {
      mkdirSync(join(dir, 'temp'));
      const text = nginxConf(
        config(dir, [
          ['r1-abc', 'r2'],
          ['r2-def', 'moving'],
        ]),
      );
      writeFileSync(join(dir, 'nginx.conf'), text);
      execFileSync(nginx, ['-t', '-q', '-c', join(dir, 'nginx.conf'), '-p', dir, '-e', 'stderr']);
      expect(text).toContain('    r1-abc r2;\n    r2-def moving;\n    ~^r1- r1;\n    ~^r2- r2;');
      expect(text).toContain('proxy_next_upstream off;');
      expect(text).toContain(`return 200 '{"generation":7}';`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a route to a replica it does not have, or a world id that is not one', () => {
    expect(() => nginxConf(config('/x', [['r1-abc', 'r9']]))).toThrow('bad route r1-abc → r9');
    expect(() => nginxConf(config('/x', [['a b;', 'r1']]))).toThrow('bad route');
  });
});

describe('placing a world', () => {
  const room = (id: string, usedMB: number, worlds = 0, pending = 0): Room => ({
    id,
    worlds,
    maxWorlds: 64,
    usedMB,
    maxWorldsMB: 2048,
    pending,
  });

  it('goes to the replica with the most memory left, counting the worlds on their way to it', () => {
    expect(placeWorld([room('r1', 100), room('r2', 50), room('r3', 80)])).toBe('r2');
    expect(placeWorld([room('r1', 10, 0, 3), room('r2', 10, 0, 0)])).toBe('r2');
    // A tie: fewer worlds, then the first.
    expect(placeWorld([room('r1', 10, 4), room('r2', 10, 2)])).toBe('r2');
    expect(placeWorld([room('r1', 10), room('r2', 10)])).toBe('r1');
  });

  it('skips a replica at its limits; none when every one is full', () => {
    expect(placeWorld([{ ...room('r1', 0), worlds: 64 }, room('r2', 2000)])).toBe('r2');
    expect(placeWorld([room('r1', 2048), { ...room('r2', 0), worlds: 63, pending: 1 }])).toBe(
      undefined,
    );
  });
});
