// The demo's service worker at work (demo/service-worker.ts installs it): which requests the
// demo's mock answers, which page passes each one on to the mock worker, and the answer the mock
// worker sends back on the request's port as a Response. The page adds its cookies and forwards
// (demo/start-demo.ts); the answer never goes back through the page.
import {
  type InterceptedRequest,
  SERVICE_WORKER_REQUEST,
  type ServiceWorkerRequest,
  type WorkerAnswer,
} from '#demo/demo-protocol.ts';

/** The mock's paths on the app's origin: the API and the control API with its services. */
const MOCKED = /^\/(api|__mock)\//;

/**
 * Whether the demo's mock answers `request`: a request of the app's origin (`origin`) under
 * `/api/` or `/__mock/`, not a navigation (a page of the demo, the panel's included, comes from
 * the static host).
 */
export function forwards(request: Request, origin: string): boolean {
  if (request.mode === 'navigate') return false;
  // DevTools' "only-if-cached" requests cannot be answered by a service worker.
  if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return false;
  const url = new URL(request.url);
  return url.origin === origin && MOCKED.test(url.pathname);
}

/** A page (a window client) as the service worker sees it. */
export type PageClient = {
  readonly id: string;
  readonly frameType?: string;
  readonly focused?: boolean;
  readonly visibilityState?: string;
  postMessage(message: unknown, transfer: Transferable[]): void;
};

/** The service worker's `clients`, as far as it uses them. */
export type PageClients = {
  get(id: string): Promise<PageClient | undefined>;
  matchAll(options: { type: 'window' }): Promise<readonly PageClient[]>;
};

/**
 * The page that passes a request on: the one that made it when it is a top-level page; for a
 * frame's request (the card checkout's frame) or a worker's, a top-level page of the demo — the
 * focused one, else a visible one, else any (every tab reaches the same mock worker).
 */
export async function answeringPage(
  clients: PageClients,
  clientId: string,
): Promise<PageClient | undefined> {
  const own = clientId ? await clients.get(clientId) : undefined;
  if (own?.frameType === 'top-level') return own;
  const pages = (await clients.matchAll({ type: 'window' })).filter(
    (page) => page.frameType === 'top-level',
  );
  return (
    pages.find((page) => page.focused) ??
    pages.find((page) => page.visibilityState === 'visible') ??
    pages[0]
  );
}

/** Statuses whose Response has no body (the Fetch standard refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** The mock worker's answer as the Response the page gets. */
export function responseOf(answer: WorkerAnswer): Response {
  if (answer.kind === 'network-error') return Response.error();
  const body = NULL_BODY.has(answer.status) ? null : (answer.body ?? null);
  return new Response(body, { status: answer.status, headers: answer.headers });
}

/** The request as the page passes it on: its body read (none for GET and HEAD, or empty). */
async function intercepted(request: Request): Promise<InterceptedRequest> {
  const bodyless = request.method === 'GET' || request.method === 'HEAD';
  const body = bodyless ? undefined : await request.arrayBuffer();
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body: body?.byteLength ? body : undefined,
  };
}

/** How often a request waiting for its answer looks whether the page passing it on is still open. */
const PAGE_CHECK_MS = 1_000;

/**
 * Resolves once the page `id` is no longer open (checked every `everyMs`), or never once `stop`
 * is called.
 */
function pageGone(clients: PageClients, id: string, everyMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const gone = new Promise<void>((resolve) => {
    const look = async () => {
      if (stopped) return;
      if (!(await clients.get(id))) resolve();
      else if (!stopped) timer = setTimeout(look, everyMs);
    };
    timer = setTimeout(look, everyMs);
  });
  return {
    gone,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Answers `request` with the demo's mock: handed with a fresh port to the page that passes it on
 * (`answeringPage`); the mock worker answers on the port. With no page of the demo open to pass it
 * on, the network answers (as without the service worker). When that page closes or reloads
 * before the answer comes (a tab left mid-request, every tab after a reset), the request fails as
 * a network error would: left waiting, it kept this worker busy, and a new build of the worker
 * waited behind it, not taking over, for as long as the browser let the event run (minutes).
 */
export async function answerRequest(
  request: Request,
  clientId: string,
  clients: PageClients,
  checkEveryMs = PAGE_CHECK_MS,
): Promise<Response> {
  const page = await answeringPage(clients, clientId);
  if (!page) return fetch(request);
  const taken = await intercepted(request);
  const channel = new MessageChannel();
  const answered = new Promise<WorkerAnswer>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      channel.port1.close();
      resolve(event.data);
    };
  });
  const message: ServiceWorkerRequest = {
    kind: SERVICE_WORKER_REQUEST,
    request: taken,
    reply: channel.port2,
  };
  page.postMessage(message, taken.body ? [channel.port2, taken.body] : [channel.port2]);
  const watch = pageGone(clients, page.id, checkEveryMs);
  const lost = watch.gone.then((): WorkerAnswer => ({ kind: 'network-error' }));
  try {
    return responseOf(await Promise.race([answered, lost]));
  } finally {
    watch.stop();
    channel.port1.close();
  }
}
