// The mocks people pick instead of Bukka, each serving the same 12-store page as a static stub
// for the mock case with `--peers`: WireMock 3 standalone (Java), Mockoon CLI 9 and Prism 5
// (on Bukka's own OpenAPI document, the page as the route's example). Installed once into the
// bench cache (outside the project's dependencies); each is started and stopped by the bench.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Child, startProcess } from './children.ts';
import { benchCache } from './releases.ts';

/** Pinned: Prism 5.14.2 is the last 5.x that runs on Node 20 (later ones ask for Node 24). */
const PEER_PACKAGES = {
  wiremock: '3.13.2',
  '@mockoon/cli': '9.9.0',
  '@stoplight/prism-cli': '5.14.2',
} as const;

const peersDir = () => join(benchCache(), 'peers');

/** Installs the peer packages into the bench cache when missing. */
export function installPeers(log: (line: string) => void): string {
  const dir = peersDir();
  const wanted = Object.entries(PEER_PACKAGES).map(([name, v]) => `${name}@${v}`);
  const have = (name: string, version: string) => {
    try {
      const req = createRequire(join(dir, 'package.json'));
      return (req(`${name}/package.json`) as { version: string }).version === version;
    } catch {
      return false;
    }
  };
  if (Object.entries(PEER_PACKAGES).every(([n, v]) => have(n, v))) return dir;
  log(`  installing ${wanted.join(', ')} into ${dir} (once)`);
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'package.json')))
    writeFileSync(join(dir, 'package.json'), '{"private":true}\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error', ...wanted], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return dir;
}

export type Peer = { name: string; version: string; child: Child; url: string; ready: string };

const JSON_TYPE = 'application/json; charset=utf-8';

/** WireMock standalone with one stub mapping (request journal and logging off, as its docs advise for load). */
export function startWireMock(dir: string, port: number, page: string, work: string): Peer {
  const root = join(work, 'wiremock');
  mkdirSync(join(root, 'mappings'), { recursive: true });
  writeFileSync(
    join(root, 'mappings', 'stores.json'),
    JSON.stringify({
      request: { method: 'GET', urlPath: '/api/users/stores' },
      response: { status: 200, headers: { 'Content-Type': JSON_TYPE }, body: page },
    }),
  );
  const jarDir = join(dir, 'node_modules', 'wiremock', 'build');
  const jar = readdirSync(jarDir).find((f) => f.endsWith('.jar'))!;
  const child = startProcess('java', [
    '-jar',
    join(jarDir, jar),
    '--port',
    String(port),
    '--bind-address',
    '127.0.0.1',
    '--root-dir',
    root,
    '--disable-banner',
    '--no-request-journal',
    '--disable-request-logging',
  ]);
  return {
    name: 'WireMock',
    version: PEER_PACKAGES.wiremock,
    child,
    url: `http://127.0.0.1:${port}/api/users/stores?page=1`,
    ready: `http://127.0.0.1:${port}/__admin/health`,
  };
}

/** Mockoon CLI with an environment of one route (templating off: the body is sent as stored). */
export function startMockoon(dir: string, port: number, page: string, work: string): Peer {
  const req = createRequire(join(dir, 'node_modules', '@mockoon', 'cli', 'package.json'));
  const commons = req('@mockoon/commons') as Record<string, Record<string, unknown>>;
  const route = {
    ...commons.RouteDefault,
    uuid: '5e1a1b1c-0000-4000-8000-000000000001',
    method: 'get',
    endpoint: 'api/users/stores',
    responses: [
      {
        ...commons.RouteResponseDefault,
        uuid: '5e1a1b1c-0000-4000-8000-000000000002',
        body: page,
        headers: [{ key: 'Content-Type', value: JSON_TYPE }],
        disableTemplating: true,
        default: true,
      },
    ],
  };
  const environment = {
    ...commons.EnvironmentDefault,
    uuid: '5e1a1b1c-0000-4000-8000-000000000000',
    name: 'Bukka stores page',
    port,
    hostname: '127.0.0.1',
    routes: [route],
    rootChildren: [{ type: 'route', uuid: route.uuid }],
  };
  const file = join(work, 'mockoon.json');
  writeFileSync(file, JSON.stringify(environment));
  const bin = join(dir, 'node_modules', '@mockoon', 'cli', 'bin', 'run.js');
  const child = startProcess(process.execPath, [
    existsSync(bin) ? bin : join(dir, 'node_modules', '.bin', 'mockoon-cli'),
    'start',
    '--data',
    file,
    '--port',
    String(port),
    '--hostname',
    '127.0.0.1',
    '--disable-log-to-file',
  ]);
  return {
    name: 'Mockoon CLI',
    version: PEER_PACKAGES['@mockoon/cli'],
    child,
    url: `http://127.0.0.1:${port}/api/users/stores?page=1`,
    ready: `http://127.0.0.1:${port}/api/users/stores?page=1`,
  };
}

/** Prism on Bukka's OpenAPI document, the page as the store list's 200 example (static mode). */
export function startPrism(
  dir: string,
  port: number,
  page: string,
  work: string,
  openapi: Record<string, unknown>,
): Peer {
  const doc = structuredClone(openapi) as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  const get = doc.paths['/api/users/stores']?.get;
  if (!get) throw new Error('the OpenAPI document has no GET /api/users/stores');
  get.responses = {
    ...get.responses,
    200: {
      description: 'A page of stores',
      content: { 'application/json': { schema: { type: 'object' }, example: JSON.parse(page) } },
    },
  };
  const file = join(work, 'openapi.json');
  writeFileSync(file, JSON.stringify(doc));
  const child = startProcess(process.execPath, [
    join(dir, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js'),
    'mock',
    file,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '--verboseLevel',
    'error',
  ]);
  return {
    name: 'Prism',
    version: PEER_PACKAGES['@stoplight/prism-cli'],
    child,
    url: `http://127.0.0.1:${port}/api/users/stores?page=1`,
    ready: `http://127.0.0.1:${port}/api/users/stores?page=1`,
  };
}
