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
<div class="muted">${e.seen} answer${e.seen === 1 ? '' : 's'}, ${e.drifted} did not match · ${e.contractChecked} checked against the contract · statuses ${esc(statuses)}</div>
${table}</section>`;
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
  const { totals, endpoints } = status;
  const drifted = endpoints.filter((e) => e.drifted > 0).length;
  const summary = `${totals.forwarded} answers from ${endpoints.length} endpoints: ${totals.drifted} did not match, on ${drifted} endpoint${drifted === 1 ? '' : 's'} · ${totals.refusedWrites} write${totals.refusedWrites === 1 ? '' : 's'} refused (read-only) · ${totals.unreachable} without an answer · ${status.contractInteractions} contract interactions`;
  const body = endpoints.length
    ? endpoints.map(endpointHtml).join('\n')
    : '<p class="muted">No answer seen yet: use the app (or run the scenarios) through the proxy.</p>';
  return page(
    'Bukka proxy — drift report',
    `${status.upstream} (${status.allowWrites ? 'writes allowed' : 'read-only'}) · since ${status.startedAt} · ${when.toISOString()}`,
    `<p class="summary">${esc(summary)}</p>${body}`,
  );
}
