import { describe, expect, it } from 'vitest';
import { parseEnv } from '#src/config/env.ts';

describe('client configuration', () => {
  it('reads the settings, trimmed; nothing set outside Vite', () => {
    expect(
      parseEnv({
        MODE: 'production',
        BASE_URL: '/',
        VITE_API_URL: ' https://api.bukka.test/ ',
        VITE_PAYSTACK_KEY: 'pk_test_abc123',
        VITE_SUPPORT_PHONE: '2348031234567',
        DEV: false,
      }),
    ).toEqual({
      MODE: 'production',
      BASE_URL: '/',
      VITE_API_URL: 'https://api.bukka.test/',
      VITE_PAYSTACK_KEY: 'pk_test_abc123',
      VITE_SUPPORT_PHONE: '2348031234567',
    });
    expect(parseEnv(undefined)).toEqual({});
  });

  it('refuses a Paystack key that is not a public key, naming the variable', () => {
    expect(() => parseEnv({ VITE_PAYSTACK_KEY: 'sk_live_secret' })).toThrow(
      /^Bad client configuration: VITE_PAYSTACK_KEY must be a Paystack public key/,
    );
    expect(parseEnv({ VITE_PAYSTACK_KEY: '' })).toEqual({ VITE_PAYSTACK_KEY: '' });
  });

  it('refuses a setting that is not text', () => {
    expect(() => parseEnv({ VITE_API_URL: 42 })).toThrow(/VITE_API_URL/);
    expect(() => parseEnv({ VITE_TILE_URL: null, VITE_PAYSTACK_KEY: 'sk_test_x' })).toThrow(
      /^Bad client configuration: VITE_TILE_URL must be text \(got null\); VITE_PAYSTACK_KEY must be/,
    );
  });
});
