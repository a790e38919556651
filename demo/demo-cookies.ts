// The static demo's cookie jar, held by its mock worker: a service worker's answer cannot set a
// cookie (the browser drops `Set-Cookie` there), so the mock's session cookie is kept here and sent
// with every request of every tab, as a browser would. Out of the pages' reach, as an httpOnly
// cookie is; kept with the world (a reload stays signed in) and emptied by "Reset the demo".

import type { SetCookie } from '#mock/start-mock.ts';

/** A kept cookie: its value and when it ends (ms since the epoch; none = for the browser's life). */
export type KeptCookie = { name: string; value: string; endsAt?: number };

export type CookieJar = {
  /** Takes an answer's cookies: set, replaced, or removed (Max-Age 0, or an end in the past). */
  take(cookies: readonly SetCookie[], now?: number): void;
  /** The cookies a request carries now (name → value). */
  send(now?: number): Record<string, string>;
  /** What to keep; `version` changes with every change. */
  kept(): KeptCookie[];
  readonly version: number;
  clear(): void;
};

export function createCookieJar(kept: readonly KeptCookie[] = []): CookieJar {
  const jar = new Map(kept.map((cookie) => [cookie.name, cookie]));
  let version = 0;
  const live = (cookie: KeptCookie, now: number) =>
    cookie.endsAt === undefined || cookie.endsAt > now;
  return {
    take(cookies, now = Date.now()) {
      for (const c of cookies) {
        const endsAt =
          c.maxAge !== undefined
            ? now + c.maxAge * 1000
            : c.expires
              ? c.expires.getTime()
              : undefined;
        if (endsAt !== undefined && endsAt <= now) jar.delete(c.name);
        else jar.set(c.name, { name: c.name, value: c.value, endsAt });
        version++;
      }
    },
    send(now = Date.now()) {
      const out: Record<string, string> = {};
      for (const cookie of jar.values()) if (live(cookie, now)) out[cookie.name] = cookie.value;
      return out;
    },
    kept: () => [...jar.values()],
    get version() {
      return version;
    },
    clear() {
      jar.clear();
      version++;
    },
  };
}

export const isKeptCookies = (value: unknown): value is KeptCookie[] =>
  Array.isArray(value) &&
  value.every(
    (c) =>
      typeof c === 'object' &&
      c !== null &&
      typeof (c as KeptCookie).name === 'string' &&
      typeof (c as KeptCookie).value === 'string',
  );
