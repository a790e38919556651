// Password and OTP hashing with WebCrypto PBKDF2 (available in Node 20 and in browsers, so the
// same rules run under Fastify and inside the MSW worker). A mock: modest iteration count.

const ITERATIONS = 2_000;
const encoder = new TextEncoder();

const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

async function derive(secret: string, salt: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations: ITERATIONS },
    key,
    256,
  );
  return toHex(new Uint8Array(bits));
}

/** `pbkdf2$<salt>$<hex>`; the salt comes from the caller (`ctx.secrets`, or a constant for the seed). */
export async function hashSecret(secret: string, salt: string): Promise<string> {
  return `pbkdf2$${salt}$${await derive(secret, salt)}`;
}

export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, salt, hex] = stored.split('$');
  if (scheme !== 'pbkdf2' || !salt || !hex) return false;
  const candidate = await derive(secret, salt);
  let diff = candidate.length ^ hex.length;
  for (let i = 0; i < Math.min(candidate.length, hex.length); i++) {
    diff |= candidate.charCodeAt(i) ^ hex.charCodeAt(i);
  }
  return diff === 0;
}
