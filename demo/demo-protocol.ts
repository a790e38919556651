// What the static demo's three parts say to each other: its service worker (demo/service-worker.ts)
// hands each request of the mock to the page that made it, with a port; the page passes both on to
// the demo's mock worker (demo/mock-worker.ts), which answers on that port straight to the service
// worker. Types and names only: the page's forwarder and the service worker import nothing of the
// mock.

/** The demo's service worker, beside index.html (built by scripts/build/demo-service-worker.ts). */
export const DEMO_SERVICE_WORKER = 'demo-service-worker.js';

/** A request the service worker took, as it hands it to a page. */
export type InterceptedRequest = {
  method: string;
  url: string;
  headers: [string, string][];
  /** The raw body (JSON, multipart with its boundary in the content type), absent for GET/HEAD. */
  body?: ArrayBuffer;
};

/** The kind of the service worker's message to a page (nothing else it says is one). */
export const SERVICE_WORKER_REQUEST = 'bukka-demo-request';

/** The service worker's message to a page: a request, and the port it waits on for the answer. */
export type ServiceWorkerRequest = {
  kind: typeof SERVICE_WORKER_REQUEST;
  request: InterceptedRequest;
  reply: MessagePort;
};

/** A request as the page passes it on to the mock worker. */
export type ForwardedRequest = InterceptedRequest & {
  /** The page's document cookies (a script-made request has no Cookie header); the mock's own
   * cookies are kept by the worker. */
  cookies: Record<string, string>;
};

/**
 * What the mock worker answers on a request's port: an answer (a body of bytes or text, or a
 * stream where one can be transferred), or a network error (a fault that drops the connection).
 */
export type WorkerAnswer =
  | {
      kind: 'answer';
      status: number;
      headers: [string, string][];
      body?: ArrayBuffer | string | ReadableStream<Uint8Array>;
    }
  | { kind: 'network-error' };

export type PageMessage =
  /** A tab connected: the worker's world starts with that tab's options (`?simulator=off`). */
  | { kind: 'hello'; search: string }
  /** `reply`: the port the service worker waits on for the answer (a `WorkerAnswer`). */
  | { kind: 'request'; request: ForwardedRequest; reply: MessagePort }
  /** Back to the world the demo was built with; every tab reloads. */
  | { kind: 'reset-demo' };

export type WorkerMessage =
  /** The world was put back: each tab reloads onto it. */
  | { kind: 'reset' }
  /** The mock could not start (the page logs it; its requests answer 503). */
  | { kind: 'failed'; message: string };

/** The worker's name: one world per seed, shared by every tab of the demo that opens it. */
export const workerName = (seed: string | number): string => `bukka-demo-mock-seed-${seed}`;
