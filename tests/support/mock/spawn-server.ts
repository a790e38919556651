import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '#mock/free-port.ts';

// The mock CLI in a child process (`node --import tsx mock-server/server.ts …`: one process, so
// its pid is the server's own for RSS readings and signals), for tests that need a real process.

export type SpawnedServer = {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<number | string | null>;
  /** SIGTERM and wait (no-op when it has exited). */
  stop(): Promise<void>;
};

/** Starts the CLI with `args` (a free `--port` is added) and waits for `/__mock/health`. */
export async function spawnServer(
  args: string[],
  options: {
    env?: Record<string, string>;
    port?: number;
    waitMs?: number;
    /** A bundled server (`npm run build:mock`) to run under plain node instead of the source. */
    bundle?: string;
  } = {},
): Promise<SpawnedServer> {
  const root = resolve(import.meta.dirname, '../../..');
  const port = options.port ?? (await freePort());
  const entry = options.bundle
    ? [options.bundle]
    : ['--import', 'tsx', resolve(root, 'mock-server/server.ts')];
  const child = spawn(process.execPath, [...entry, '--port', String(port), ...args], {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exited = new Promise<number | string | null>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal)),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.waitMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`mock exited (${child.exitCode ?? child.signalCode}): ${text}`);
    }
    try {
      const res = await fetch(`${baseUrl}/__mock/health`, { signal: AbortSignal.timeout(2_000) });
      // Listening; the banner follows the listen call (wait for its last block).
      if (res.ok && /Demo accounts/.test(text)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`mock on ${baseUrl} did not answer /__mock/health: ${text}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    baseUrl,
    port,
    output: () => text,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident set size of a process in bytes (Linux /proc). */
export async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb) * 1024;
}
