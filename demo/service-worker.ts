// The static demo's own service worker (built beside index.html as demo-service-worker.js by
// scripts/build/demo-service-worker.ts, registered by demo/service-worker-page.ts): it takes the
// requests of the app's origin under /api/ and /__mock/ and has the demo's mock answer them
// (demo/service-worker-fetch.ts); everything else goes to the static host as without it. It keeps
// no state: a service worker the browser stopped and started again answers the next request alike.
import { answerRequest, forwards, type PageClients } from '#demo/service-worker-fetch.ts';

/** The service worker's global scope, as far as it is used (the DOM's types have none of it). */
type Scope = {
  location: Location;
  clients: PageClients & { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: () => void): void;
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(done: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(
    type: 'fetch',
    listener: (event: {
      request: Request;
      clientId: string;
      respondWith(answer: Promise<Response>): void;
    }) => void,
  ): void;
};

const scope = self as unknown as Scope;

// A new version takes over at once, and the pages already open with it.
scope.addEventListener('install', () => void scope.skipWaiting());
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
scope.addEventListener('fetch', (event) => {
  if (!forwards(event.request, scope.location.origin)) return;
  event.respondWith(answerRequest(event.request, event.clientId, scope.clients));
});
