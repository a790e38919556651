// What the emulated inline script's parts share: where the mock is, its calls to the emulated
// provider (no credentials, as Paystack's), and calling the page's callbacks.

/** Where the provider is: the mock's base URL and origin, and the mock world of the page. */
export type Provider = {
  base: string;
  origin: string;
  /** The mock's world this page is in ('' = the default one). */
  world: string;
};

/**
 * `path` at the provider. A browser enters a world with a cookie the page cannot read, so every
 * call to the emulated provider (which sends no credentials, as Paystack does) names it.
 */
export function at(provider: Provider, path: string): string {
  const url = provider.base + path;
  if (!provider.world) return url;
  const separator = path.indexOf('?') === -1 ? '?' : '&';
  return `${url}${separator}world=${encodeURIComponent(provider.world)}`;
}

export function post(provider: Provider, path: string, body: unknown): Promise<Response> {
  return fetch(at(provider, path), {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Calls the page's callback `fn`, if it is one; what it throws is thrown later, not here. */
export function call(fn: unknown, ...args: unknown[]): void {
  if (typeof fn !== 'function') return;
  try {
    fn(...args);
  } catch (e) {
    setTimeout(() => {
      throw e;
    });
  }
}

/** An error's message as the page's `onError` gets it. */
export const messageOf = (e: unknown): string => {
  const message = (e as { message?: unknown } | null | undefined)?.message;
  return e && message ? (message as string) : String(e);
};
