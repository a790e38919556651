// The page's side of MSW's service worker (public/mockServiceWorker.js, MSW's own script, the
// interception layer): it intercepts the page's requests and asks the page how to answer each one.
// MSW's browser library speaks this protocol with 160 KB (gzip) of code of its own — its handlers,
// cookie store and interceptors — all parsed on the page's main thread; the static demo needs none
// of it (its page forwards every request to the mock worker), so this speaks it in a few lines:
// register, `MOCK_ACTIVATE`, then answer each `REQUEST` with `PASSTHROUGH`, or hand its port to
// the mock worker, which replies `MOCK_RESPONSE` on it (demo/msw-reply.ts).

import { type MswReply, unavailable } from '#demo/msw-reply.ts';

/** What MSW's service worker sends for an intercepted request (its `serializeRequest`). */
export type InterceptedRequest = {
  id: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body: ArrayBuffer | null;
};

/**
 * Replies to an intercepted request on `port` (MSW's service worker waits on it): at once
 * (`MswReply`), or by handing the port on to whoever answers (undefined: it is theirs now).
 */
export type Answerer = (
  request: InterceptedRequest,
  port: MessagePort,
) => Promise<MswReply | undefined>;

type WorkerMessage = { type: string; payload?: unknown };

const send = (port: MessagePort, { message, transfer }: MswReply) =>
  port.postMessage(message, transfer);

/**
 * Registers MSW's service worker at `url` and answers what it intercepts with `answer`; resolves
 * once it does (the page's requests from then on reach `answer`).
 */
export async function interceptWithMsw(url: string, answer: Answerer): Promise<void> {
  const container = navigator.serviceWorker;
  const absolute = new URL(url, location.href).href;
  const own = (worker: ServiceWorker | null | undefined) => worker?.scriptURL === absolute;
  const existing = (await container.getRegistrations()).find((r) =>
    [r.active, r.waiting, r.installing].some(own),
  );
  // A hard reload bypasses the service worker for the whole page: only a reload brings it back
  // (what MSW's own library does).
  if (existing && !container.controller) {
    location.reload();
    return new Promise<never>(() => {});
  }
  // A newer MSW script is taken up (a failed check changes nothing: the page stays controlled).
  if (existing) existing.update().catch(() => {});
  const registration = existing ?? (await container.register(url));
  const worker = [registration.active, registration.waiting, registration.installing].find(own);
  if (!worker) throw new Error(`${url} is not the service worker registered here`);
  if (worker.state !== 'activated') {
    await new Promise<void>((activated) =>
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') activated();
      }),
    );
  }
  const enabled = new Promise<void>((resolve) => {
    container.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
      if (event.source !== worker) return;
      const port = event.ports[0];
      const { type, payload } = event.data ?? {};
      if (type === 'MOCKING_ENABLED') resolve();
      else if (type === 'REQUEST' && port) {
        answer(payload as InterceptedRequest, port).then(
          (reply) => reply && send(port, reply),
          (error: unknown) => send(port, unavailable(`The demo's mock failed: ${String(error)}`)),
        );
      }
      // RESPONSE (a copy of each answer, for MSW's life-cycle events) needs nothing here.
    });
  });
  worker.postMessage('MOCK_ACTIVATE');
  // The service worker stays alive while the page is open. It is never told the page closed
  // (MSW's library says `CLIENT_CLOSED`): told so by its last page, it unregisters itself, and a
  // reload or a link opened in the same tab then loads uncontrolled, its first pictures of the
  // mock's asked from the static host (404) until it is registered again.
  setInterval(() => worker.postMessage('KEEPALIVE_REQUEST'), 5_000);
  await enabled;
}
