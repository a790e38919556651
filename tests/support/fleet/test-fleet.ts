import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../../mock-server/free-port.ts';
import { type RunningFleet, startFleet } from '../../../scripts/fleet/fleet.ts';
import { findNginx } from '../../../scripts/fleet/nginx-process.ts';
import { sidePorts } from '../e2e/side-ports.ts';

// A real fleet for a test: nginx (Debian's package: the test fails, saying how to install it,
// when it is missing), the mock bundled into a temporary folder and N replicas of it, their
// worlds kept in a temporary state directory.

const ROOT = resolve(import.meta.dirname, '../../..');

/** `count` consecutive ports nobody listens on: from E2E_SIDE_PORTS when given, else any. */
async function portBlock(count: number): Promise<number> {
  const side = sidePorts();
  const starts = side.length > 0 ? side.slice(0, side.length - count + 1) : [];
  const tries =
    starts.length > 0
      ? starts
      : Array.from({ length: 50 }, () => 20_000 + Math.floor(Math.random() * 30_000));
  for (const start of tries) {
    const ports = Array.from({ length: count }, (_, i) => start + i);
    try {
      for (const port of ports) await freePort(port);
      return start;
    } catch {
      // one of them is taken: the next block
    }
  }
  throw new Error(`no ${count} consecutive free ports`);
}

export type TestFleet = RunningFleet & { lines: string[]; cleanup(): Promise<void> };

export async function startTestFleet(replicas: number, flags: string[] = []): Promise<TestFleet> {
  await findNginx();
  const dir = mkdtempSync(join(tmpdir(), 'bukka-fleet-test-'));
  // Inside the project (under node_modules/.cache), so the bundle finds its packages.
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const bundle = mkdtempSync(join(cache, 'bukka-fleet-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-mock.ts', '--out', bundle], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  const base = await portBlock(replicas + 2);
  const lines: string[] = [];
  const fleet = await startFleet({
    replicas,
    port: base,
    portBase: base + 1,
    state: join(dir, 'state'),
    entry: [join(bundle, 'server.mjs')],
    flags: ['--simulator', 'off', '--check-answers', 'on', ...flags],
    log: (line) => lines.push(line),
  });
  return {
    ...fleet,
    lines,
    async cleanup() {
      await fleet.stop();
      rmSync(dir, { recursive: true, force: true });
      rmSync(bundle, { recursive: true, force: true });
    },
  };
}
