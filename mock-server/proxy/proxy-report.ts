import { badge, esc, page } from '../recording/html-page.ts';
import type { EndpointDrift } from './drift-store.ts';
import type { ProxyStatus } from './proxy-status.ts';

// The drift report: one self-contained HTML page in the scenarios report's look — the backend,
// the totals, then one section per endpoint (drifted ones first) with its answers, statuses and
// the first problems, each with its field path, what was seen, the status and where it came from
// (the client's schema or the contract's interaction). Written by `--report FILE` (kept current
// while the proxy runs, and once more on exit) and served by `GET /__mock/proxy/report`.

const SOURCE = {
  spine: "client's schema",
  contract: 'contract',
  proxy: 'proxy',
} as const;

function endpointHtml(e: EndpointDrift): string {
  const state = e.drifted > 0 ? 'failed' : 'passed';
  const statuses = Object.entries(e.statuses)
    .map(([status, n]) => `${status} ×${n}`)
    .join(', ');
  const rows = e.problems
    .map(
      (p) =>
        `<tr class="diff"><td>${esc(SOURCE[p.source])}${p.interaction ? `<div class="muted">${esc(p.interaction)}</div>` : ''}</td><td><code>${esc(p.text)}</code></td><td>${p.status}</td><td><code>${esc(p.path)}</code></td><td>${p.times}</td></tr>`,
    )
    .join('\n');
  const table = rows
    ? `<table class="compare"><thead><tr><th>checked against</th><th>problem</th><th>status</th><th>first seen on</th><th>times</th></tr></thead><tbody>${rows}</tbody></table>${e.moreProblems ? `<p class="muted">… and ${e.moreProblems} other problems (not kept)</p>` : ''}`
    : '';
  return `<section class="scenario"><h2>${badge(state)} ${esc(e.method)} ${esc(e.route)}${e.inSpine ? '' : ' <span class="muted">(not in the spine)</span>'}</h2>
<div class="muted">${plural(e.seen, 'answer')}, ${e.drifted} did not match · checked against a contract interaction ${e.contractChecked}, against the client's schema only ${e.schemaOnly}, not checkable ${e.notCheckable} · statuses ${esc(statuses)}</div>
${table}</section>`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The totals in words: what was seen, what each answer was checked against, what was refused. */
function proxySummary(status: ProxyStatus): string {
  const { totals, endpoints } = status;
  const drifted = endpoints.filter((e) => e.drifted > 0).length;
  return [
    `${plural(totals.forwarded, 'answer')} seen from ${plural(endpoints.length, 'endpoint')}: ${totals.checkedByContract} checked against a contract interaction, ${totals.checkedBySchemaOnly} against the client's schema only, ${totals.notCheckable} not checkable`,
    `${totals.drifted} did not match, on ${plural(drifted, 'endpoint')}`,
    `${plural(totals.refusedWrites, 'request')} refused (read-only: nothing was sent)`,
    `${totals.unreachable} without an answer`,
    `(${status.contractInteractions} contract interactions loaded)`,
  ].join(' · ');
}

function refusedHtml(status: ProxyStatus): string {
  if (status.refused.length === 0) return '';
  const rows = status.refused
    .map(
      (r) =>
        `<tr><td><code>${esc(r.method)} ${esc(r.route)}</code></td><td>${r.times}</td><td>${esc(r.lastAt)}</td></tr>`,
    )
    .join('\n');
  return `<section class="scenario"><h2>Refused, not sent to the backend</h2><table class="compare"><thead><tr><th>request</th><th>times</th><th>last</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

function unjudgedHtml(status: ProxyStatus): string {
  if (status.unjudged.length === 0) return '';
  const rows = status.unjudged
    .map(
      (u) =>
        `<tr><td><code>${esc(u.method)} ${esc(u.route)}</code></td><td><code>${esc(u.field)}</code></td><td>${esc(u.why)}</td></tr>`,
    )
    .join('\n');
  return `<section class="scenario"><h2>What the checks cannot judge</h2><p class="muted">These fields pass any shape check whatever they mean: look at them yourself.</p><table class="compare"><thead><tr><th>endpoint</th><th>field</th><th>why</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

/** The report of `status` as an HTML page. */
export function proxyReportHtml(status: ProxyStatus, when = new Date()): string {
  if (!status.on) {
    return page(
      'Bukka proxy — drift report',
      when.toISOString(),
      '<p class="summary">The mock is not proxying (start it with --proxy URL).</p>',
    );
  }
  const body = status.endpoints.length
    ? status.endpoints.map(endpointHtml).join('\n')
    : '<p class="muted">No answer seen yet: use the app (or run the scenarios) through the proxy.</p>';
  return page(
    'Bukka proxy — drift report',
    `${status.upstream} (${status.allowWrites ? 'writes allowed' : 'read-only'}) · since ${status.startedAt} · ${when.toISOString()}`,
    `<p class="summary">${esc(proxySummary(status))}</p>${refusedHtml(status)}${body}${unjudgedHtml(status)}`,
  );
}
