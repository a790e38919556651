import { env } from '#src/config/env.ts';
import { loadScript } from './load-script.ts';
import type { PaystackPopConstructor } from './paystack-pop.ts';

/** Where the PaystackPop class comes from: the mock's emulated checkout or Paystack itself. */
export interface PaymentProvider {
  readonly kind: 'offline' | 'paystack';
  /** The public key sent with every transaction (never a secret key). */
  readonly publicKey: string;
  /** The script URL, loaded lazily on first use. */
  readonly scriptUrl: string;
  load(): Promise<PaystackPopConstructor>;
}

export const PAYSTACK_SCRIPT_URL = 'https://js.paystack.co/v2/inline.js';
export const OFFLINE_PUBLIC_KEY = 'pk_test_bukka_offline';
const PUBLIC_KEY = /^pk_(test|live)_[A-Za-z0-9_]+$/;

type Loader = (src: string) => Promise<PaystackPopConstructor>;
const defaultLoader: Loader = (src) =>
  loadScript<PaystackPopConstructor>(src, { globalName: 'PaystackPop' });

/** True for a Paystack public key (`pk_test_…` / `pk_live_…`). */
export function isPublicKey(key: string): boolean {
  return PUBLIC_KEY.test(key);
}

/** The mock server's emulated checkout: `${apiUrl}/__mock/paystack/inline.js`. */
export function createOfflineProvider(
  apiUrl: string,
  load: Loader = defaultLoader,
): PaymentProvider {
  const scriptUrl = `${apiUrl.replace(/\/+$/, '')}/__mock/paystack/inline.js`;
  return { kind: 'offline', publicKey: OFFLINE_PUBLIC_KEY, scriptUrl, load: () => load(scriptUrl) };
}

/** Paystack's own inline v2 script, with a public key. A secret key is refused. */
export function createPaystackProvider(
  publicKey: string,
  load: Loader = defaultLoader,
): PaymentProvider {
  if (!isPublicKey(publicKey)) {
    throw new Error('VITE_PAYSTACK_KEY must be a Paystack public key (pk_test_… or pk_live_…)');
  }
  return {
    kind: 'paystack',
    publicKey,
    scriptUrl: PAYSTACK_SCRIPT_URL,
    load: () => load(PAYSTACK_SCRIPT_URL),
  };
}

export interface PaymentEnv {
  VITE_API_URL?: string;
  VITE_PAYSTACK_KEY?: string;
}

/** `VITE_PAYSTACK_KEY` set → real Paystack; unset → the mock's emulated checkout. */
export function providerFromEnv(env: PaymentEnv, load?: Loader): PaymentProvider {
  const key = env.VITE_PAYSTACK_KEY?.trim();
  return key
    ? createPaystackProvider(key, load)
    : createOfflineProvider(env.VITE_API_URL ?? '', load);
}

let chosen: PaymentProvider | undefined;

/** The provider for this build (from Vite's env), created on first use. */
export function defaultPaymentProvider(): PaymentProvider {
  chosen ??= providerFromEnv(env);
  return chosen;
}
