import type { CookieJarHook } from './client.ts';

/**
 * A minimal in-memory cookie jar for Node runners (scenarios, Pact): keeps `name=value` pairs from
 * `set-cookie` headers and sends them back. Cookies set empty or already expired are dropped, which
 * is how the API's logout clears `auth_token`.
 */
export interface MemoryCookieJar extends CookieJarHook {
  get(name: string): string | undefined;
  clear(): void;
}

export function createMemoryCookieJar(now: () => number = () => Date.now()): MemoryCookieJar {
  const cookies = new Map<string, string>();
  return {
    headers(): Record<string, string> {
      if (cookies.size === 0) return {};
      return {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      };
    },
    onResponse(headers) {
      for (const line of headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const eq = pair.indexOf('=');
        if (eq <= 0) continue;
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (value === '' || isExpired(attributes, now())) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    get(name) {
      return cookies.get(name);
    },
    clear() {
      cookies.clear();
    },
  };
}

function isExpired(attributes: string[], nowMs: number): boolean {
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.split('=');
    const name = key.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (name === 'max-age' && Number(value) <= 0) return true;
    if (name === 'expires') {
      const at = Date.parse(value);
      if (!Number.isNaN(at) && at <= nowMs) return true;
    }
  }
  return false;
}
