import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, fetchThirdParty } from '#src/api/client.ts';
import { keepDeviceIdFromAddress } from '#src/api/device-id.ts';
import { App } from '#src/app/app.tsx';
import { preloadScreenOf } from '#src/app/routes.tsx';
import { demoWorldUrl, startsFromDemoWorld } from '#src/demo/demo-world-file.ts';
import { initPersistence } from '#src/state/persist.ts';
import { listenToOtherTabs } from '#src/state/tab-sync.ts';
import '#src/styles/base.css';
import '#src/styles/layout.css';
import '#src/styles/components.css';

// `?deviceId=` (the demo link, Playwright) is read from the address the page loaded with, before
// any navigation can drop it.
keepDeviceIdFromAddress(window.location.search);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The static demo (npm run build:demo) answers the API in the browser (MSW); other builds drop it
// (`__DEMO_BUILD__` is a compile-time constant, src/config/build-flags.d.ts). It starts off the
// first paint's path, on the app's first API call (which waits for it): the first screen paints
// before the mock's code runs, and the mock's code and its world (made at build time) download
// side by side. The simulator panel (/__mock/panel) replaces the page instead of the app.
const demoPanel = __DEMO_BUILD__ && window.location.pathname === '/__mock/panel';
if (__DEMO_BUILD__) {
  let ready: Promise<unknown> | undefined;
  const start = () => {
    if (ready) return ready;
    const world = startsFromDemoWorld(window.location.search)
      ? fetchThirdParty(demoWorldUrl())
      : undefined;
    ready = import('#src/demo/start-demo.ts').then((m) => m.startDemo(undefined, world));
    ready.catch((error: unknown) =>
      console.error('[bukka demo] the in-page mock did not start', error),
    );
    return ready;
  };
  configureApi({ ready: start });
  if (demoPanel) void start();
}

// Rehydrate the stores first (gives up after 5 s) and load the opened page's screen (its code is
// already on its way: index.html preloads it), then render: the first paint is the page itself.
// A screen that cannot load now is left to the route's own loading and error handling.
const firstScreen = () =>
  Promise.race([
    preloadScreenOf(window.location.pathname).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]);
if (!demoPanel)
  void Promise.all([initPersistence(), firstScreen()]).finally(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    // Other tabs' changes: one cart whatever the number of tabs.
    listenToOtherTabs();
  });
