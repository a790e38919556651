// The static demo's own notice, on the app's pages and on the panel: the world is kept in this
// browser (orders, sign-ins, payments survive a reload and a closed tab) until "Reset the demo",
// which puts the world the demo was built with back for every tab and signs everyone out (each
// tab, reloaded, says so: a tab that lands on sign-in knows why). Built
// after the page's first paint, outside the app (the app knows nothing of the demo); fixed at the
// bottom, so nothing on the page moves when it appears.

/** The app's own keys in localStorage (the user, cart, payments under way); the device id stays. */
const APP_KEY = /^bukka(\.|$)/;
const DEVICE_KEY = 'bukka.deviceId';

/**
 * Empties the app's stored state, as a first visit: the fresh world knows none of it. (The mock's
 * session cookies are kept by the mock worker, which the reset empties.)
 */
function forgetTheVisit(): void {
  for (const key of Object.keys(localStorage)) {
    if (APP_KEY.test(key) && key !== DEVICE_KEY) localStorage.removeItem(key);
  }
}

const TEXT =
  "Demo: this browser keeps the demo's world — your orders, payments and sign-in — across reloads and tabs.";

/** What every tab says once it has reloaded after a reset (the one that asked too). */
const RESET_SAID =
  'The demo was reset: its world is back as it was built, and everyone is signed out.';

/** This tab's note, across its reload, that the reset reloaded it (sessionStorage: one tab's). */
const RESET_NOTE = 'bukka-demo.was-reset';

/** Whether this page load follows a reset whose word is still to be said (the note not taken). */
export function resetNoted(): boolean {
  try {
    return sessionStorage.getItem(RESET_NOTE) !== null;
  } catch {
    return false;
  }
}

/** Called when the world was reset, before this tab reloads onto it: the reloaded page says so. */
export function noteDemoReset(): void {
  try {
    sessionStorage.setItem(RESET_NOTE, '1');
  } catch {
    // No session storage (a locked-down browser): the tab reloads without the word.
  }
}

/** Whether this page load follows a reset (said once: the note is taken). */
function takeResetNote(): boolean {
  try {
    const noted = sessionStorage.getItem(RESET_NOTE) !== null;
    sessionStorage.removeItem(RESET_NOTE);
    return noted;
  } catch {
    return false;
  }
}

export function showDemoControls(reset: () => void, where: 'app' | 'panel'): void {
  if (document.getElementById('bukka-demo-controls')) return;
  const bar = document.createElement('section');
  bar.id = 'bukka-demo-controls';
  bar.setAttribute('aria-label', 'Demo');
  bar.style.cssText =
    'position:fixed;inset:auto 0 0 0;z-index:2147483000;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:center;padding:.375rem .75rem;background:#1f2937;color:#fff;font:14px/1.3 system-ui,sans-serif';
  const text = document.createElement('p');
  text.style.margin = '0';
  text.textContent = TEXT;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reset the demo';
  button.style.cssText =
    'font:inherit;padding:.25rem .75rem;border-radius:.375rem;border:1px solid #fff;background:#fff;color:#111827;cursor:pointer';
  const status = document.createElement('p');
  status.setAttribute('aria-live', 'polite');
  status.style.margin = '0';
  button.addEventListener('click', () => {
    button.disabled = true;
    status.textContent = 'Resetting the demo…';
    // Every tab reloads once the fresh world is in place.
    forgetTheVisit();
    reset();
  });
  bar.append(text, button, status);
  document.body.append(bar);
  if (takeResetNote()) {
    // Filled once the empty live region is in the page, so that it is announced.
    setTimeout(() => {
      status.textContent = RESET_SAID;
      status.style.cssText =
        'margin:0;padding:.125rem .5rem;border-radius:.25rem;background:#fde68a;color:#111827;font-weight:600';
    }, 100);
  }
  // Room below the page's last line, so the bar covers nothing at the end of a page.
  document.body.style.paddingBottom = where === 'app' ? '3.5rem' : '4rem';
}
