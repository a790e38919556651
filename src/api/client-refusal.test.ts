// The read-only proxy's refusal of a write becomes its own kind of ApiError, told by the proxy's
// header alone, and the client remembers that the backend is a read-only view.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, configureApi, resetApiConfig, writesRefused } from '#src/api/client.ts';
import { setDeviceId } from '#src/api/device-id.ts';
import { takeOrder } from '#src/api/orders.ts';
import { createReview, fetchReviews } from '#src/api/reviews.ts';
import { isOutcomeUnknown, isRefusedWrite, serverMessage } from '#src/lib/server-message.ts';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { createFakeFetch, type FakeFetch, jsonResponse } from '#tests/support/fake-fetch.ts';
import { refusalResponse } from '#tests/support/proxy-refusal.ts';

const NOT_SENT = 'Not sent: this is a read-only view of the live backend';
const review = { userId: 'u1', reviewerId: 'u2', msg: 'Great jollof', positive: true };

let fake: FakeFetch;
beforeEach(() => {
  fake = createFakeFetch();
  configureApi({ baseUrl: 'http://api.test', fetch: fake.fetch });
  setDeviceId('test-device');
});
afterEach(() => {
  resetApiConfig();
  setDeviceId(undefined);
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('a write the read-only proxy refused', () => {
  it('is a refused ApiError with the proxy’s status and words, and is said in Bukka’s words', async () => {
    fake.queue.push(() => refusalResponse('POST', '/api/reviews'));
    const error = await failure(createReview(review));
    expect(error).toMatchObject({ kind: 'refused', status: 403 });
    expect(error.message).toMatch(/^POST \/api\/reviews is a write; the read-only proxy/);
    expect(serverMessage(error)).toBe(NOT_SENT);
    expect(isRefusedWrite(error)).toBe(true);
    // Nothing was sent: not an answer that may have been lost, not a session that ended.
    expect(isOutcomeUnknown(error)).toBe(false);
    expect(isSessionExpired(error)).toBe(false);
  });

  it('is told by the header, whatever the header name’s case, on a PUT as on a POST', async () => {
    fake.queue.push(() =>
      jsonResponse({ message: 'anything' }, 403, { 'x-bukka-proxy': 'refused' }),
    );
    const error = await failure(takeOrder({ storeId: 's1', orderId: 'o1' }));
    expect(error.kind).toBe('refused');
    expect(serverMessage(error)).toBe(NOT_SENT);
  });

  it('the same 403 and words without the header stay a server refusal (http)', async () => {
    fake.queue.push(() =>
      jsonResponse(
        {
          message:
            'POST /api/reviews is a write; the read-only proxy does not send it to the backend (nothing was sent) — start the mock with --allow-writes against a staging copy',
        },
        403,
      ),
    );
    const error = await failure(createReview(review));
    expect(error.kind).toBe('http');
    expect(serverMessage(error)).toBe('something went wrong');
    expect(writesRefused()).toBe(false);
  });

  it('another value of the header is not a refusal', async () => {
    fake.queue.push(() =>
      jsonResponse({ message: 'Order is already taken' }, 403, { 'X-Bukka-Proxy': 'forwarded' }),
    );
    const error = await failure(takeOrder({ storeId: 's1', orderId: 'o1' }));
    expect(error.kind).toBe('http');
    expect(serverMessage(error)).toBe('Order is already taken');
  });

  it('a refusal with no body still names the call', async () => {
    fake.queue.push(
      () => new Response('', { status: 403, headers: { 'X-Bukka-Proxy': 'refused' } }),
    );
    const error = await failure(createReview(review));
    expect(error).toMatchObject({ kind: 'refused', status: 403 });
    expect(error.message).toBe('POST /api/reviews was not sent: the proxy is read-only');
  });

  it('is remembered until the API is configured again: the backend is a read-only view', async () => {
    expect(writesRefused()).toBe(false);
    fake.queue.push(() => refusalResponse('POST', '/api/reviews'));
    await failure(createReview(review));
    expect(writesRefused()).toBe(true);
    configureApi({ baseUrl: 'http://other.test' });
    expect(writesRefused()).toBe(false);
  });

  it('is known before the first write: a read the proxy marks read-only is enough', async () => {
    expect(writesRefused()).toBe(false);
    fake.queue.push(() => jsonResponse([], 200, { 'X-Bukka-Proxy': 'read-only' }));
    await fetchReviews('u1');
    expect(writesRefused()).toBe(true);
  });
});
