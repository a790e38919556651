// The static demo's page half: the demo's own service worker (demo/service-worker.ts) takes the
// app's and the panel's requests of the mock (`/api/*`, `/__mock/*` of the app's origin) and hands
// each to the page, with the port it waits on; this page only forwards both to the demo's mock
// worker (demo/mock-worker.ts: one world, routes and simulator shared by every tab of the demo),
// which answers on that port straight to the service worker. Nothing of the mock's code or data
// runs in the page. Loaded by the demo's entry (demo/demo-main.ts) on the app's first API call or
// the first request its inbox holds (demo/page-inbox.ts); the app's API calls wait for it
// (ApiConfig.ready).

import { noteDemoReset, showDemoControls } from '#demo/demo-controls.ts';
import {
  DEMO_SERVICE_WORKER,
  type PageMessage,
  type WorkerMessage,
  workerName,
} from '#demo/demo-protocol.ts';
import { DEMO_WORLD_SEED } from '#demo/demo-world-file.ts';
import { takeEarlyWorker } from '#demo/early-worker.ts';
import { forwardRequests } from '#demo/page-inbox.ts';
import { controlledBy, underAnotherWorker } from '#demo/service-worker-page.ts';
import { fetchThirdParty } from '#src/api/client.ts';
import { env } from '#src/config/env.ts';

const PANEL_PATH = '/__mock/panel';

type Channel = { post(message: PageMessage, transfer?: Transferable[]): void };

/**
 * The demo's mock worker: shared by every tab (SharedWorker), or this tab's own where a browser
 * has no SharedWorker (Chrome on Android): then each tab runs its own copy of the kept world, and
 * a second tab sees what the first did only after a reload.
 */
function connect(seed: string, hear: (message: WorkerMessage) => void): Channel {
  const name = workerName(seed);
  if (typeof SharedWorker === 'function') {
    // Started by index.html already (demo/early-worker.ts), or now.
    const worker =
      takeEarlyWorker(name) ??
      new SharedWorker(new URL('./mock-worker.ts', import.meta.url), { type: 'module', name });
    worker.port.onmessage = (event: MessageEvent<WorkerMessage>) => hear(event.data);
    worker.port.start();
    return { post: (message, transfer = []) => worker.port.postMessage(message, transfer) };
  }
  console.info('[bukka demo] no SharedWorker here: this tab runs its own copy of the demo world');
  const worker = new Worker(new URL('./mock-worker.ts', import.meta.url), { type: 'module', name });
  worker.onmessage = (event: MessageEvent<WorkerMessage>) => hear(event.data);
  return { post: (message, transfer = []) => worker.postMessage(message, transfer) };
}

function hear(message: WorkerMessage): void {
  if (message.kind === 'reset') reloadAfterReset();
  else console.error(`[bukka demo] the mock did not start: ${message.message}`);
}

/** Whether this tab asked for the reset (it reloads last). */
let resetHere = false;

/**
 * Every tab reloads onto the fresh world, one after another rather than all at the same instant
 * (they raced each other's service-worker updates: "Failed to update a ServiceWorker"). The tab that
 * asked waits longest.
 */
function reloadAfterReset(): void {
  noteDemoReset();
  const wait = resetHere ? 1500 : Math.random() * 1000;
  setTimeout(() => window.location.reload(), wait);
}

/** The page's own document cookies (the mock's cookies are kept by the mock worker). */
function documentCookies(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) out[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return out;
}

/** A static host answers `/__mock/panel` with index.html: the panel comes from the mock instead. */
async function showPanel(reset: () => void): Promise<never> {
  const html = await (await fetchThirdParty(PANEL_PATH)).text();
  document.open();
  document.write(html);
  document.close();
  showDemoControls(reset, 'panel');
  return new Promise<never>(() => {}); // the app does not start on this page
}

/** Connects to the demo's mock worker and starts forwarding; resolves once requests are answered. */
export async function startDemo(): Promise<void> {
  const started = performance.now();
  const search = globalThis.location?.search ?? '';
  const seed = new URLSearchParams(search).get('seed') ?? String(DEMO_WORLD_SEED);
  const serviceWorker = `${env.BASE_URL || '/'}${DEMO_SERVICE_WORKER}`;
  // Under an earlier demo's worker, ours takes the page over first (service-worker-page.ts says
  // why); otherwise the mock worker starts beside the registration, its world loading meanwhile.
  if (underAnotherWorker(serviceWorker)) await controlledBy(serviceWorker);
  const channel = connect(seed, hear);
  channel.post({ kind: 'hello', search });
  // The port goes with the request: the worker's answer need not come back through this page.
  forwardRequests(({ request, reply }) =>
    channel.post(
      { kind: 'request', request: { ...request, cookies: documentCookies() }, reply },
      request.body ? [reply, request.body] : [reply],
    ),
  );
  await controlledBy(serviceWorker);
  const reset = () => {
    resetHere = true;
    channel.post({ kind: 'reset-demo' });
  };
  if (globalThis.location?.pathname === PANEL_PATH) await showPanel(reset);
  showDemoControls(reset, 'app');
  console.info(
    `[bukka demo] forwarding to the demo's mock worker (${Math.round(performance.now() - started)} ms)`,
  );
}
