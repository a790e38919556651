import { resolve } from 'node:path';
import { PactV4, type V3MockServer } from '@pact-foundation/pact';
import { configureApi } from '#src/api/client.ts';
import { setDeviceId } from '#src/api/device-id.ts';
import { EXAMPLE } from './ids.ts';
import { signedInJar } from './session.ts';

const CONSUMER = 'bukka-web';
export const PROVIDER = 'marketplace-api';
/**
 * The older wallet-checkout version of the API (hosted V-0; the mock's `--checkout wallet`): its
 * interactions live in their own contract file and are verified only against such a provider.
 */
export const WALLET_PROVIDER = 'marketplace-api-wallet-checkout';

/** Where the contract is written (one file per consumer/provider pair, merged per test file). */
const PACT_DIR = resolve(import.meta.dirname, '../../../contracts');

export function createPact(provider: string = PROVIDER): PactV4 {
  return new PactV4({
    consumer: CONSUMER,
    provider,
    dir: process.env.PACT_DIR ?? PACT_DIR,
    logLevel: 'error',
  });
}

export type ClientSetup = {
  /** The browser holds a session cookie (sends `auth_token`). */
  signedIn?: boolean;
  /** The device id FingerprintJS would give (default: the example, `demo-device`). */
  deviceId?: string;
};

/**
 * The global fetch, with each call on a fresh connection (every interaction has its own mock
 * server on a random port, and a pooled keep-alive socket must not outlive it). The client's
 * request itself goes out unchanged.
 */
const freshConnectionFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  request.headers.set('connection', 'close');
  const response = await globalThis.fetch(request);
  // Pact's mock server records a match just after it answers: give it a moment before the test
  // ends and Pact asks whether the expected request arrived.
  await new Promise((settled) => setTimeout(settled, 30));
  return response;
};

/** Points the real `src/api` layer at Pact's mock server, as the browser would call the API. */
export function useClient(mock: V3MockServer, setup: ClientSetup = {}): void {
  setDeviceId(setup.deviceId ?? EXAMPLE.deviceId);
  configureApi({
    baseUrl: mock.url,
    fetch: freshConnectionFetch,
    cookieJar: setup.signedIn ? signedInJar : undefined,
    timeoutMs: 10_000,
  });
}
