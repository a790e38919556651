// `npm run bench -- --only mock --peers`: WireMock, Mockoon and Prism serving the mock's page as a static
// stub, in a phase of their own (a JVM and two Node servers idling beside the other targets
// would take from them), measured beside Bukka and the ceiling again.
import type { Child } from './children.ts';
import { waitForUrl } from './children.ts';
import { measureInterleaved } from './load.ts';
import { benchPort } from './mock-servers.ts';
import { installPeers, startMockoon, startPrism, startWireMock } from './peers.ts';
import { type Figures, fmt, markdownTable, pct, type TargetRow } from './report.ts';

type Beside = { name: string; url: string };

export async function measurePeers(o: {
  /** Bukka's filtered and paged cases, json-server's filtered, the ceiling's page and hello. */
  bukkaName: Beside;
  bukkaPage: Beside;
  jsonName: Beside;
  fixedPage: Beside;
  hello: Beside;
  term: string;
  page: string;
  dir: string;
  openapi: Record<string, unknown>;
  children: Child[];
  load: { rounds: number; seconds: number; connections: number };
}): Promise<{ figures: Figures[]; rows: TargetRow[] }> {
  const peerDir = installPeers(console.log);
  const peers = [
    startWireMock(peerDir, await benchPort(), o.page, o.dir),
    startMockoon(peerDir, await benchPort(), o.page, o.dir),
    startPrism(peerDir, await benchPort(), o.page, o.dir, o.openapi),
  ];
  o.children.push(...peers.map((x) => x.child));
  console.log('');
  for (const peer of peers) {
    await waitForUrl(peer.ready, peer.child, 120_000);
    const body = await (await fetch(peer.url)).text();
    const same = JSON.stringify(JSON.parse(body)) === JSON.stringify(JSON.parse(o.page));
    console.log(`${peer.name} ${peer.version} serves the same page: ${same ? 'yes' : 'NO'}`);
  }
  console.log('\nPeers, beside Bukka and the ceiling again:');
  const figures = await measureInterleaved(
    [
      o.bukkaName,
      o.bukkaPage,
      ...peers.map((x) => ({ name: `${x.name} static stub`, url: x.url })),
      o.jsonName,
      o.fixedPage,
      o.hello,
    ],
    o.load,
  );
  await Promise.all(peers.map((x) => x.child.stop()));
  const of = (name: string) => figures.find((f) => f.name === name)!;
  const stubs = peers.map((x) => of(`${x.name} static stub`));
  const best = stubs.reduce((a, c) => (c.rps > a.rps ? c : a));
  const name = of(o.bukkaName.name);
  const hello = of(o.hello.name);
  console.log('\nPeers (markdown, for docs/performance.md):\n');
  const row = (server: string, what: string, f: Figures) => [
    server,
    what,
    fmt(f.rps),
    fmt(f.p50, 1),
    fmt(f.p99, 1),
    pct(f.rps, hello.rps),
  ];
  const rows = [
    row('Bukka (today)', `stateful search, query=${o.term}`, name),
    row('Bukka (today)', 'stateful search, page 1', of(o.bukkaPage.name)),
    ...peers.map((peer, i) =>
      row(`${peer.name} ${peer.version}`, 'the same page, static stub', stubs[i]!),
    ),
    row('json-server 0.17', `same stores, businessName_like=${o.term}`, of(o.jsonName.name)),
    row('bare Fastify', 'the same page bytes', of(o.fixedPage.name)),
    row('bare Fastify', 'hello-world', hello),
  ];
  const head = ['Server', 'What it serves', 'req/s', 'p50 ms', 'p99 ms', 'of bare Fastify'];
  for (const line of markdownTable(head, rows, 'llrrrr')) console.log(line);
  return {
    figures,
    rows: [
      [
        `Bukka filtered / fastest static stub (≥ 1/1.5)`,
        `${pct(name.rps, best.rps)} of ${best.name}`,
        name.rps >= best.rps / 1.5,
      ],
    ],
  };
}
