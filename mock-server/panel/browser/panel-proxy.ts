// The proxy's panel (`--proxy URL`): what the backend answered so far — the setup, the figures,
// what drifted per endpoint from the client's schemas or the contract, the writes refused — with
// the report's link and a button that starts the counts again; refreshed every 2 s while the
// page is shown. Only a proxying mock's page has this section (panel-page.ts).

import { $, call, messageOf, type ProxyState, panelApi, say } from './panel-io.ts';
import {
  endpointsTable,
  figuresHtml,
  refusedTable,
  setupPairs,
  summaryOf,
  unjudgedTable,
} from './panel-proxy-view.ts';
import { dl } from './panel-tables.ts';

/** Sets `el`'s markup only when it changed (a scrolled table or a focused cell stays as it is). */
function put(el: HTMLElement, html: string): void {
  if (el.dataset.html === html) return;
  el.innerHTML = html;
  el.dataset.html = html;
}

function show(state: ProxyState): void {
  dl($('proxy-setup'), setupPairs(state));
  put($('proxy-figures'), figuresHtml(state));
  const summary = summaryOf(state);
  if ($('proxy-summary').textContent !== summary) $('proxy-summary').textContent = summary;
  put($('proxy'), endpointsTable(state));
  put($('proxy-refused'), refusedTable(state));
  const unjudged = unjudgedTable(state);
  $('proxy-unjudged-box').hidden = unjudged === '';
  put($('proxy-unjudged'), unjudged);
}

async function refresh(): Promise<void> {
  try {
    show(await call(panelApi.proxy));
  } catch (e) {
    say(`The proxy's figures could not be read: ${messageOf(e)}`, true);
  }
}

async function clear(): Promise<void> {
  try {
    show(await call(panelApi.clearProxy));
    say('Proxy counts cleared: counting again from now.');
  } catch (e) {
    say(`Clear the counts failed: ${messageOf(e)}`, true);
  }
}

export function startProxy(): void {
  $('proxy-clear').addEventListener('click', () => void clear());
  void refresh();
  setInterval(() => {
    if (document.visibilityState === 'visible') void refresh();
  }, 2_000);
}
