// The requests the mock case loads, as records — which server, which path, the status it must
// answer, and where its figures are reported (the CPU table, the previous release beside today) —
// and their run: each answers its status first (a wrong answer would measure an error page), then
// all are loaded in interleaved rounds, each with its server the only one of the bench running
// (load.ts). The mock's three requests run on each of its servers (today as `npm start` and as
// `npm run mock` run it, the previous release); the ceiling and json-server have their own.
import { measureInterleaved } from './load.ts';
import { type ServerName, type Servers, urlOf } from './mock-servers.ts';
import type { Figures } from './report.ts';

export type MockRequest = {
  /** Its line in the rounds and the best-round list. */
  name: string;
  server: ServerName;
  path: string;
  /** What it must answer before it is loaded (a wrong answer stops the bench). */
  status: number;
  /** Its row of the CPU table, if it has one. */
  row?: string;
  /** On the previous release: the name of today's request it is set beside, and the line's words. */
  beside?: { today: string; what: string };
};

/** The mock's own requests: the first page of stores, a store search, the health check. */
const mockPaths = (term: string) => [
  {
    what: 'stores page 1',
    path: `/api/users/stores?page=1&searchedLocation=&query=&popularFilter=&rating=`,
  },
  {
    what: `query=${term}`,
    path: `/api/users/stores?page=1&searchedLocation=&query=${term}&popularFilter=&rating=`,
  },
  { what: '/__mock/health', path: '/__mock/health' },
];

/** How each of the mock's servers is named in the lines and in the CPU table. */
const MOCK_SERVERS = [
  { server: 'bukka', prefix: 'Bukka ', row: 'Bukka as `npm start` runs it' },
  {
    server: 'checked',
    prefix: 'checked: ',
    row: 'Bukka as `npm run mock` runs it (answers checked)',
  },
  { server: 'previous', prefix: 'previous: ', row: 'previous release' },
] as const;

/** Every request, in the order the rounds load them (the previous release's only with one). */
export function mockRequests(term: string, previousRef?: string): MockRequest[] {
  const paths = mockPaths(term);
  const mock = MOCK_SERVERS.filter((s) => s.server !== 'previous' || previousRef).flatMap(
    ({ server, prefix, row }) =>
      paths.map(
        ({ what, path }): MockRequest => ({
          name: `${prefix}${what}`,
          server,
          path,
          status: 200,
          row: server === 'previous' ? `${row} ${previousRef}, ${what}` : `${row}, ${what}`,
          ...(server === 'previous' ? { beside: { today: `Bukka ${what}`, what } } : {}),
        }),
      ),
  );
  return [
    ...mock,
    { name: 'bare Fastify hello-world', server: 'fastify', path: '/', status: 200 },
    { name: 'bare Fastify, same page bytes', server: 'fastify', path: '/page', status: 200 },
    { name: 'bare Fastify hello-world #2', server: 'fastify2', path: '/', status: 200 },
    { name: 'bare Fastify, same page bytes #2', server: 'fastify2', path: '/page', status: 200 },
    {
      name: 'json-server _page=1&_limit=12',
      server: 'json',
      path: '/stores?_page=1&_limit=12',
      status: 200,
    },
    {
      name: 'json-server + businessName_like',
      server: 'json',
      path: `/stores?_page=1&_limit=12&businessName_like=${term}`,
      status: 200,
    },
  ];
}

type RequestFigures = {
  figures: Figures[];
  /** The figures of the request named `name`. */
  of(name: string): Figures;
  /** The previous release's requests beside today's. */
  beside: { what: string; previous: Figures; today: Figures }[];
};

export async function loadRequests(
  requests: MockRequest[],
  servers: Servers,
  load: { rounds: number; seconds: number; connections: number; workers: number },
): Promise<RequestFigures> {
  for (const r of requests) {
    const answer = await fetch(urlOf(servers, r));
    await answer.arrayBuffer();
    if (answer.status !== r.status) {
      throw new Error(`${r.name}: ${urlOf(servers, r)} answered ${answer.status}, not ${r.status}`);
    }
  }
  const figures = await measureInterleaved(
    requests.map((r) => ({
      name: r.name,
      url: urlOf(servers, r),
      pid: servers[r.server]!.child.proc.pid,
    })),
    { ...load, alone: true },
  );
  const byName = new Map(figures.map((f) => [f.name, f]));
  const of = (name: string) => {
    const f = byName.get(name);
    if (!f) throw new Error(`no bench request named ${name}`);
    return f;
  };
  const beside = requests.flatMap((r) =>
    r.beside ? [{ what: r.beside.what, previous: of(r.name), today: of(r.beside.today) }] : [],
  );
  return { figures, of, beside };
}
