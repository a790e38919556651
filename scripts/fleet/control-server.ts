import { timingSafeEqual } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { drainReplica } from './drain.ts';
import { type Fleet, listings, replicaOf, rooms, withPending } from './fleet-state.ts';
import { placeWorld } from './placement.ts';

// The supervisor's own routes, which nginx sends it (nginx-conf.ts): what only the whole fleet
// can answer. `GET /__mock/worlds` and `GET /__mock/fleet` list every process and its worlds;
// `POST /__mock/worlds` places a new world on the replica with the most room and passes the
// request to it as it came (the answer is the replica's: 201 with the world's id, or its refusal);
// `POST /__mock/fleet/replicas/:id/drain` moves a replica's worlds to the others (drain.ts).

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

const sameToken = (given: string | undefined, token: string) =>
  given !== undefined &&
  given.length === token.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(token));

/** The mock's rule: with a control token, the control API needs it (header or the panel's cookie). */
function admitted(req: IncomingMessage, token: string | undefined): boolean {
  if (!token) return true;
  const header = req.headers['x-mock-token'];
  const cookie = /(?:^|;\s*)bukka_mock_token=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  return sameToken(typeof header === 'string' ? header : cookie, token);
}

/** Every process of the fleet and its worlds (`GET /__mock/fleet`). */
async function fleetInfo(fleet: Fleet) {
  const all = await listings(fleet);
  const { gateway } = fleet;
  return {
    gateway: {
      pid: gateway.pid(),
      configFile: gateway.configFile,
      generation: gateway.generation(),
    },
    home: fleet.home,
    moved: Object.fromEntries(fleet.moved),
    replicas: fleet.replicas.map((r, i) => ({
      id: r.id,
      pid: r.pid(),
      port: r.port,
      status: r.status(),
      drained: r.drained,
      restarts: r.restarts(),
      upSince: r.upSince() ? new Date(r.upSince()!).toISOString() : null,
      worlds: (all[i]?.worlds ?? []).filter((w) => w.id !== 'default').map((w) => w.id),
      memory: all[i] ? { ...all[i]!.process, ...all[i]!.limits } : null,
    })),
  };
}

/** `GET /__mock/worlds` through the gateway: the mock's own answer, over every process. */
async function worldsOfFleet(fleet: Fleet) {
  const all = await listings(fleet);
  const homeAt = fleet.replicas.findIndex((r) => r.id === fleet.home);
  const worlds = [
    ...(all[homeAt]?.worlds ?? [])
      .filter((w) => w.id === 'default')
      .map((w) => ({ ...w, replica: fleet.home })),
    ...fleet.replicas.flatMap((r, i) =>
      (all[i]?.worlds ?? [])
        .filter((w) => w.id !== 'default')
        .map((w) => ({ ...w, replica: r.id })),
    ),
  ];
  const sum = (pick: (l: NonNullable<(typeof all)[number]>) => number) =>
    all.reduce((total, l) => total + (l ? pick(l) : 0), 0);
  const info = await fleetInfo(fleet);
  return {
    worlds,
    limits: {
      maxWorlds: sum((l) => l.limits.maxWorlds),
      maxWorldsMB: sum((l) => l.limits.maxWorldsMB),
      usedMB: sum((l) => l.limits.usedMB),
      ttlMinutes: all.find(Boolean)?.limits.ttlMinutes ?? 0,
    },
    process: { rssMB: sum((l) => l.process.rssMB), heapUsedMB: sum((l) => l.process.heapUsedMB) },
    processes: info.replicas,
  };
}

/** Places a new world and passes the request, body streamed, to the chosen replica. */
async function placeAndForward(fleet: Fleet, req: IncomingMessage, res: ServerResponse) {
  const to = placeWorld(withPending(fleet, await rooms(fleet)));
  const replica = to ? replicaOf(fleet, to) : undefined;
  if (!replica) {
    res.setHeader('retry-after', '60');
    json(res, 507, {
      message:
        'No replica of this fleet has room for another world (each is at --max-worlds or --max-worlds-mb, or restarting): drop some worlds, or start the fleet with more replicas',
    });
    req.resume();
    return;
  }
  fleet.pending.set(replica.id, (fleet.pending.get(replica.id) ?? 0) + 1);
  const done = () => fleet.pending.set(replica.id, (fleet.pending.get(replica.id) ?? 1) - 1);
  const upstream = httpRequest(
    { host: '127.0.0.1', port: replica.port, method: 'POST', path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('end', done);
    },
  );
  upstream.on('error', (error) => {
    done();
    if (!res.headersSent)
      json(res, 503, {
        message: `Replica ${replica.id} stopped while the world was made (${error.message}): no world was made; retry`,
      });
    else res.destroy();
  });
  req.pipe(upstream);
}

async function route(
  fleet: Fleet,
  token: string | undefined,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (!admitted(req, token)) {
    json(res, 401, {
      message: 'This fleet needs its control token: send it in the X-Mock-Token header',
    });
    return;
  }
  if (path === '/__mock/worlds' && req.method === 'GET')
    return json(res, 200, await worldsOfFleet(fleet));
  if (path === '/__mock/worlds' && req.method === 'POST') return placeAndForward(fleet, req, res);
  if (path === '/__mock/fleet' && req.method === 'GET')
    return json(res, 200, await fleetInfo(fleet));
  const drain = /^\/__mock\/fleet\/replicas\/([^/]+)\/drain$/.exec(path);
  if (drain && req.method === 'POST') {
    try {
      return json(res, 200, await drainReplica(fleet, decodeURIComponent(drain[1]!)));
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      return json(res, status, { message: (error as Error).message });
    }
  }
  json(res, 404, { message: `The fleet has no route ${req.method} ${path}` });
}

/** The supervisor's HTTP server on 127.0.0.1:`port` (nginx's `bukka_fleet_control`). */
export function startControlServer(fleet: Fleet, port: number, token?: string): Promise<Server> {
  const server = createServer((req, res) => {
    route(fleet, token, req, res).catch((error: Error) => {
      if (!res.headersSent)
        json(res, 500, { message: `The fleet's supervisor failed: ${error.message}` });
    });
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}
