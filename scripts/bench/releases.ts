// A previous release of the mock, run beside today's in the same benchmark. Releases are git tags
// (`v0.N`, annotated, one per landed stop — docs/performance.md, "Releases"): the default is the
// newest release tag that is an ancestor of HEAD and not HEAD itself. A release (or any commit the
// bisect names) is checked out into a temporary git worktree (removed when the bench exits), with
// its own dependencies (`npm ci`, kept per package-lock.json in the bench cache outside the
// project), built and started the way that release's `npm run mock` started it (bundled under
// plain node, or through tsx).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Where benchmarks keep what is not the project's: the releases' modules, the peer mocks. */
export const benchCache = (): string =>
  process.env.BUKKA_BENCH_CACHE ?? join(homedir(), '.cache', 'bukka-bench');

/** A git command in this project, its output trimmed. */
export const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

export type Release = {
  /** What was asked for (a tag, a commit). */
  ref: string;
  sha: string;
  /** One line: tag (if any), short sha, date, and the tag's message or the commit's subject. */
  label: string;
  dir: string;
  /** Node arguments that start the release's mock server with `args`. */
  nodeArgs(args: string[]): string[];
};

/** Release tags: `v` followed by a version (v0.6, v1.2.3). */
const RELEASE_TAG = /^v\d+(\.\d+)*$/;

/** Release tags that are ancestors of `commit`, newest version first. */
function releaseTags(commit = 'HEAD'): { tag: string; sha: string }[] {
  const lines = git(
    'for-each-ref',
    '--merged',
    commit,
    '--sort=-version:refname',
    '--format=%(refname:short) %(objectname) %(*objectname)',
    'refs/tags/v*',
  );
  return lines
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [tag = '', object = '', peeled = ''] = line.split(' ');
      // An annotated tag's own object is the tag; the commit is the peeled one.
      return { tag, sha: peeled || object };
    })
    .filter((t) => RELEASE_TAG.test(t.tag));
}

/**
 * The release to compare with when none is named: the newest release tag that is an ancestor of
 * HEAD, HEAD itself excluded (a tagged HEAD compares with the release before it). No tag: a clear
 * error, never a guess.
 */
export function defaultReference(): string {
  const head = git('rev-parse', 'HEAD');
  const previous = releaseTags('HEAD').find((t) => t.sha !== head);
  if (!previous) {
    throw new Error(
      'No previous release: no tag v<N>… is an ancestor of HEAD (other than HEAD itself). Releases are annotated git tags (git tag -a v0.N <commit> -m "…", see docs/performance.md, "Releases"); a clone without tags needs `git fetch --tags`. Or name one with --reference REF, or leave it out with --reference none.',
    );
  }
  return previous.tag;
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

/** The releases of this process by commit; their temporary worktrees go when it exits. */
const prepared = new Map<string, Release>();
const temporary: string[] = [];
process.once('exit', () => {
  for (const dir of temporary) {
    try {
      git('worktree', 'remove', '--force', join(dir, 'tree'));
    } catch {}
    rmSync(dir, { recursive: true, force: true });
  }
  if (temporary.length > 0) {
    try {
      git('worktree', 'prune');
    } catch {}
  }
});

/** The tag naming `sha`, with its message's first line, if it is a release. */
function tagOf(sha: string): string | undefined {
  const tag = releaseTags(sha).find((t) => t.sha === sha)?.tag;
  if (!tag) return undefined;
  const message = git('tag', '-l', '--format=%(contents:subject)', tag);
  return message ? `${tag} — ${message}` : tag;
}

/**
 * Checks out `ref` into a temporary worktree (once per process; removed when the process exits)
 * with its dependencies, builds its mock bundle if its `npm run mock` ran one, ready to start.
 */
export function prepareRelease(ref: string, log: (line: string) => void = console.log): Release {
  const sha = git('rev-parse', '--verify', `${ref}^{commit}`);
  const known = prepared.get(sha);
  if (known) return known;
  const tag = tagOf(sha);
  const label = `${git('log', '-1', '--format=%h %cs', sha)} ${tag ?? git('log', '-1', '--format=%s', sha).slice(0, 100)}`;
  const parent = mkdtempSync(join(tmpdir(), `bukka-release-${sha.slice(0, 7)}-`));
  temporary.push(parent);
  const dir = join(parent, 'tree');
  log(`  checking out ${ref} (${sha.slice(0, 7)}) into a temporary worktree, ${dir}`);
  git('worktree', 'add', '--detach', dir, sha);
  modulesFor(join(dir, 'package-lock.json'), dir, log);
  const release: Release = {
    ref,
    sha,
    label,
    dir,
    nodeArgs: mockStarter(dir),
  };
  prepared.set(sha, release);
  return release;
}

/**
 * How a checkout's mock is started, the way its `npm run mock` started it: its bundle (built here
 * when missing) where the script ran one, else its TypeScript under tsx.
 */
function mockStarter(dir: string): (args: string[]) => string[] {
  const scripts = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts ?? {};
  const bundle = join(dir, 'dist-mock', 'server.mjs');
  if (!/dist-mock\/server\.mjs/.test(scripts.mock ?? '')) {
    return (args) => ['--import', 'tsx', join(dir, 'mock-server', 'server.ts'), ...args];
  }
  if (!existsSync(bundle)) {
    execFileSync('npm', ['run', 'build:mock', '--silent'], { cwd: dir, stdio: 'ignore' });
  }
  return (args) => [bundle, ...args];
}
