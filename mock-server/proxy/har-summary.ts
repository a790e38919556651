import type { DriftProblem } from './drift-store.ts';
import type { HarCheck } from './har-check.ts';
import type { HarIgnored } from './har-exchange.ts';

// The console's account of a HAR check: the totals as the drift report gives them, one line per
// endpoint with its problems under it, and what of the HAR was left out.

const AGAINST: Record<DriftProblem['source'], string> = {
  spine: "the client's schema",
  contract: 'the contract',
  proxy: 'the proxy',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What of the HAR was not checked, and why. */
export function ignoredLine(total: number, ignored: HarIgnored, origin: string | undefined) {
  const parts = [
    ignored.notApi ? `${ignored.notApi} outside /api (pages, scripts, styles, pictures)` : '',
    ignored.otherOrigins
      ? `${ignored.otherOrigins} sent to another origin than ${origin ?? 'the API'}`
      : '',
    ignored.otherMethods
      ? `${ignored.otherMethods} of a method the API has none of (CORS preflights, HEAD)`
      : '',
  ].filter(Boolean);
  const count = ignored.notApi + ignored.otherOrigins + ignored.otherMethods;
  const entries = `${total} ${total === 1 ? 'entry' : 'entries'}`;
  return count === 0
    ? `Ignored: none of the HAR's ${entries}`
    : `Ignored: ${count} of the HAR's ${entries} — ${parts.join(', ')}`;
}

export function harSummary(check: HarCheck, file: string): string[] {
  const { status, selection } = check;
  const { totals, endpoints } = status;
  const drifted = endpoints.filter((e) => e.drifted > 0).length;
  const lines = [
    `${file}: ${plural(check.exchanges, '/api request')} to ${selection.origin}, ${plural(totals.forwarded, 'answer')} from ${plural(endpoints.length, 'endpoint')}: ${totals.drifted} did not match, on ${plural(drifted, 'endpoint')} · checked against a contract interaction ${totals.checkedByContract}, against the client's schema only ${totals.checkedBySchemaOnly}, not checkable ${totals.notCheckable} · ${totals.unreachable} without an answer`,
  ];
  for (const e of endpoints) {
    const statuses = Object.entries(e.statuses)
      .map(([s, n]) => `${s} ×${n}`)
      .join(', ');
    lines.push(
      `  ${e.drifted ? 'DRIFT' : 'ok   '} ${e.method} ${e.route}${e.inSpine ? '' : ' (not in the spine)'}: ${plural(e.seen, 'answer')}, ${e.drifted} did not match (${statuses})`,
    );
    for (const p of e.problems)
      lines.push(
        `        ${p.text} — against ${AGAINST[p.source]}${p.interaction ? ` (${p.interaction})` : ''}, status ${p.status} on ${p.path}${p.times > 1 ? `, ${p.times} times` : ''}`,
      );
    if (e.moreProblems) lines.push(`        … and ${e.moreProblems} other problems (not kept)`);
  }
  for (const u of status.unjudged)
    lines.push(`  Cannot judge ${u.method} ${u.route} ${u.field}: ${u.why}`);
  lines.push(ignoredLine(selection.total, selection.ignored, selection.origin));
  return lines;
}
