// The static demo's page half: MSW's service worker intercepts the app's and the panel's API
// calls (`/api/*`, `/__mock/*`, any origin) and this page's handler only forwards each one to the
// demo's mock worker (demo/mock-worker.ts: one world, routes and simulator shared by every tab of
// the demo), then hands its answer back. Nothing of the mock's code or data runs in the page.
// Loaded by the demo's entry (demo/demo-main.ts) after the first paint; the app's API calls wait
// for it (ApiConfig.ready).

import { HttpResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { showDemoControls } from '#demo/demo-controls.ts';
import {
  type ForwardedHead,
  type PageMessage,
  type WorkerMessage,
  workerName,
} from '#demo/demo-protocol.ts';
import { DEMO_WORLD_SEED } from '#demo/demo-world-file.ts';
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
    const worker = new SharedWorker(new URL('./mock-worker.ts', import.meta.url), {
      type: 'module',
      name,
    });
    worker.port.onmessage = (event: MessageEvent<WorkerMessage>) => hear(event.data);
    worker.port.start();
    return { post: (message, transfer = []) => worker.port.postMessage(message, transfer) };
  }
  console.info('[bukka demo] no SharedWorker here: this tab runs its own copy of the demo world');
  const worker = new Worker(new URL('./mock-worker.ts', import.meta.url), { type: 'module', name });
  worker.onmessage = (event: MessageEvent<WorkerMessage>) => hear(event.data);
  return { post: (message, transfer = []) => worker.postMessage(message, transfer) };
}

/** The requests under way (their answer's head) and the open event streams (their body). */
const waiting = new Map<number, (head: ForwardedHead) => void>();
const streams = new Map<number, ReadableStreamDefaultController<Uint8Array>>();
const encoder = new TextEncoder();

function hear(message: WorkerMessage): void {
  if (message.kind === 'answer') {
    waiting.get(message.id)?.(message.head);
    waiting.delete(message.id);
  } else if (message.kind === 'chunk')
    streams.get(message.id)?.enqueue(encoder.encode(message.chunk));
  else if (message.kind === 'end') {
    streams.get(message.id)?.close();
    streams.delete(message.id);
  } else if (message.kind === 'reset') reloadAfterReset();
  else console.error(`[bukka demo] the mock did not start: ${message.message}`);
}

/** Whether this tab asked for the reset (it reloads last). */
let resetHere = false;

/**
 * Every tab reloads onto the fresh world, one after another: MSW's service worker unregisters
 * itself when its last page goes, and tabs reloading at the same instant raced that ("Failed to
 * update a ServiceWorker"). The tab that asked waits longest.
 */
function reloadAfterReset(): void {
  const wait = resetHere ? 1500 : Math.random() * 1000;
  setTimeout(() => window.location.reload(), wait);
}

function toResponse(channel: Channel, id: number, head: ForwardedHead): Response {
  if (head.dropConnection) return HttpResponse.error();
  if (!head.stream)
    return new HttpResponse(head.body, { status: head.status, headers: head.headers });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      streams.set(id, controller);
    },
    cancel() {
      streams.delete(id);
      channel.post({ kind: 'cancel', id });
    },
  });
  return new HttpResponse(body, { status: head.status, headers: head.headers });
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

/**
 * MSW asks an existing registration to `update()` without waiting for it; when its service worker
 * has just unregistered itself (the last other tab of the demo closed or reloaded), that promise
 * rejects with nobody to hear it. The page stays controlled and mocked: nothing to report.
 */
function quietStaleUpdate(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker'))
      event.preventDefault();
  });
}

/** Connects to the demo's mock worker and starts forwarding; resolves once requests are answered. */
export async function startDemo(): Promise<void> {
  const started = performance.now();
  const search = globalThis.location?.search ?? '';
  const seed = new URLSearchParams(search).get('seed') ?? String(DEMO_WORLD_SEED);
  const channel = connect(seed, hear);
  channel.post({ kind: 'hello', search });
  let next = 0;
  const forward = async ({
    request,
    cookies,
  }: {
    request: Request;
    cookies: Record<string, string>;
  }) => {
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : await request.arrayBuffer();
    const id = ++next;
    const head = new Promise<ForwardedHead>((resolve) => waiting.set(id, resolve));
    channel.post(
      {
        kind: 'request',
        id,
        request: {
          method: request.method,
          url: request.url,
          headers: [...request.headers],
          cookies,
          body,
        },
      },
      body ? [body] : [],
    );
    return toResponse(channel, id, await head);
  };
  quietStaleUpdate();
  const worker = setupWorker(http.all('*/api/*', forward), http.all('*/__mock/*', forward));
  await worker.start({
    serviceWorker: { url: `${env.BASE_URL || '/'}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
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
