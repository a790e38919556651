// The static demo's entry (npm run build:demo; demo/vite.demo.config.ts puts it in index.html in
// place of src/main.tsx): the app of src/main.tsx, with the API answered by the demo's mock worker
// (one world shared by every tab, kept in the browser) through MSW. The forwarder starts off the
// first paint's path, on the app's first API call (which waits for it): the first screen paints
// before any of the demo's code runs, and the mock itself never runs on the page's main thread.
// The simulator panel (/__mock/panel) replaces the page instead of the app.
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
else startApp();
