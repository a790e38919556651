// Route builders of the auth flows. `next` is where a user returns after signing in (the cart at
// checkout, the page a session ended on); it is carried through sign-in, sign-up and the code page.
const signInPath = '/signin';

/**
 * The code page of `url`: the safe mock's opaque token, or the hosted names-and-times text (which
 * may hold spaces or a '/'), encoded as one path segment.
 */
export function verificationRoute(url: string): string {
  return `/verification/${encodeURIComponent(url)}/auth`;
}

export function newPasswordRoute(urlf: string): string {
  return `/newpassword/change/${encodeURIComponent(urlf)}/change`;
}

/** Is `location` (as the browser gives it: percent-encoded or not) the code page of `url`? */
export function isVerificationRoute(location: string, url: string): boolean {
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  return decoded(location) === decoded(verificationRoute(url));
}

/** A `next` to follow: a path of this site ('/cart'), never another site ('//x', '/\\x', 'http:'). */
function safeNext(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}

/** The `next` of a query string ('?next=%2Fcart' → '/cart'), or null. */
export function nextFrom(search: string): string | null {
  return safeNext(new URLSearchParams(search).get('next'));
}

/** `path?next=…` (just `path` without a next). */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNext(next);
  return safe ? `${path}?${new URLSearchParams({ next: safe })}` : path;
}

/** Sign-in that comes back to `next` afterwards. */
export function signInRoute(next?: string | null): string {
  return withNext(signInPath, next);
}
