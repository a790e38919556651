// A git ref of this project (today's main, a previous release) checked out beside it for a
// benchmark run, its mock bundled the way that ref's `npm run mock` ran it. When each of the ref's
// runtime `dependencies` is one of the project's at the same version range, it runs with the
// project's node_modules (no install); otherwise `prepareRelease` installs that ref's own (npm ci,
// cached per lockfile).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { benchCache, git, mockStarter, prepareRelease } from './releases.ts';

const root = resolve(import.meta.dirname, '../..');

export type CheckedOut = {
  ref: string;
  /** Short sha, date and subject. */
  label: string;
  /** Node arguments that start that ref's mock server with `args`. */
  nodeArgs(args: string[]): string[];
};

const runtimeDeps = (packageJson: string): Record<string, string> =>
  JSON.parse(packageJson).dependencies ?? {};

/** Every runtime dependency of `theirs` is in `ours`, at the same range. */
const sharesModules = (theirs: Record<string, string>, ours: Record<string, string>) =>
  Object.entries(theirs).every(([name, range]) => ours[name] === range);

/**
 * Points the checkout's node_modules at this project's: the cache outlives the tree that made it
 * (a removed git worktree left a dangling link, and the ref's mock then failed to start).
 */
function linkModules(dir: string): void {
  const link = join(dir, 'node_modules');
  const wanted = join(root, 'node_modules');
  let current: string | undefined;
  try {
    // A real folder (the ref's own install) stays; a link is read.
    if (!lstatSync(link).isSymbolicLink()) return;
    current = readlinkSync(link);
  } catch {
    current = undefined;
  }
  if (current === wanted && existsSync(link)) return;
  rmSync(link, { force: true });
  symlinkSync(wanted, link, 'dir');
}

export function checkoutRef(ref: string, log: (line: string) => void = console.log): CheckedOut {
  const sha = git('rev-parse', '--verify', `${ref}^{commit}`);
  const label = `${ref} (${git('log', '-1', '--format=%h, %cs', sha)})`;
  const ours = readFileSync(join(root, 'package.json'), 'utf8');
  if (!sharesModules(runtimeDeps(git('show', `${sha}:package.json`)), runtimeDeps(ours))) {
    const release = prepareRelease(ref, log);
    return { ref, label, nodeArgs: release.nodeArgs };
  }
  const dir = join(benchCache(), 'refs', sha);
  if (!existsSync(join(dir, 'package.json'))) {
    log(`  checking out ${ref} (${sha.slice(0, 7)}) into ${dir}`);
    const staging = `${dir}.tmp-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${staging}"`], { cwd: root });
    symlinkSync(join(root, 'node_modules'), join(staging, 'node_modules'), 'dir');
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  }
  linkModules(dir);
  return {
    ref,
    label,
    nodeArgs: mockStarter(dir),
  };
}
