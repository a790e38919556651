// The static demo's entry (npm run build:demo; demo/vite.demo.config.ts puts it in index.html in
// place of src/main.tsx): the app of src/main.tsx, with the API answered by the demo's mock worker
// (one world shared by every tab, kept in the browser) through MSW's service worker. index.html
// has started the mock worker already (demo/early-worker.ts: the world loads while this code
// downloads). The forwarder (a few KB, preloaded beside this entry) starts on the app's first API
// call, which waits for it: on a store or product page that is at once (their data is asked for
// beside their code), elsewhere with the first render; on a page opened again, at once, before
// the first render (below).
// The mock itself never runs on the page's main thread. The simulator panel (/__mock/panel)
// replaces the page instead of the app.
import { configureApi } from '#src/api/client.ts';
import { keepDeviceIdFromAddress } from '#src/api/device-id.ts';
import { startApp } from '#src/app/start-app.tsx';

// `?deviceId=` (the demo link, Playwright) is read from the address the page loaded with, before
// any navigation can drop it.
keepDeviceIdFromAddress(window.location.search);

const demoPanel = window.location.pathname === '/__mock/panel';
let ready: Promise<unknown> | undefined;
const start = () => {
  if (ready) return ready;
  ready = import('#demo/start-demo.ts').then((m) => m.startDemo());
  ready.catch((error: unknown) => console.error('[bukka demo] the demo mock did not start', error));
  return ready;
};
configureApi({ ready: start });
if (demoPanel) void start();
else if (navigator.serviceWorker?.controller) {
  // A page of the demo opened again (MSW's service worker already controls it): the service worker
  // lets a page's requests through to the static host until that page has asked it to mock, so a
  // picture of the mock's (a dish in the cart kept from last time) painted before then would be a
  // broken one. Here that takes a few ms: the forwarder starts at once and the app renders once it
  // answers (or after 3 s whatever happens). On a first visit the app paints at once: nothing it
  // shows before its first API answer comes from the mock.
  void Promise.race([start(), new Promise((done) => setTimeout(done, 3000))])
    .catch(() => undefined)
    .finally(startApp);
} else startApp();
