// The requests `npm run bench:mock` loads, as records: which server, which path, the status it
// must answer, and where its figures are reported (the CPU table, the previous release beside
// today). The mock's three requests run on each of its servers (today as `npm start` and as
// `npm run mock` run it, the previous release); the ceiling and json-server have their own.

/** The servers of the bench, all holding the same data (bench/mock-servers.ts starts them). */
export type ServerName = 'bukka' | 'checked' | 'previous' | 'fastify' | 'fastify2' | 'json';

export type BenchCase = {
  /** Its line in the rounds and the best-round list. */
  name: string;
  server: ServerName;
  path: string;
  /** What it must answer before it is loaded (a wrong answer stops the bench). */
  status: number;
  /** Its row of the CPU table, if it has one. */
  row?: string;
  /** On the previous release: the name of today's case it is set beside, and the line's words. */
  beside?: { today: string; what: string };
};

/** The mock's own requests: the first page of stores, a store search, the health check. */
const mockRequests = (term: string) => [
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

/** Every case, in the order the rounds load them (the previous release's only with one). */
export function mockCases(term: string, previousRef?: string): BenchCase[] {
  const requests = mockRequests(term);
  const mock = MOCK_SERVERS.filter((s) => s.server !== 'previous' || previousRef).flatMap(
    ({ server, prefix, row }) =>
      requests.map(
        ({ what, path }): BenchCase => ({
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
