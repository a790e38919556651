// The servers the mock case loads, all on the same data: today's mock as `npm start` runs
// it (bundled, plain node, the built client served) and as `npm run mock` runs it (answers
// checked), the previous release's mock, json-server 0.17 on the same stores, and the ceiling —
// bare Fastify in two processes (one V8 process can settle slower than another running the same
// code; the cheaper is the ceiling, so a slow ceiling never flatters Bukka).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort } from '#mock/free-port.ts';
import { type Child, startNode, waitForUrl } from './children.ts';
import type { Release } from './releases.ts';
import { flag } from './report.ts';

/** The servers of the bench, all holding the same data. */
export type ServerName = 'bukka' | 'checked' | 'previous' | 'fastify' | 'fastify2' | 'json';

type Server = { base: string; child: Child };
export type Servers = Partial<Record<ServerName, Server>>;

const PORT_BASE = Number(flag('port-base', '0'));
/** How long a server may take to answer first. */
const STARTUP_MS = 300_000;
let nextPort = PORT_BASE;

/** A port for a server: from `--port-base N` upwards (a shared machine's own range), else free. */
export const benchPort = async (): Promise<number> => (PORT_BASE > 0 ? nextPort++ : freePort());

async function start(args: string[], cwd?: string): Promise<Server> {
  const port = await benchPort();
  const child = startNode(
    args.map((a) => (a === '$PORT' ? String(port) : a)),
    cwd ? { cwd } : {},
  );
  return { base: `http://127.0.0.1:${port}`, child };
}

/**
 * Today's mock twice, the previous release's and json-server, one after another: each seeds its
 * world alone (four 10,000-store worlds seeded at once on a 2-core machine would time each
 * other's start), and the next starts once it answers.
 */
export async function startMocks(
  world: string[],
  dbPath: string,
  release: Release | undefined,
  children: Child[],
): Promise<{ servers: Servers; bukkaWallMs: number }> {
  const require = createRequire(import.meta.url);
  const jsonServerBin = join(require.resolve('json-server/package.json'), '..', 'lib/cli/bin.js');
  const mock = ['--enable-source-maps', 'dist-mock/server.mjs'];
  const ready = async (args: string[], path: string, cwd?: string) => {
    const server = await start(args, cwd);
    children.push(server.child);
    // On a shared machine a 10,000-store world can take minutes to seed.
    const ms = await waitForUrl(`${server.base}${path}`, server.child, STARTUP_MS);
    return { server, ms };
  };
  const bukka = await ready(
    [...mock, '--serve', 'dist', '--port', '$PORT', ...world],
    '/__mock/health',
  );
  const checked = await ready(
    [...mock, '--check-answers', 'on', '--port', '$PORT', ...world],
    '/__mock/health',
  );
  const previous = release
    ? await ready(release.nodeArgs(['--port', '$PORT', ...world]), '/__mock/health', release.dir)
    : undefined;
  const json = await ready(
    [jsonServerBin, '--quiet', '--port', '$PORT', dbPath],
    '/stores?_limit=1',
  );
  const servers: Servers = {
    bukka: bukka.server,
    checked: checked.server,
    json: json.server,
    ...(previous ? { previous: previous.server } : {}),
  };
  return { servers, bukkaWallMs: bukka.ms };
}

/** The ceiling: two bare Fastify processes with a hello-world and `pagePath`'s bytes. */
export async function startCeiling(
  pagePath: string,
  servers: Servers,
  children: Child[],
): Promise<void> {
  for (const name of ['fastify', 'fastify2'] as const) {
    const port = await benchPort();
    const child = startNode(['scripts/bench/hello-fastify.mjs', String(port), pagePath]);
    children.push(child);
    servers[name] = { base: `http://127.0.0.1:${port}`, child };
    await waitForUrl(`${servers[name].base}/`, child);
  }
}

/** A request's URL on its server. */
export const urlOf = (servers: Servers, c: { server: ServerName; path: string }): string =>
  `${servers[c.server]!.base}${c.path}`;
