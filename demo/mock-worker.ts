// The static demo's mock, off the pages' main thread: one SharedWorker (a dedicated Worker per
// tab where a browser has none) holds the world, the mock's routes and the simulator, and answers
// the requests every tab forwards to it from MSW's service worker (demo/start-demo.ts). Each request
// is served by the fetch transport the MSW handlers use (`serveFetch`: routed and served by the one
// pipeline); the answer goes on the port the request came
// with, straight to MSW's service worker (demo/msw-reply.ts), an event stream as a stream. The
// demo's cookies are kept here (demo/demo-cookies.ts): every tab's requests carry the same ones.

import type { ForwardedRequest, PageMessage, WorkerMessage } from '#demo/demo-protocol.ts';
import { type DemoOptions, type DemoWorld, startDemoWorld } from '#demo/demo-world.ts';
import { type MswReply, unavailable } from '#demo/msw-reply.ts';
import { replyOf } from '#demo/worker-reply.ts';
import { serveFetch } from '#mock/adapters/fetch-request.ts';

type Port = { postMessage(message: WorkerMessage): void };

/** The options come from the address of the tab that started the worker (its name names the seed). */
function optionsOf(search: string): DemoOptions {
  const q = new URLSearchParams(search);
  const seed = q.get('seed') ?? '1';
  return {
    seed: /^\d+$/.test(seed) ? Number(seed) : seed,
    simulator: q.get('simulator') !== 'off',
  };
}

let world: Promise<DemoWorld> | undefined;
const ports = new Set<Port>();

const start = (search: string) => {
  world ??= startDemoWorld(optionsOf(search), self.name || 'bukka-demo-mock-seed-1');
  world.catch((error: unknown) => {
    for (const port of ports) port.postMessage({ kind: 'failed', message: String(error) });
  });
  return world;
};

async function serve(forwarded: ForwardedRequest): Promise<MswReply> {
  const { mock, kept, jar } = await start('');
  const request = new Request(forwarded.url, {
    method: forwarded.method,
    headers: forwarded.headers,
    body: forwarded.body,
  });
  // Routed by the pipeline (its 404 for a path no route serves), as the MSW handlers route.
  const answer = await serveFetch(mock, request, { ...forwarded.cookies, ...jar.send() });
  if (answer.cookies) jar.take(answer.cookies);
  // A person's change (a sign-in too) is kept before its answer: a reload right after finds it.
  if (forwarded.method !== 'GET' || answer.cookies?.length) await kept();
  return replyOf(answer);
}

async function resetDemo(): Promise<void> {
  await (await start('')).reset();
  for (const port of ports) port.postMessage({ kind: 'reset' });
}

/** A SharedWorker's port, or a dedicated worker's own scope: both post and hear messages. */
type Channel = Port & { onmessage: ((event: MessageEvent<PageMessage>) => void) | null };

function listen(p: Channel): void {
  ports.add(p);
  p.onmessage = (event) => {
    const message = event.data;
    if (message.kind === 'hello') void start(message.search).catch(() => {});
    else if (message.kind === 'request') {
      const port = message.reply;
      serve(message.request)
        .catch((error: unknown) => unavailable(`The demo's mock failed: ${String(error)}`))
        .then(({ message: reply, transfer }) => port.postMessage(reply, transfer));
    } else if (message.kind === 'reset-demo') void resetDemo();
  };
}

const scope = self as unknown as Channel & { onconnect?: (event: MessageEvent) => void };
if ('SharedWorkerGlobalScope' in self) {
  scope.onconnect = (event) => {
    const port = event.ports[0];
    if (port) listen(port as unknown as Channel);
  };
} else listen(scope);
