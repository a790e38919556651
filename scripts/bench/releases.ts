// A previous release of the mock, run beside today's in the same benchmark: the release's files
// (`git archive`) in a cache folder outside the project, with its own dependencies (`npm ci`, kept
// per package-lock.json), started
// the way that release's `npm run mock` started it (bundled under plain node, or through tsx).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Where benchmarks keep what is not the project's: releases, their modules, the peer mocks. */
export const benchCache = (): string =>
  process.env.BUKKA_BENCH_CACHE ?? join(homedir(), '.cache', 'bukka-bench');

const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

export type Release = {
  /** What was asked for (a tag, a commit). */
  ref: string;
  sha: string;
  /** One line: short sha, date, subject. */
  label: string;
  dir: string;
  /** Node arguments that start the release's mock server with `args`. */
  nodeArgs(args: string[]): string[];
};

/** Landed releases, oldest first (scripts/bench/releases.json: add one when a stop lands). */
function knownReleases(): { sha: string; name: string }[] {
  return JSON.parse(readFileSync(join(import.meta.dirname, 'releases.json'), 'utf8'));
}

/** The release to compare with when none is named: the newest one that is not HEAD itself. */
export function defaultReference(): string {
  const head = git('rev-parse', 'HEAD');
  const older = knownReleases().filter((r) => r.sha !== head);
  return older.at(-1)?.sha ?? 'HEAD~1';
}

function modulesFor(lockfile: string, dir: string, log: (line: string) => void): void {
  const target = join(dir, 'node_modules');
  if (existsSync(target)) return;
  // Never the project's own node_modules: it moves on with the project (a release linked to it
  // would run with today's packages, or miss one that was removed since).
  const lock = readFileSync(lockfile);
  const hash = createHash('sha256').update(lock).digest('hex').slice(0, 16);
  const shared = join(benchCache(), 'modules', hash);
  if (!existsSync(join(shared, 'node_modules'))) {
    log(`  installing that release's dependencies (npm ci, once per lockfile) into ${shared}`);
    const staging = `${shared}.tmp-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    for (const f of ['package.json', 'package-lock.json'])
      execFileSync('cp', [join(dir, f), join(staging, f)]);
    execFileSync(
      'npm',
      ['ci', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel', 'error'],
      { cwd: staging, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    rmSync(shared, { recursive: true, force: true });
    renameSync(staging, shared);
  }
  symlinkSync(join(shared, 'node_modules'), target, 'dir');
}

/** Checks out `ref` into the cache (once) with its dependencies, ready to start. */
export function prepareRelease(ref: string, log: (line: string) => void = console.log): Release {
  const sha = git('rev-parse', '--verify', `${ref}^{commit}`);
  const known = knownReleases().find((r) => r.sha === sha);
  const label = `${git('log', '-1', '--format=%h %cs', sha)}${known ? ` — ${known.name}` : ` ${git('log', '-1', '--format=%s', sha)}`}`;
  const dir = join(benchCache(), 'releases', sha);
  if (!existsSync(join(dir, 'package.json'))) {
    log(`  checking out ${ref} (${sha.slice(0, 7)}) into ${dir}`);
    const staging = `${dir}.tmp-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${staging}"`], { cwd: root });
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  }
  modulesFor(join(dir, 'package-lock.json'), dir, log);
  const scripts = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;
  const bundled = /dist-mock\/server\.mjs/.test(scripts.mock ?? '');
  if (bundled && !existsSync(join(dir, 'dist-mock', 'server.mjs'))) {
    execFileSync('npm', ['run', 'build:mock', '--silent'], { cwd: dir, stdio: 'ignore' });
  }
  return {
    ref,
    sha,
    label,
    dir,
    nodeArgs: (args) =>
      bundled
        ? [join(dir, 'dist-mock', 'server.mjs'), ...args]
        : ['--import', 'tsx', join(dir, 'mock-server', 'server.ts'), ...args],
  };
}
