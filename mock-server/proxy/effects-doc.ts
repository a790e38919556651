// The docs' table of what a read-only proxy sends to a backend and what each call changes there
// (docs/mock.md, between the markers), written from the effects the spine declares by
// `npm run docs:effects`; a test fails when the docs and the spine differ.
import { COMMON_REFUSALS } from '#shared/schemas/endpoint.ts';
import type { RouteDef } from '../routes/route-types.ts';

const DOC_START =
  '<!-- effects: written by `npm run docs:effects` from the effects in shared/schemas -->';
const DOC_END = '<!-- /effects -->';

const cell = (text: string) => text.replaceAll('|', '\\|');

function row(r: RouteDef): string {
  const e = r.effect!;
  const sent =
    e.kind === 'read'
      ? 'sent'
      : e.kind === 'session'
        ? 'sent only as the app sends it'
        : '**never** (403, nothing sent)';
  const changes = e.kind === 'read' ? 'nothing' : e.changes;
  const extra = r.refusals?.length ? ` (also answers ${r.refusals.join(', ')})` : '';
  return `| \`${r.method} ${r.path}\` | ${e.kind} | ${sent} | ${cell(changes)}${extra} |`;
}

const order = { read: 0, session: 1, write: 2 } as const;

/** The block between the markers, markers included, for the `/api` routes of `routes`. */
export function effectsMarkdown(routes: readonly RouteDef[]): string {
  const api = routes
    .filter((r) => r.path.startsWith('/api/') && r.effect)
    .sort(
      (a, b) =>
        order[a.effect!.kind] - order[b.effect!.kind] ||
        a.path.localeCompare(b.path) ||
        a.method.localeCompare(b.method),
    );
  return [
    DOC_START,
    '| call | effect | read-only proxy | what it changes on the hosted API |',
    '| --- | --- | --- | --- |',
    ...api.map(row),
    '',
    `Every endpoint may also refuse with ${COMMON_REFUSALS.join(', ')} and \`{ message }\`; any other status but 2xx is reported as drift.`,
    DOC_END,
  ].join('\n');
}

/** `doc` with its block replaced (or unchanged when it has no markers). */
export function withEffects(doc: string, routes: readonly RouteDef[]): string {
  const start = doc.indexOf(DOC_START);
  const end = doc.indexOf(DOC_END);
  if (start < 0 || end < start) return doc;
  return doc.slice(0, start) + effectsMarkdown(routes) + doc.slice(end + DOC_END.length);
}
