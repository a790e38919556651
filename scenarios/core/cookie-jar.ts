import { Cookie, CookieJar } from 'tough-cookie';
import type { CookieJarHook } from '#src/api/client.ts';

/**
 * The cookie jar of the Node runners (scenarios, contract verification, component tests), where
 * no browser keeps cookies: tough-cookie's RFC 6265 jar in memory, so cookies keep their domain,
 * path, expiry and Secure rules (an emptied or expired `auth_token` is gone, which is how the
 * API's logout clears it; a Secure cookie is only sent over https or to localhost).
 */
export interface MemoryCookieJar extends CookieJarHook {
  /** The value of a live cookie of that name (a runner talks to one provider at a time). */
  get(name: string): string | undefined;
  clear(): void;
}

export function createMemoryCookieJar(): MemoryCookieJar {
  const jar = new CookieJar();
  return {
    headers(url): Record<string, string> {
      const cookie = jar.getCookieStringSync(url);
      return cookie ? { cookie } : {};
    },
    onResponse(url, headers) {
      for (const line of headers.getSetCookie()) {
        // A cookie a browser would refuse (Secure over http, another domain) is left out.
        jar.setCookieSync(line, url, { ignoreError: true });
      }
    },
    get(name) {
      const now = Date.now();
      const live = (jar.serializeSync()?.cookies ?? [])
        .map((json) => Cookie.fromJSON(json))
        .find(
          (cookie) =>
            cookie?.key === name && cookie.value !== '' && (cookie.expiryTime() ?? now + 1) > now,
        );
      return live?.value;
    },
    clear() {
      jar.removeAllCookiesSync();
    },
  };
}
