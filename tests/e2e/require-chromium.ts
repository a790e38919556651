// Fails (never skips) the browser suites when Chromium is missing, and says how to get it. Which
// Chromium is tests/support/e2e/chromium-path.ts's choice, the same one Playwright's config makes.
import { e2eChromium, HEADLESS_SHELL, runnable } from '../support/e2e/chromium-path.ts';

const path = e2eChromium();
if (!runnable(path)) {
  console.error(
    `Chromium was not found at ${path}.\n` +
      'The browser tests need the system Chromium (Playwright never downloads one here).\n' +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n' +
      'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
  );
  process.exit(1);
}
if (!process.env.CHROMIUM_PATH && path !== HEADLESS_SHELL) {
  // Not an error: the full browser runs every test the same, with about twice the CPU.
  console.warn(
    'e2e: using the full Chromium; `sudo apt-get install -y chromium-headless-shell` runs the ' +
      'browser tests with about half the CPU.',
  );
}
