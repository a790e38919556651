import { keepDeviceIdFromAddress } from '#src/api/device-id.ts';
import { startApp } from '#src/app/start-app.tsx';

// The entry of the app (index.html). The static demo (npm run build:demo) starts from its own
// entry instead, demo/demo-main.ts, which answers the API in the page before it starts the app.

// `?deviceId=` (the demo link, Playwright) is read from the address the page loaded with, before
// any navigation can drop it.
keepDeviceIdFromAddress(window.location.search);
startApp();
