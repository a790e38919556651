// The panel's view of proxy mode (`--proxy URL`): what the backend answered so far, per endpoint,
// and the first problem of each that drifted from the client's schemas or the contract —
// refreshed every 2 s while the page is shown; the whole section stays hidden on a mock that is
// not proxying.
import { escapeMarkup as esc } from '#shared/markup.ts';
import { $, call, type ProxyState, panelApi } from './panel-io.ts';

function summaryOf(state: ProxyState): string {
  const { totals } = state;
  const drifted = state.endpoints.filter((e) => e.drifted > 0).length;
  return `${state.upstream} (${state.allowWrites ? 'writes allowed' : 'read-only'}): ${totals.forwarded} answers, ${totals.drifted} did not match, on ${drifted} of ${state.endpoints.length} endpoints; ${totals.refusedWrites} writes refused, ${totals.unreachable} without an answer.`;
}

function tableOf(state: ProxyState): string {
  if (state.endpoints.length === 0) return '<p>No answer yet: use the app through this mock.</p>';
  const rows = state.endpoints.map((e) => {
    const first = e.problems[0];
    const problem = first
      ? `<code>${esc(first.text)}</code> <span>(${esc(first.source === 'spine' ? "client's schema" : first.source)}, ${first.status})</span>`
      : 'matches';
    return `<tr><td><code>${esc(e.method)} ${esc(e.route)}</code></td><td>${e.seen}</td><td>${e.drifted}</td><td>${problem}${e.problems.length > 1 ? ` <span>+${e.problems.length - 1} more</span>` : ''}</td></tr>`;
  });
  return (
    '<table><caption class="sr">Answers of the backend per endpoint</caption><thead><tr><th scope="col">Endpoint</th><th scope="col">Answers</th><th scope="col">Not matching</th><th scope="col">First problem</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

async function refresh(): Promise<void> {
  let state: ProxyState;
  try {
    state = await call(panelApi.proxy);
  } catch {
    return;
  }
  const box = $('proxy-box');
  box.hidden = !state.on;
  if (!state.on) return;
  const summary = summaryOf(state);
  // Only a change is announced (the summary is a live region).
  if ($('proxy-summary').textContent !== summary) $('proxy-summary').textContent = summary;
  $('proxy').innerHTML = tableOf(state);
}

export function startProxy(): void {
  void refresh();
  setInterval(() => {
    if (document.visibilityState === 'visible') void refresh();
  }, 2_000);
}
