// Where the requests the demo's service worker hands this page wait for the forwarder
// (demo/start-demo.ts): listened to from the demo's entry on, before the page has finished
// loading (a message that came before anyone listened would be lost, and its request would never
// be answered). The first request starts the forwarder; until it forwards, requests wait here —
// a picture of the mock's asked for before the first API call is answered once the mock is up.
import { SERVICE_WORKER_REQUEST, type ServiceWorkerRequest } from '#demo/demo-protocol.ts';

type Forward = (message: ServiceWorkerRequest) => void;

let forward: Forward | undefined;
const waiting: ServiceWorkerRequest[] = [];

const isRequest = (data: unknown): data is ServiceWorkerRequest =>
  (data as ServiceWorkerRequest | null)?.kind === SERVICE_WORKER_REQUEST;

/** Listens to the demo's service worker; the first request it hands over calls `start`. */
export function openInbox(start: () => unknown): void {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return;
  container.addEventListener('message', (event: MessageEvent) => {
    if (!isRequest(event.data)) return;
    if (forward) return forward(event.data);
    waiting.push(event.data);
    if (waiting.length === 1) start();
  });
  container.startMessages();
}

/** From now on each request goes to `next`, those waiting first. */
export function forwardRequests(next: Forward): void {
  forward = next;
  for (const message of waiting.splice(0)) next(message);
}
