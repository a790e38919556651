// The page's side of the demo's own service worker (demo/service-worker.ts): registered here, and
// waited for until it controls the page — from then on the page's requests of the mock reach it,
// and it hands each one to the page's inbox (demo/page-inbox.ts).

/**
 * Whether a service worker other than the one at `url` controls this page (an earlier demo's MSW
 * worker). Such a page must not start the demo's mock worker before ours has taken it over: the
 * shared worker's script is asked for through the other worker, and Chromium held that request
 * while ours waited to activate — and ours waited for that request (1 load in 20 under load:
 * "Loading stores" for good).
 */
export function underAnotherWorker(url: string): boolean {
  const controller = navigator.serviceWorker?.controller;
  return !!controller && controller.scriptURL !== new URL(url, location.href).href;
}

/**
 * Registers the service worker at `url` and resolves once it controls this page (at once when it
 * does already). A page loaded with a hard reload is never controlled: it reloads.
 */
export async function controlledBy(url: string): Promise<void> {
  const container = navigator.serviceWorker;
  const absolute = new URL(url, location.href).href;
  const ours = (worker: ServiceWorker | null | undefined) => worker?.scriptURL === absolute;
  if (ours(container.controller)) return;
  const existing = await container.getRegistration(url);
  // A hard reload bypasses the service worker for the whole page: only a reload brings it back.
  if (ours(existing?.active) && !container.controller) {
    location.reload();
    return new Promise<never>(() => {});
  }
  // A first visit, or a page of another service worker before it (MSW's, in earlier demos):
  // once installed, the worker takes this page over (`clients.claim`).
  const controlled = new Promise<void>((resolve) => {
    const taken = () => {
      if (!ours(container.controller)) return;
      container.removeEventListener('controllerchange', taken);
      resolve();
    };
    container.addEventListener('controllerchange', taken);
  });
  await container.register(url);
  await controlled;
}
