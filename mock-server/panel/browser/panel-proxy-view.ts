// Proxy mode's view as markup, from `GET /__mock/proxy` (escaped): the setup, the figures, a
// sentence for the live region, what drifted per endpoint with its problems, the writes refused
// and the fields no check can judge. The fields a newer mock adds are shown when present.
import { escapeMarkup as esc } from '#shared/markup.ts';
import { dayTimeText } from './panel-format.ts';
import type { ProxyState } from './panel-io.ts';

type Endpoint = ProxyState['endpoints'][number];
type Problem = Endpoint['problems'][number];

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The setup: the backend, whether writes pass, since when, the contract's interactions. */
export function setupPairs(state: ProxyState): [string, string][] {
  const pairs: [string, string][] = [
    ['Backend', state.upstream ?? ''],
    [
      'Writes',
      state.allowWrites
        ? 'allowed: sent to the backend (money may move)'
        : 'refused: read-only, nothing is sent',
    ],
  ];
  if (state.startedAt) pairs.push(['Since', dayTimeText(state.startedAt)]);
  pairs.push(['Contract interactions loaded', String(state.contractInteractions)]);
  if (state.report) pairs.push(['Report file', state.report]);
  return pairs;
}

/** The figures: answers seen, how they could be checked, drifts, refusals, failures. */
export function figuresHtml(state: ProxyState): string {
  const t = state.totals;
  const figures: [string, number, boolean][] = [
    ['Answers seen', t.forwarded, false],
    ['Checked against a contract interaction', t.checkedByContract, false],
    ["Against the client's schema only", t.checkedBySchemaOnly, false],
    ['Not checkable', t.notCheckable, false],
    ['Did not match', t.drifted, t.drifted > 0],
    ['Writes refused', t.refusedWrites, false],
    ['Without an answer', t.unreachable, t.unreachable > 0],
  ];
  return figures
    .map(
      ([k, v, bad]) =>
        `<li${bad ? ' class="bad"' : ''}><span class="k">${esc(k)}</span><span class="v">${v}</span></li>`,
    )
    .join('');
}

/** One sentence of the whole (the live region: only a change is announced). */
export function summaryOf(state: ProxyState): string {
  const { totals } = state;
  const drifted = state.endpoints.filter((e) => e.drifted > 0).length;
  return `${state.upstream} (${state.allowWrites ? 'writes allowed' : 'read-only'}): ${plural(totals.forwarded, 'answer')}, ${totals.drifted} did not match, on ${drifted} of ${plural(state.endpoints.length, 'endpoint')}; ${plural(totals.refusedWrites, 'write')} refused, ${totals.unreachable} without an answer.`;
}

const SOURCE: Record<Problem['source'], string> = {
  spine: "client's schema",
  contract: 'contract',
  proxy: 'proxy',
};

function problemHtml(p: Problem): string {
  const against = p.interaction ? `${SOURCE[p.source]}: ${p.interaction}` : SOURCE[p.source];
  return `<li><code>${esc(p.text)}</code> <span>(${esc(against)}; status ${p.status}; ×${p.times}; first on <code>${esc(p.path)}</code>)</span></li>`;
}

function problemsHtml(e: Endpoint): string {
  if (e.problems.length === 0) return 'matches';
  const more = e.moreProblems
    ? `<li>and ${plural(e.moreProblems, 'other problem')} (not kept)</li>`
    : '';
  return `<ul class="problems">${e.problems.map(problemHtml).join('')}${more}</ul>`;
}

/** Every endpoint seen (drifted first): its answers, drifts, contract checks and problems. */
export function endpointsTable(state: ProxyState): string {
  if (state.endpoints.length === 0) return '<p>No answer yet: use the app through this mock.</p>';
  const rows = state.endpoints.map(
    (e) =>
      `<tr><td><code>${esc(e.method)} ${esc(e.route)}</code>${e.inSpine ? '' : ' <span>(not in the spine)</span>'}</td>` +
      `<td>${e.seen}</td><td>${e.drifted}</td><td>${e.contractChecked}</td><td>${problemsHtml(e)}</td></tr>`,
  );
  return (
    '<table><caption class="sr">Answers of the backend per endpoint</caption><thead><tr><th scope="col">Endpoint</th><th scope="col">Answers</th><th scope="col">Not matching</th><th scope="col">Checked against the contract</th><th scope="col">Problems</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

/** The writes refused, each by method and route template. */
export function refusedTable(state: ProxyState): string {
  if (state.refused.length === 0) return '<p>None.</p>';
  const rows = state.refused.map(
    (r) =>
      `<tr><td>${esc(r.method)}</td><td><code>${esc(r.route)}</code></td><td>${r.times}</td><td>${esc(dayTimeText(r.lastAt))}</td></tr>`,
  );
  return (
    '<table><caption class="sr">Writes refused</caption><thead><tr><th scope="col">Method</th><th scope="col">Route</th><th scope="col">Times</th><th scope="col">Last refused</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

/** The fields the shape checks cannot judge, and why ('' when the mock does not say). */
export function unjudgedTable(state: ProxyState): string {
  if (state.unjudged.length === 0) return '';
  const rows = state.unjudged.map(
    (u) =>
      `<tr><td><code>${esc(u.method)} ${esc(u.route)}</code></td><td><code>${esc(u.field)}</code></td><td>${esc(u.why)}</td></tr>`,
  );
  return (
    '<table><caption class="sr">Fields the shape checks cannot judge</caption><thead><tr><th scope="col">Endpoint</th><th scope="col">Field</th><th scope="col">Why</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}
