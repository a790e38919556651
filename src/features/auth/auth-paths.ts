// Route builders of the auth flows.
export const signInPath = '/signin';

export function verificationRoute(url: string): string {
  return `/verification/${url}/auth`;
}

export function newPasswordRoute(urlf: string): string {
  return `/newpassword/change/${urlf}/change`;
}
