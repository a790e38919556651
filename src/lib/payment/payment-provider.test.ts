import { describe, expect, it, vi } from 'vitest';
import {
  createOfflineProvider,
  createPaystackProvider,
  isPublicKey,
  OFFLINE_PUBLIC_KEY,
  PAYSTACK_SCRIPT_URL,
  providerFromEnv,
} from './payment-provider.ts';

describe('payment providers', () => {
  it('offline: the mock server inline script under VITE_API_URL, loaded lazily', async () => {
    const load = vi.fn(async () => class {} as never);
    const provider = createOfflineProvider('http://localhost:4010/', load);
    expect(provider).toMatchObject({
      kind: 'offline',
      publicKey: OFFLINE_PUBLIC_KEY,
      scriptUrl: 'http://localhost:4010/__mock/paystack/inline.js',
    });
    expect(load).not.toHaveBeenCalled();
    await provider.load();
    expect(load).toHaveBeenCalledWith('http://localhost:4010/__mock/paystack/inline.js');
    expect(createOfflineProvider('').scriptUrl).toBe('/__mock/paystack/inline.js');
  });

  it('real: the Paystack v2 script with a public key', async () => {
    const load = vi.fn(async () => class {} as never);
    const provider = createPaystackProvider('pk_test_abc123', load);
    expect(provider).toMatchObject({ kind: 'paystack', publicKey: 'pk_test_abc123' });
    await provider.load();
    expect(load).toHaveBeenCalledWith(PAYSTACK_SCRIPT_URL);
    expect(PAYSTACK_SCRIPT_URL).toBe('https://js.paystack.co/v2/inline.js');
  });

  it('accepts pk_test_/pk_live_ keys only, never a secret key', () => {
    expect(isPublicKey('pk_live_abc')).toBe(true);
    expect(isPublicKey('pk_test_abc')).toBe(true);
    for (const key of ['sk_test_abc', 'sk_live_abc', 'abc', 'pk_abc', '']) {
      expect(isPublicKey(key), key).toBe(false);
    }
    expect(() => createPaystackProvider('sk_live_secret')).toThrow(/public key/);
  });

  it('chooses from the environment', () => {
    expect(providerFromEnv({}).kind).toBe('offline');
    expect(
      providerFromEnv({ VITE_API_URL: 'http://api.test', VITE_PAYSTACK_KEY: ' ' }).scriptUrl,
    ).toBe('http://api.test/__mock/paystack/inline.js');
    expect(providerFromEnv({ VITE_PAYSTACK_KEY: 'pk_live_x1' })).toMatchObject({
      kind: 'paystack',
      publicKey: 'pk_live_x1',
    });
    expect(() => providerFromEnv({ VITE_PAYSTACK_KEY: 'sk_live_x1' })).toThrow();
  });
});
