// What the static demo's pages and its mock worker (demo/mock-worker.ts) say to each other over a
// MessagePort. Types and names only: the page's forwarder imports nothing of the mock.

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

/** The answer's head: headers as lines (several `set-cookie`); the body follows for a stream. */
export type ForwardedHead = {
  status: number;
  headers: [string, string][];
  /** The network drops (an injected fault): the page answers `Response.error()`. */
  dropConnection?: boolean;
  /** Server-sent events: the body arrives as `chunk` messages until `end`. */
  stream?: boolean;
  body?: ArrayBuffer | string;
};

export type PageMessage =
  /** A tab connected: the worker's world starts with that tab's options (`?simulator=off`). */
  | { kind: 'hello'; search: string }
  | { kind: 'request'; id: number; request: ForwardedRequest }
  /** The page went away from a stream (EventSource closed, tab closed). */
  | { kind: 'cancel'; id: number }
  /** Back to the world the demo was built with; every tab reloads. */
  | { kind: 'reset-demo' };

export type WorkerMessage =
  | { kind: 'answer'; id: number; head: ForwardedHead }
  | { kind: 'chunk'; id: number; chunk: string }
  | { kind: 'end'; id: number }
  /** The world was put back: each tab reloads onto it. */
  | { kind: 'reset' }
  /** The mock could not start (the page logs it; its requests answer 503). */
  | { kind: 'failed'; message: string };

/** The worker's name: one world per seed, shared by every tab of the demo that opens it. */
export const workerName = (seed: string | number): string => `bukka-demo-mock-seed-${seed}`;
