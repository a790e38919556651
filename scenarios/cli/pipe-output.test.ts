import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

// A machine-readable report must arrive whole through a pipe whose reader is slower than the
// writer: a pipe takes 64 KiB at a time, and a CLI that exits before its stdout drained lost the
// rest. The reader here sleeps before reading, so the writer must wait for it.

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Runs `command | (sleep 1; cat) > file` in bash; the file's text. */
async function throughSlowPipe(command: string): Promise<string> {
  dir = mkdtempSync(join(tmpdir(), 'bukka-pipe-'));
  const out = join(dir, 'out');
  await run('bash', ['-c', `set -o pipefail; ${command} 2>/dev/null | (sleep 1; cat) > '${out}'`], {
    cwd: root,
    timeout: 120_000,
  });
  return readFileSync(out, 'utf8');
}

describe('CLI output through a pipe', { timeout: 180_000 }, () => {
  it('npm run -s scenarios -- --reporter json delivers the whole document (> 64 KiB)', async () => {
    const text = await throughSlowPipe('npm run -s scenarios -- --reporter json');
    expect(text.length).toBeGreaterThan(64 * 1024);
    const results = JSON.parse(text) as { name: string; status: string }[];
    expect(results.map((r) => r.name)).toEqual([
      'new-buyer',
      'vendor-accepts',
      'vendor-refunds',
      'wallet',
      'payment-failures',
      'account-security',
      'vendor-onboarding',
      'rider',
      'visitor-browses',
    ]);
  });

  it('a CLI that leaves with exitWhenFlushed loses nothing of a 1 MiB document', async () => {
    dir = mkdtempSync(join(tmpdir(), 'bukka-pipe-'));
    const script = join(dir, 'big.mts');
    const helper = join(root, 'scenarios/cli/exit-when-flushed.ts');
    writeFileSync(
      script,
      `import { exitWhenFlushed, printAll } from '${helper}';\nawait printAll('x'.repeat(1024 * 1024));\nawait exitWhenFlushed(0);\n`,
    );
    const out = join(dir, 'out');
    // Node with tsx's loader writes to the pipe itself (no npm, no second Node process to start).
    await run('bash', ['-c', `node --import tsx '${script}' | (sleep 1; cat) > '${out}'`], {
      cwd: root,
    });
    expect(readFileSync(out, 'utf8')).toBe(`${'x'.repeat(1024 * 1024)}\n`);
  });
});
