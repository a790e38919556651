// The static demo's entry (npm run build:demo; demo/vite.demo.config.ts puts it in index.html in
// place of src/main.tsx): the app of src/main.tsx, with the API answered in the page (MSW). The
// mock starts off the first paint's path, on the app's first API call (which waits for it): the
// first screen paints before the mock's code runs, and the mock's code and its world (made at
// build time) download side by side. The simulator panel (/__mock/panel) replaces the page instead
// of the app.
import { demoWorldUrl, startsFromDemoWorld } from '#demo/demo-world-file.ts';
import { configureApi, fetchThirdParty } from '#src/api/client.ts';
import { keepDeviceIdFromAddress } from '#src/api/device-id.ts';
import { startApp } from '#src/app/start-app.tsx';

// `?deviceId=` (the demo link, Playwright) is read from the address the page loaded with, before
// any navigation can drop it.
keepDeviceIdFromAddress(window.location.search);

const demoPanel = window.location.pathname === '/__mock/panel';
let ready: Promise<unknown> | undefined;
const start = () => {
  if (ready) return ready;
  const world = startsFromDemoWorld(window.location.search)
    ? fetchThirdParty(demoWorldUrl())
    : undefined;
  ready = import('#demo/start-demo.ts').then((m) => m.startDemo(undefined, world));
  ready.catch((error: unknown) =>
    console.error('[bukka demo] the in-page mock did not start', error),
  );
  return ready;
};
configureApi({ ready: start });
if (demoPanel) void start();
else startApp();
