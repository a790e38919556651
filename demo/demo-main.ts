// The static demo's entry (npm run build:demo; demo/vite.demo.config.ts puts it in index.html in
// place of src/main.tsx): the app of src/main.tsx, with the API answered by the demo's mock worker
// (one world shared by every tab, kept in the browser) through the demo's own service worker.
// index.html has started the mock worker already on a deep link (demo/early-worker.ts: the world
// loads while this code downloads). The forwarder (a few KB, preloaded beside this entry) starts
// on the app's first API call, which waits for it — on a store or product page at once (their
// data is asked for beside their code), elsewhere with the first render — or on the first request
// the service worker hands this page (demo/page-inbox.ts: on a page opened again, a picture of the
// mock's in the kept cart waits there for the forwarder instead of failing). The app paints at
// once: nothing it shows before its first answer needs the mock.
// The mock itself never runs on the page's main thread. The simulator panel (/__mock/panel)
// replaces the page instead of the app.
import { resetNoted } from '#demo/demo-controls.ts';
import { openInbox } from '#demo/page-inbox.ts';
import { configureApi } from '#src/api/client.ts';
import { keepDeviceIdFromAddress } from '#src/api/device-id.ts';
import { startApp } from '#src/app/start-app.tsx';

// `?deviceId=` (the demo link, Playwright) is read from the address the page loaded with, before
// any navigation can drop it.
keepDeviceIdFromAddress(window.location.search);

let ready: Promise<unknown> | undefined;
const start = () => {
  if (ready) return ready;
  ready = import('#demo/start-demo.ts').then((m) => m.startDemo());
  ready.catch((error: unknown) => console.error('[bukka demo] the demo mock did not start', error));
  return ready;
};
openInbox(start);
configureApi({ ready: start });
// After a reset the demo's bar says so at once, on whatever page the tab lands (the sign-in page
// asks the mock nothing, so the forwarder would otherwise wait for a first call).
if (window.location.pathname === '/__mock/panel' || resetNoted()) void start();
if (window.location.pathname !== '/__mock/panel') startApp();
