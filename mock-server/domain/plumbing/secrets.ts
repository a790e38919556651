/**
 * Where the mock's secrets come from: session tokens, one-time codes, password and code salts,
 * payment references and access codes, wallet references. Never the seeded world generator
 * (`ctx.rng`), whose seed `/__mock/health` publishes: those draws are predictable by anyone who
 * replays the seed.
 */
export type Secrets = {
  /** `n` lower-case hex digits. */
  hex(n: number): string;
  /** `n` decimal digits (leading zeros kept), each uniform over 0–9. */
  digits(n: number): string;
};

type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const HEX = '0123456789abcdef';

/** Secrets over a source of random bytes (rejection sampling keeps digits uniform). */
export function secretsFrom(randomBytes: RandomBytes): Secrets {
  return {
    hex(n) {
      const bytes = randomBytes(new Uint8Array(Math.ceil(n / 2)));
      let out = '';
      for (const b of bytes) out += HEX[b >> 4]! + HEX[b & 15]!;
      return out.slice(0, n);
    },
    digits(n) {
      let out = '';
      while (out.length < n) {
        for (const b of randomBytes(new Uint8Array(n))) {
          // 250 = 25 × 10: bytes 250–255 would favour the digits 0–5.
          if (b < 250 && out.length < n) out += String(b % 10);
        }
      }
      return out;
    },
  };
}

/** The platform's CSPRNG (`crypto.getRandomValues`, in Node and in browsers). */
export const cryptoSecrets = (): Secrets =>
  secretsFrom((bytes) => globalThis.crypto.getRandomValues(bytes));
