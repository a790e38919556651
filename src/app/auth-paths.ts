// Route builders of the auth flows. `next` is where a user returns after signing in (the cart at
// checkout, the page a session ended on); it is carried through sign-in, sign-up and the code page.
const signInPath = '/signin';

export function verificationRoute(url: string): string {
  return `/verification/${url}/auth`;
}

export function newPasswordRoute(urlf: string): string {
  return `/newpassword/change/${urlf}/change`;
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
