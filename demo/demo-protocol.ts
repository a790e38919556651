// What the static demo's pages and its mock worker (demo/mock-worker.ts) say to each other over a
// MessagePort; the answers go from the worker to MSW's service worker on the port each request
// brings. Types and names only: the page's forwarder imports nothing of the mock.

/** A request MSW's service worker intercepted, as the page passes it on to the mock worker. */
export type ForwardedRequest = {
  method: string;
  url: string;
  headers: [string, string][];
  /** The page's document cookies (a script-made request has no Cookie header); the mock's own
   * cookies are kept by the worker. */
  cookies: Record<string, string>;
  /** The raw body (JSON, multipart with its boundary in the content type), absent for GET/HEAD. */
  body?: ArrayBuffer;
};

export type PageMessage =
  /** A tab connected: the worker's world starts with that tab's options (`?simulator=off`). */
  | { kind: 'hello'; search: string }
  /** `reply`: the port MSW's service worker waits on for the answer (demo/msw-reply.ts). */
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
