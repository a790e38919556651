// The docs' table of the control API (docs/team-conventions.md, between the markers), written from
// the spine by `npm run docs:control`: every call declared in this folder's `*-endpoints.ts`, with
// the summary its route gives; a test fails when the docs and the spine differ.
import type { Endpoint } from '#shared/schemas/endpoint.ts';
import { mockControlEndpoints } from '#shared/schemas/mock-control.ts';
import type { RouteDef } from '../routes/route-types.ts';
import { cityEndpoints } from './city-endpoints.ts';
import { controlEndpoints } from './control-endpoints.ts';
import { proxyEndpoints } from './proxy-endpoints.ts';
import { snapshotEndpoints } from './snapshot-endpoints.ts';
import { worldEndpoints } from './world-endpoints.ts';

const DOC_START =
  '<!-- control: written by `npm run docs:control` from mock-server/control/*-endpoints.ts -->';
const DOC_END = '<!-- /control -->';

/** Each declaring file of this folder with its endpoints, in the table's order. */
export const CONTROL_DECLARATIONS: readonly (readonly [string, Record<string, Endpoint>])[] = [
  ['control-endpoints.ts', controlEndpoints],
  ['city-endpoints.ts', cityEndpoints],
  ['snapshot-endpoints.ts', snapshotEndpoints],
  ['world-endpoints.ts', worldEndpoints],
  ['proxy-endpoints.ts', proxyEndpoints],
];

const fromShared = new Set<Endpoint>(Object.values(mockControlEndpoints));
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The block between the markers, markers included, with each route's summary from `routes`. */
export function controlMarkdown(routes: readonly RouteDef[]): string {
  const summary = (e: Endpoint) =>
    routes.find((r) => r.method === e.method && r.path === e.path)?.summary ?? '';
  const rows = CONTROL_DECLARATIONS.flatMap(([file, endpoints]) =>
    Object.values(endpoints).map((e) => {
      const where = fromShared.has(e) ? '`shared/schemas/mock-control.ts`' : `\`${file}\``;
      return `| \`${e.method} ${e.path}\` | ${cell(summary(e))} | ${where} |`;
    }),
  );
  return [
    DOC_START,
    '| call | what it does | declared in |',
    '| --- | --- | --- |',
    ...rows,
    DOC_END,
  ].join('\n');
}

/** `doc` with its block replaced (or unchanged when it has no markers). */
export function withControl(doc: string, routes: readonly RouteDef[]): string {
  const start = doc.indexOf(DOC_START);
  const end = doc.indexOf(DOC_END);
  if (start < 0 || end < start) return doc;
  return doc.slice(0, start) + controlMarkdown(routes) + doc.slice(end + DOC_END.length);
}
