import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type Child = { proc: ChildProcess; output: () => string; stop: () => Promise<void> };

/** Starts `node [args]` (TypeScript through `--import tsx`), collecting its output. */
export function startNode(args: string[], options: { tsx?: boolean; cwd?: string } = {}): Child {
  return startProcess(process.execPath, [...(options.tsx ? ['--import', 'tsx'] : []), ...args], {
    cwd: options.cwd,
  });
}

/**
 * Starts any program, collecting its output; `stop` continues it (SIGCONT) and sends SIGTERM,
 * then SIGKILL after 3 s.
 */
export function startProcess(
  command: string,
  args: string[],
  options: { cwd?: string } = {},
): Child {
  const proc = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: options.cwd,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let text = '';
  // The last 64 KB only: a peer that logs every request would otherwise fill the bench's memory.
  const keep = (d: unknown) => {
    text = (text + String(d)).slice(-65_536);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  return {
    proc,
    output: () => text,
    stop: () =>
      new Promise((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        proc.once('exit', () => resolve());
        // A server a bench stopped (SIGSTOP, to measure another alone) handles SIGTERM only once
        // it runs again.
        proc.kill('SIGCONT');
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 3_000).unref();
      }),
  };
}

/** Runs a child to completion and returns its last stdout line parsed as JSON. */
export async function runJson<T>(args: string[]): Promise<T> {
  const child = startNode(args, { tsx: true });
  const code = await new Promise<number | null>((r) => child.proc.once('exit', r));
  const lines = child.output().trim().split('\n');
  if (code !== 0) throw new Error(`${args.join(' ')} exited ${code}:\n${child.output()}`);
  return JSON.parse(lines[lines.length - 1] ?? '{}') as T;
}

/** Polls `url` until it answers (any status) or `timeoutMs` passes. */
export async function waitForUrl(url: string, child: Child, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.proc.exitCode !== null) throw new Error(`server exited:\n${child.output()}`);
    try {
      await fetch(url);
      return performance.now() - started;
    } catch {
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms:\n${child.output()}`);
}

/** Resident set size of a process in MB (Linux /proc). */
export function rssMbOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * Asks a server started with gc-on-signal.mjs (preloaded) for a full GC and waits until it says
 * it is done.
 */
export async function fullGc(child: Child): Promise<void> {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const done = child.output().split('[bench] gc done').length;
  child.proc.kill('SIGUSR2');
  for (let i = 0; i < 500 && child.output().split('[bench] gc done').length === done; i++)
    await sleep(10);
  await sleep(200);
}
