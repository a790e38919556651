// Which Chromium the browser tests drive: CHROMIUM_PATH when set, else Debian's headless shell
// (package chromium-headless-shell) when installed, else the full browser at /usr/bin/chromium.
//
// The headless shell is the same Blink and V8 without the desktop browser around them, and what
// Playwright itself drives for headless Chromium. On the 2-core machine a new browser context
// costs it ~0.2 CPU-s against ~1.1 CPU-s for the full browser's headless mode, and a context with
// the home page ~1.1 against ~2.1 CPU-s: the suite's Chromium CPU roughly halves (docs/performance.md).
import { accessSync, constants } from 'node:fs';

const FULL_CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const runnable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export function e2eChromium(): string {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return chosen;
  return runnable(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
