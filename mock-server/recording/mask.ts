// Secrets never stored in the clear (issue 31): a recording, a written scenario and the HTML
// report mask passwords, one-time codes, tokens and card data by key, wherever they sit.

/** Keys whose values are secrets (case-insensitive, whole key). */
const SECRET_KEY =
  /^(password|newpassword|oldpassword|confirmpassword|code|otp|token|rdt|accesscode|access_code|authorization|cookie|set-cookie|x-mock-token|secret|card|cardnumber|number_card|cvv|cvc|pin|expiry|exp|authorization_url)$/i;

export const MASK = '***';

/** Whether `key` names a secret. */
export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

/** A copy of `value` with every secret replaced by `***` (strings, numbers or objects alike). */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isSecretKey(key) && inner !== '' && inner != null ? MASK : maskSecrets(inner);
  }
  return out;
}
