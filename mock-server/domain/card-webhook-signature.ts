// How the emulated card provider signs what it sends the mock, as Paystack does: the hex HMAC
// SHA-512 of the raw request body, keyed with the merchant's secret key, in `x-paystack-signature`.
// The key is made once per process from the platform's CSPRNG — never from the seeded world
// generator (its seed is public) and never saved with a world — so nobody outside this process
// can sign an event the mock would apply. WebCrypto: the same code runs under Fastify and inside
// the MSW worker.
import { cryptoSecrets } from './plumbing/secrets.ts';

export const SIGNATURE_HEADER = 'x-paystack-signature';

let secretKey: string | undefined;

/** This process's emulated Paystack secret key (`sk_test_…`), made on first use. */
function providerSecretKey(): string {
  secretKey ??= `sk_test_${cryptoSecrets().hex(40)}`;
  return secretKey;
}

const encoder = new TextEncoder();
let hmacKey: Promise<CryptoKey> | undefined;

const keyOf = (): Promise<CryptoKey> => {
  hmacKey ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(providerSecretKey()),
    { name: 'HMAC', hash: 'SHA-512' },
    false,
    ['sign'],
  );
  return hmacKey;
};

/** The signature of `rawBody`: lower-case hex HMAC SHA-512 with this process's secret key. */
export async function signBody(rawBody: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await keyOf(), encoder.encode(rawBody));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether `signature` is `rawBody`'s (compared in constant time; a missing one never is). */
export async function signatureMatches(
  rawBody: string,
  signature: string | undefined,
): Promise<boolean> {
  if (!signature) return false;
  const expected = await signBody(rawBody);
  const given = signature.trim().toLowerCase();
  let diff = expected.length ^ given.length;
  for (let i = 0; i < expected.length; i++) {
    diff |= expected.charCodeAt(i) ^ (given.charCodeAt(i) || 0);
  }
  return diff === 0;
}
