// The endpoint spine closes its loop: every declared endpoint (each entry of every `*Endpoints`
// object of shared/schemas and mock-server/control) is served by exactly one route of the table,
// with the very schema objects it declares; and every Pact interaction's example answer parses
// with the response schema of the endpoint it calls.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '#shared/schemas/endpoint.ts';
import { readContracts } from '#tests/contracts/verify/pact-files.ts';
import { createRouteTable } from '../route-table.ts';

const ROOT = join(import.meta.dirname, '../..');
const DECLARING = [
  { dir: 'shared/schemas', file: /\.ts$/ },
  { dir: 'mock-server/control', file: /-endpoints\.ts$/ },
];

type Declared = { name: string; endpoint: Endpoint };

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).response === 'object';

/** Every entry of every `*Endpoints` export of the declaring folders, named `object.entry`. */
async function declaredEndpoints(): Promise<Declared[]> {
  const out: Declared[] = [];
  for (const { dir, file } of DECLARING) {
    for (const name of readdirSync(join(ROOT, dir))
      .filter((n) => file.test(n))
      .sort()) {
      if (name.endsWith('.test.ts')) continue;
      const module = (await import(pathToFileURL(join(ROOT, dir, name)).href)) as Record<
        string,
        unknown
      >;
      for (const [exported, value] of Object.entries(module)) {
        if (!exported.endsWith('Endpoints') || typeof value !== 'object' || value === null)
          continue;
        for (const [entry, endpoint] of Object.entries(value)) {
          expect(isEndpoint(endpoint), `${dir}/${name}: ${exported}.${entry}`).toBe(true);
          out.push({ name: `${exported}.${entry}`, endpoint: endpoint as Endpoint });
        }
      }
    }
  }
  return out;
}

let declared: Declared[] = [];
const routes = createRouteTable();

beforeAll(async () => {
  declared = await declaredEndpoints();
});

describe('every declared endpoint', () => {
  it('is found: the client API, the control API and its two calls of the client', () => {
    const names = declared.map((d) => d.name);
    expect(names).toContain('authEndpoints.signin');
    expect(names).toContain('mockControlEndpoints.health');
    expect(names).toContain('controlEndpoints.reset');
    expect(names).toContain('worldEndpoints.create');
    expect(names).toContain('snapshotEndpoints.snapshot');
    expect(names).toContain('cityEndpoints.city');
    expect(declared.length).toBeGreaterThan(60);
  });

  it('is served by exactly one route, with the same schema objects', () => {
    const problems: string[] = [];
    for (const { name, endpoint } of declared) {
      const serving = routes.filter(
        (r) => r.method === endpoint.method && r.path === endpoint.path,
      );
      if (serving.length !== 1) {
        problems.push(`${name} (${endpoint.method} ${endpoint.path}): ${serving.length} routes`);
        continue;
      }
      const route = serving[0]!;
      for (const part of ['response', 'body', 'query', 'params'] as const) {
        const declaredPart = (endpoint as Record<string, unknown>)[part];
        if (route[part] !== declaredPart)
          problems.push(`${name}: the route's ${part} is not the endpoint's own schema`);
      }
      if (Boolean(route.multipart) !== Boolean(endpoint.multipart))
        problems.push(`${name}: multipart differs`);
    }
    expect(problems).toEqual([]);
  });
});

/** The path pattern as a regular expression (`:name` is one segment, or a name before a dot). */
const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+?')}$`,
  );

/** The declared endpoint a request calls: the most literal path that matches it. */
function endpointFor(method: string, path: string): Declared | undefined {
  const matching = declared.filter(
    (d) => d.endpoint.method === method && patternOf(d.endpoint.path).test(path),
  );
  const params = (d: Declared) => (d.endpoint.path.match(/:/g) ?? []).length;
  return matching.sort((a, b) => params(a) - params(b))[0];
}

describe('every Pact interaction', () => {
  const interactions = readContracts().flatMap(({ file, pact }) =>
    pact.interactions.map((interaction) => ({ file, interaction })),
  );

  it('calls a declared endpoint, and its example answer (200) parses with its response schema', () => {
    expect(interactions.length).toBeGreaterThan(40);
    const problems: string[] = [];
    let parsed = 0;
    for (const { file, interaction } of interactions) {
      const { method, path } = interaction.request;
      const response = interaction.response as {
        status: number;
        body?: { content?: unknown };
      };
      const where = `${file.split('/').at(-1)}: ${interaction.description} (${method} ${path})`;
      const found = endpointFor(method, path);
      if (!found) {
        problems.push(`${where}: no declared endpoint`);
        continue;
      }
      if (response.status !== 200) continue;
      const result = z.safeParse(found.endpoint.response, response.body?.content);
      parsed += 1;
      if (!result.success)
        problems.push(
          `${where} → ${found.name}: ${result.error.issues
            .slice(0, 3)
            .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
            .join('; ')}`,
        );
    }
    expect(problems).toEqual([]);
    expect(parsed).toBeGreaterThan(30);
  });
});
