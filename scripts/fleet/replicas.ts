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

/** Starts a replica and keeps it running until `stop()`. */
export async function startReplica(spec: ReplicaSpec): Promise<Replica> {
  const url = `http://127.0.0.1:${spec.port}`;
  const stateFlags = spec.state
    ? ['--state', join(spec.state, spec.id), '--keep-worlds']
    : ([] as string[]);
  if (spec.state) await mkdir(join(spec.state, spec.id), { recursive: true });
  const args = [
    ...spec.entry,
    '--port',
    String(spec.port),
    '--host',
    '127.0.0.1',
    '--replica-id',
    spec.id,
    ...stateFlags,
    ...spec.flags,
  ];
  let child: ChildProcess | undefined;
  let status: ReplicaStatus = 'starting';
  let restarts = 0;
  let upSince: number | undefined;
  let readiness: Promise<void> = Promise.resolve();
  let lastStart = 0;
  /** Its last lines, for the error when it does not start. */
  const last: string[] = [];
  // Read through a call: the exit and health callbacks change it behind TypeScript's back.
  const current = (): ReplicaStatus => status;

  const waitUp = async (proc: ChildProcess) => {
    for (;;) {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      if (await healthy(url)) {
        if (child === proc) {
          status = 'up';
          upSince = Date.now();
        }
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const launch = () => {
    lastStart = Date.now();
    const proc = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    const say = (chunk: Buffer) => {
      for (const line of chunk.toString().trimEnd().split('\n')) {
        spec.log(`[${spec.id}] ${line}`);
        last.push(line);
        if (last.length > 12) last.shift();
      }
    };
    proc.stdout?.on('data', say);
    proc.stderr?.on('data', say);
    proc.once('exit', (code, signal) => {
      if (status === 'stopped') return;
      restarts++;
      status = 'restarting';
      upSince = undefined;
      spec.log(`[fleet] replica ${spec.id} exited (${signal ?? code}): starting it again`);
      // At once, unless it keeps dying as it starts (then at most once a second).
      const wait = Math.max(0, 1_000 - (Date.now() - lastStart));
      setTimeout(() => {
        if (status !== 'stopped') launch();
      }, wait);
    });
    readiness = waitUp(proc);
  };
  launch();
  await readiness;
  if (current() !== 'up') {
    status = 'stopped';
    child?.kill('SIGKILL');
    throw new Error(`replica ${spec.id} did not start:\n${last.join('\n')}`);
  }

  return {
    id: spec.id,
    port: spec.port,
    url,
    status: () => status,
    pid: () => child?.pid,
    restarts: () => restarts,
    upSince: () => upSince,
    drained: false,
    async ready() {
      while (current() !== 'up' && current() !== 'stopped') {
        await readiness;
        if (current() !== 'up') await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      status = 'stopped';
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((done) => proc.once('exit', done));
      // SIGTERM: the mock answers its last requests and saves its worlds, then exits.
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
