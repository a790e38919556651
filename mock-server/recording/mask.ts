// Secrets never stored in the clear: a recording, a written scenario and the HTML
// report mask passwords, one-time codes, tokens and card data by key, wherever they sit.

/** Keys whose values are secrets: any key naming a password, a one-time code or a token, and
 * these exact keys (case-insensitive). */
const SECRET_PART = /password|otp|token|secret|cvv|cvc|cardnumber|card_number|authorization/i;
const SECRET_KEY =
  /^(code|rdt|pin|card|accesscode|access_code|authorization_url|cookie|set-cookie|x-mock-token|expiry|exp)$/i;

const MASK = '***';

/** Whether `key` names a secret. */
const isSecretKey = (key: string): boolean => SECRET_KEY.test(key) || SECRET_PART.test(key);

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
