import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

// The fleet's mock processes: each an ordinary mock (`node dist-mock/server.mjs`, what `npm run
// mock` runs) with `--replica-id rN` (its worlds are named `rN-…`) and, with `--state DIR`,
// `--state DIR/rN --keep-worlds` (every world it holds is kept there). One that exits without
// being asked to is started again at once on the same port (its worlds come back from its
// directory), so nginx's route to it needs no change.

export type ReplicaSpec = {
  id: string;
  port: number;
  /** How to run a mock: node's arguments before the mock's flags (default the bundle). */
  entry: string[];
  /** The mock flags every replica gets (`--serve dist`, `--seed 2`…). */
  flags: string[];
  /** The fleet's state directory: this replica keeps its worlds in `<state>/<id>`. */
  state?: string;
  log: (line: string) => void;
};

type ReplicaStatus = 'starting' | 'up' | 'restarting' | 'stopped';

export type Replica = {
  readonly id: string;
  readonly port: number;
  readonly url: string;
  status(): ReplicaStatus;
  pid(): number | undefined;
  restarts(): number;
  /** When the running process answered its first health check (epoch ms). */
  upSince(): number | undefined;
  /** Drained: holds no world and takes no new one. */
  drained: boolean;
  /** Resolves once the running process answers `/__mock/health`. */
  ready(): Promise<void>;
  stop(): Promise<void>;
};

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/__mock/health`, { signal: AbortSignal.timeout(3_000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** What a running replica's supervision changes as its process starts, dies and starts again. */
type Live = {
  child: ChildProcess | undefined;
  status: ReplicaStatus;
  restarts: number;
  upSince: number | undefined;
  readiness: Promise<void>;
  lastStart: number;
  /** Its last lines, for the error when it does not start. */
  last: string[];
};

/** The mock's arguments for replica `spec`. */
function argsOf(spec: ReplicaSpec): string[] {
  const state = spec.state ? ['--state', join(spec.state, spec.id), '--keep-worlds'] : [];
  const own = ['--port', String(spec.port), '--host', '127.0.0.1', '--replica-id', spec.id];
  return [...spec.entry, ...own, ...state, ...spec.flags];
}

/** Resolves once `proc` answers its health check (or has exited). */
async function waitUp(live: Live, proc: ChildProcess, url: string): Promise<void> {
  for (;;) {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    if (await healthy(url)) {
      if (live.child === proc) {
        live.status = 'up';
        live.upSince = Date.now();
      }
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts the replica's process, and again whenever it exits unasked. */
function launch(spec: ReplicaSpec, live: Live, url: string): void {
  live.lastStart = Date.now();
  const proc = spawn(process.execPath, argsOf(spec), { stdio: ['ignore', 'pipe', 'pipe'] });
  live.child = proc;
  const say = (chunk: Buffer) => {
    for (const line of chunk.toString().trimEnd().split('\n')) {
      spec.log(`[${spec.id}] ${line}`);
      live.last.push(line);
      if (live.last.length > 12) live.last.shift();
    }
  };
  proc.stdout?.on('data', say);
  proc.stderr?.on('data', say);
  proc.once('exit', (code, signal) => {
    if (live.status === 'stopped') return;
    live.restarts++;
    live.status = 'restarting';
    live.upSince = undefined;
    spec.log(`[fleet] replica ${spec.id} exited (${signal ?? code}): starting it again`);
    // At once, unless it keeps dying as it starts (then at most once a second).
    const wait = Math.max(0, 1_000 - (Date.now() - live.lastStart));
    setTimeout(() => {
      if (live.status !== 'stopped') launch(spec, live, url);
    }, wait);
  });
  live.readiness = waitUp(live, proc, url);
}

/** Stops the replica for good: SIGTERM (it answers its last requests, saves its worlds). */
async function stopLive(live: Live): Promise<void> {
  live.status = 'stopped';
  const proc = live.child;
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((done) => proc.once('exit', done));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Starts a replica and keeps it running until `stop()`. */
export async function startReplica(spec: ReplicaSpec): Promise<Replica> {
  const url = `http://127.0.0.1:${spec.port}`;
  if (spec.state) await mkdir(join(spec.state, spec.id), { recursive: true });
  const live: Live = {
    child: undefined,
    status: 'starting',
    restarts: 0,
    upSince: undefined,
    readiness: Promise.resolve(),
    lastStart: 0,
    last: [],
  };
  launch(spec, live, url);
  await live.readiness;
  if (live.status !== 'up') {
    live.status = 'stopped';
    live.child?.kill('SIGKILL');
    throw new Error(`replica ${spec.id} did not start:\n${live.last.join('\n')}`);
  }
  return {
    id: spec.id,
    port: spec.port,
    url,
    status: () => live.status,
    pid: () => live.child?.pid,
    restarts: () => live.restarts,
    upSince: () => live.upSince,
    drained: false,
    async ready() {
      // Read through a call: the process's callbacks change it while this waits.
      const status = () => live.status;
      while (status() !== 'up' && status() !== 'stopped') {
        await live.readiness;
        if (status() !== 'up') await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: () => stopLive(live),
  };
}
