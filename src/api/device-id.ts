// The device id the API puts in paths and bodies. A device must stay the same device: the API ties
// the session to it, so a new id means "verification fail" and a sign-in with a code. It is
// computed ONCE — FingerprintJS's `visitorId`, which changes with the screen size — and then kept
// under `bukka.deviceId` (through src/state/persist.ts); every later load reads the kept id, so a
// resize, a rotation or another monitor keeps the session. `?deviceId=` on a page load (presenters,
// Playwright) sets the kept id; tests and scenarios override it in memory with `setDeviceId`.
import { readDeviceId, saveDeviceId } from '#src/state/persist.ts';

let override: string | undefined;
let known: string | undefined;
let pending: Promise<string> | undefined;

/** `?deviceId=` of a page address, if any. */
export function deviceIdFromQuery(search: string): string | undefined {
  return new URLSearchParams(search).get('deviceId') || undefined;
}

/**
 * Keeps `?deviceId=` of the address the page was LOADED with. The entry (src/main.tsx, or
 * demo/demo-main.ts) calls it before anything renders: this module is otherwise loaded with the first screen that calls the API, and a
 * presenter who clicks Log-in on the demo link before that screen's code arrives would already be
 * on `/signin` without the query (and sign in as a new device).
 */
export function keepDeviceIdFromAddress(search: string): void {
  const fromQuery = deviceIdFromQuery(search);
  if (fromQuery) {
    known = fromQuery;
    saveDeviceId(fromQuery);
  }
}

/** Forces the device id in memory (tests, scenarios); `undefined` returns to the kept id. */
export function setDeviceId(id: string | undefined): void {
  override = id;
}

/** The caller's own device id when callers share this module at once (parallel scenarios). */
let scoped: (() => string | undefined) | undefined;

/** Installs (or, with `undefined`, removes) the per-caller device id source. */
export function scopeDeviceId(source: (() => string | undefined) | undefined): void {
  scoped = source;
}

export function getDeviceId(): Promise<string> {
  const mine = scoped?.() ?? override;
  if (mine) return Promise.resolve(mine);
  known ??= readDeviceId() ?? undefined;
  if (known) return Promise.resolve(known);
  pending ??= loadVisitorId().then(
    (id) => {
      known = id;
      saveDeviceId(id);
      return id;
    },
    (error: unknown) => {
      pending = undefined; // let the next call try again
      throw error;
    },
  );
  return pending;
}

async function loadVisitorId(): Promise<string> {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  const agent = await load();
  const { visitorId } = await agent.get();
  return visitorId;
}
