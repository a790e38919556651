// Fails (never skips) the browser suites when Chromium is missing, and says how to get it. The
// choice is tests/support/e2e/chromium-path.ts's (plain JS here: this runs before any TS loader).
import { accessSync, constants } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const runnable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const chosen = process.env.CHROMIUM_PATH;
const path = chosen ?? (runnable(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
if (!runnable(path)) {
  console.error(
    `Chromium was not found at ${path}.\n` +
      'The browser tests need the system Chromium (Playwright never downloads one here).\n' +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n' +
      'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
  );
  process.exit(1);
}
if (!chosen && path !== HEADLESS_SHELL) {
  // Not an error: the full browser runs every test the same, with about twice the CPU.
  console.warn(
    'e2e: using the full Chromium; `sudo apt-get install -y chromium-headless-shell` runs the ' +
      'browser tests with about half the CPU.',
  );
}
