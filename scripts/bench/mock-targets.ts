// The targets the mock case checks its figures against (PASS or MISS; docs/performance.md).
import { cpuRow, type Figures, fmt, pct, signedPct, type TargetRow } from './report.ts';

export type Seeded = {
  seedCpuMs: number;
  searchMs: { page: number; name: number };
  stores: number;
  products: number;
  moduleLoadMs: number;
  seedMs: number;
  rssMb: number;
};

type Mock = { page: Figures; name: Figures; health: Figures };

export function mockTargets(f: {
  bukka: Mock;
  checked: Mock;
  hello: Figures;
  json: { page: Figures; name: Figures };
  stores: number;
  big: Seeded;
  bukkaReady: number;
  bukkaWallMs: number;
  bukkaRssAfter: number;
}): TargetRow[] {
  const { bukka: b, checked: c, hello, json: j, big } = f;
  const rps = (label: string, x: Figures, share: number): TargetRow => [
    `${label} / bare Fastify (≥ ${Math.round(share * 100)} %)`,
    pct(x.rps, hello.rps),
    x.rps >= share * hello.rps,
  ];
  const check = (label: string, checked: Figures, plain: Figures): TargetRow => [
    `Answer check: npm run mock / npm start, ${label} (≤ +15 % CPU/req)`,
    signedPct(checked.cpuUs / plain.cpuUs),
    checked.cpuUs <= 1.15 * plain.cpuUs,
  ];
  const p99 = (label: string, x: Figures): TargetRow => [
    `Bukka p99, ${label} (≤ 10 ms)`,
    `${fmt(x.p99, 1)} ms`,
    x.p99 <= 10,
  ];
  const json = (label: string, x: Figures, y: Figures): TargetRow => [
    `Bukka / json-server, ${label} (≥ 20×)`,
    `${fmt(x.rps / y.rps, 1)}×`,
    x.rps / y.rps >= 20,
  ];
  return [
    cpuRow('Bukka paged / bare Fastify', b.page, hello, 1.25),
    cpuRow('Bukka filtered / bare Fastify', b.name, hello, 1.25),
    cpuRow('Bukka health / bare Fastify', b.health, hello, 1.1),
    check('paged', c.page, b.page),
    check('filtered', c.name, b.name),
    rps('Bukka paged', b.page, 0.8),
    rps('Bukka filtered', b.name, 0.8),
    rps('Bukka /__mock/health', b.health, 0.9),
    p99('paged', b.page),
    p99('filtered', b.name),
    json('paged', b.page, j.page),
    json('filtered', b.name, j.name),
    [
      `${fmt(f.stores)}-store world seed (≤ 2 s)`,
      `${fmt(big.seedMs)} ms, ${fmt(big.seedCpuMs)} ms CPU; ${fmt(big.stores)} stores, ${fmt(big.products)} products`,
      big.seedMs <= 2_000,
    ],
    [
      `${fmt(f.stores)}-store server ready / RSS after load (≤ 300 MB)`,
      `${fmt(f.bukkaReady)} ms (first answer ${fmt(f.bukkaWallMs)} ms) / ${fmt(f.bukkaRssAfter)} MB`,
      f.bukkaRssAfter <= 300,
    ],
  ];
}

/** The demo world's targets (48 stores), when the seed rows ran. */
export const demoTargets = (demo: Seeded, ready: number, wallMs: number): TargetRow[] => [
  [
    'Demo world seed (48 stores, ≤ 1 s)',
    `${fmt(demo.seedMs)} ms, ${fmt(demo.seedCpuMs)} ms CPU (module load ${fmt(demo.moduleLoadMs)} ms)`,
    demo.seedMs < 1_000,
  ],
  [
    'Demo server ready (≤ 1 s)',
    `${fmt(ready)} ms (first answer after ${fmt(wallMs)} ms)`,
    ready < 1_000,
  ],
];
