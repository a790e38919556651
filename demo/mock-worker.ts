// The static demo's mock, off the pages' main thread: one SharedWorker (a dedicated Worker per tab
// where a browser has none) holds the world, the mock's routes and the simulator, and answers the
// requests every tab forwards to it from the demo's service worker (demo/start-demo.ts): each one
// served by the fetch transport the MSW handlers use (demo/worker-serve.ts: routed and served by
// the one pipeline), its answer sent on the port the request came with, straight to the service
// worker (demo/worker-reply.ts), an event stream as a stream. The demo's cookies are kept here
// (demo/demo-cookies.ts): every tab's requests carry the same ones.

import type { PageMessage, WorkerMessage } from '#demo/demo-protocol.ts';
import { type DemoOptions, type DemoWorld, startDemoWorld } from '#demo/demo-world.ts';
import { unavailable } from '#demo/worker-reply.ts';
import { serveForwarded } from '#demo/worker-serve.ts';

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
/**
 * The tabs that were open at a reset: each reloads onto the fresh world once told (start-demo.ts),
 * a second at most later. What they ask meanwhile — an order page's poll, a picture — is never
 * answered: answered, it would meet the fresh world (a 401 for the session it forgot, a 404 for
 * the order) and say so in a tab about to reload. A reloaded tab comes back on a port of its own.
 */
const beforeReset = new WeakSet<Port>();

const start = (search: string) => {
  world ??= startDemoWorld(optionsOf(search), self.name || 'bukka-demo-mock-seed-1');
  world.catch((error: unknown) => {
    for (const port of ports) port.postMessage({ kind: 'failed', message: String(error) });
  });
  return world;
};

async function resetDemo(): Promise<void> {
  for (const port of ports) beforeReset.add(port);
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
      if (beforeReset.has(p)) return;
      const port = message.reply;
      start('')
        .then((world) => serveForwarded(world, message.request))
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
