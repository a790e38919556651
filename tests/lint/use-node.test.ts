// scripts/node-bin.sh and scripts/use-node.sh (what `.ci/run` and a developer's shell use to get
// Node 24) without the network: the npm registry is an unanswered local port, so the newest Node of
// the major already in the cache is taken, and `source scripts/use-node.sh` puts it first on PATH.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const cache = mkdtempSync(join(tmpdir(), 'bukka-use-node-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

/** A stand-in `node` in the cache that says its version (and otherwise runs the real Node). */
function cached(version: string): string {
  const bin = join(cache, 'bukka-node', version, 'package', 'bin');
  mkdirSync(bin, { recursive: true });
  const node = join(bin, 'node');
  writeFileSync(
    node,
    `#!/bin/sh\nif [ "$1" = --version ]; then echo v${version}; else exec "${process.execPath}" "$@"; fi\n`,
  );
  chmodSync(node, 0o755);
  return bin;
}

const offline = {
  ...process.env,
  XDG_CACHE_HOME: cache,
  npm_config_registry: 'http://127.0.0.1:9/',
  npm_config_fetch_retries: '0',
};

function bash(args: string[]) {
  return spawnSync('bash', args, { cwd: root, env: offline, encoding: 'utf8' });
}

describe('Node from the npm registry, cached', () => {
  cached('24.9.0');
  const newest = cached('24.15.1');
  cached('22.22.2');

  it('offline, node-bin.sh gives the newest cached copy of the major and says so', () => {
    const run = bash(['scripts/node-bin.sh', '24']);
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(newest);
    expect(run.stderr).toContain('using the cached Node 24.15.1');
  });

  it('offline with nothing cached, or asked for no number, it fails saying why', () => {
    const none = bash(['scripts/node-bin.sh', '18']);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('none is cached');
    const bad = bash(['scripts/node-bin.sh', 'lts']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("MAJOR must be a number, not 'lts'");
  });

  it('source scripts/use-node.sh puts that Node first on PATH, once', () => {
    const out = execFileSync(
      'bash',
      [
        '-c',
        'source scripts/use-node.sh 24 && source scripts/use-node.sh 24 && node --version && echo "$PATH"',
      ],
      { cwd: root, env: offline, encoding: 'utf8' },
    ).split('\n');
    expect(out[0]).toBe(`Node v24.15.1 first on PATH (${newest})`);
    expect(out[2]).toBe('v24.15.1');
    const path = (out[3] ?? '').split(':');
    expect(path[0]).toBe(newest);
    expect(path.filter((dir) => dir === newest)).toHaveLength(1);
  });

  it('run instead of sourced, use-node.sh says to source it', () => {
    const run = bash(['scripts/use-node.sh']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('source scripts/use-node.sh 24');
  });
});
