import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startControlServer } from './control-server.ts';
import { type Fleet, movedFromListings } from './fleet-state.ts';
import { startGateway } from './nginx-process.ts';
import { caller } from './replica-calls.ts';
import { type Replica, startReplica } from './replicas.ts';

// `npm run fleet -- --replicas N`: nginx in front of N mock processes, one address for all of them
// (docs/mock.md, *A fleet*). The supervisor — this module — writes nginx.conf (nginx-conf.ts),
// starts the replicas (replicas.ts: ordinary mocks with `--replica-id`), then nginx, and serves the
// routes only the whole fleet can answer (control-server.ts); nginx is reloaded when routes
// change (a drain, drain.ts).

export type FleetOptions = {
  replicas: number;
  /** The gateway's port. */
  port: number;
  host?: string;
  /** Ports from here: the replicas' (one each), then the supervisor's. */
  portBase: number;
  /** `--state DIR`: each replica keeps every world in DIR/rN; nginx's files go in DIR/nginx. */
  state?: string;
  /** Node's arguments that run a mock (default: the bundle `npm run build:mock` writes). */
  entry?: string[];
  /** Flags every replica gets (`--serve dist`, `--seed 2`, `--check-answers on`…). */
  flags?: string[];
  log?: (line: string) => void;
};

export type RunningFleet = {
  url: string;
  fleet: Fleet;
  replicas: Replica[];
  /** nginx's directory (nginx.conf, its pid file). */
  dir: string;
  stop(): Promise<void>;
};

const ROOT = resolve(import.meta.dirname, '../..');

/** Starts the fleet; resolves once nginx serves every replica. */
export async function startFleet(options: FleetOptions): Promise<RunningFleet> {
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  const state = options.state ? resolve(options.state) : undefined;
  const dir = state ? join(state, 'nginx') : await mkdtemp(join(tmpdir(), 'bukka-fleet-'));
  await mkdir(dir, { recursive: true });
  const entry = options.entry ?? [join(ROOT, 'dist-mock/server.mjs')];
  const ids = Array.from({ length: options.replicas }, (_, i) => `r${i + 1}`);
  const replicas: Replica[] = [];
  let control: Server | undefined;
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  const stop = async () => {
    await gateway?.stop();
    await new Promise((done) => (control ? control.close(done) : done(undefined)));
    await Promise.all(replicas.map((r) => r.stop()));
    if (!state) await rm(dir, { recursive: true, force: true });
  };
  try {
    const started = await Promise.all(
      ids.map((id, i) =>
        startReplica({
          id,
          port: options.portBase + i,
          entry,
          flags: options.flags ?? [],
          state,
          log,
        }),
      ),
    );
    replicas.push(...started);
    const controlPort = options.portBase + options.replicas;
    const calls = caller(process.env.MOCK_CONTROL_TOKEN || undefined);
    const fleet: Fleet = {
      replicas,
      calls,
      log,
      moved: new Map(),
      home: ids[0]!,
      pending: new Map(),
      startedAt: Date.now(),
      gateway: undefined as never,
    };
    // Worlds a drain moved, kept by their new replica across a restart of the whole fleet.
    for (const [id, to] of await movedFromListings(fleet)) fleet.moved.set(id, to);
    control = await startControlServer(fleet, controlPort, calls.token);
    gateway = await startGateway(
      {
        dir,
        host,
        port: options.port,
        replicas: replicas.map((r) => ({ id: r.id, port: r.port })),
        controlPort,
        home: fleet.home,
        moved: new Map(fleet.moved),
        generation: 1,
      },
      log,
    );
    Object.assign(fleet, { gateway });
    return { url: `http://${host}:${options.port}`, fleet, replicas, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
