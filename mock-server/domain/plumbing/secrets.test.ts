import { describe, expect, it } from 'vitest';
import { cryptoSecrets, secretsFrom } from './secrets.ts';

describe('secrets', () => {
  it('come from the platform CSPRNG: hex and digits of the asked length, never repeating', () => {
    const s = cryptoSecrets();
    const tokens = new Set(Array.from({ length: 200 }, () => s.hex(64)));
    expect(tokens.size).toBe(200);
    for (const t of tokens) expect(t).toMatch(/^[0-9a-f]{64}$/);
    expect(s.hex(15)).toMatch(/^[0-9a-f]{15}$/);
    expect(s.digits(6)).toMatch(/^\d{6}$/);
  });

  it('digits are uniform: bytes 250–255 are drawn again instead of favouring 0–5', () => {
    const feed = [255, 250, 9, 251, 19, 249];
    let i = 0;
    const s = secretsFrom((bytes) => {
      for (let k = 0; k < bytes.length; k++) bytes[k] = feed[i++ % feed.length]!;
      return bytes;
    });
    expect(s.digits(3)).toBe('999');
  });
});
