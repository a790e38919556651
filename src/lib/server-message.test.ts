import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/client.ts';
import { actionFailure, isOutcomeUnknown, serverMessage } from '#src/lib/server-message.ts';

const http = (message: string, status = 400) =>
  new ApiError({ status, kind: 'http', message, body: { message } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('serverMessage', () => {
  it("shows the server's own message", () => {
    expect(serverMessage(http('Order is already taken'))).toBe('Order is already taken');
  });

  it('shows a known misspelled server message in the client’s words', () => {
    expect(serverMessage(http('auauthorized action', 404))).toBe(
      'You are not allowed to do this for that store.',
    );
    expect(serverMessage(http('not a registered  user', 404))).toBe('not a registered user');
  });

  it("says 'something went wrong' when the server said nothing readable", () => {
    expect(
      serverMessage(new ApiError({ status: 200, kind: 'parse', message: 'x', body: '<html>' })),
    ).toBe('something went wrong');
  });

  it('says a call that got no answer in plain words: no path, no id, no Failed to fetch', () => {
    const lost = new ApiError({
      status: 0,
      kind: 'network',
      message:
        'network error on POST /api/orders/demo-device/65a1b2c3d4e5f60718293a4b/65a1b2c3d4e5f60718293a4c: Failed to fetch',
    });
    expect(serverMessage(lost)).toBe(
      'We could not reach Bukka — check your connection and try again',
    );
    const late = new ApiError({ status: 0, kind: 'network', message: 'GET /api/x timed out' });
    expect(serverMessage(late)).toBe(
      'We could not reach Bukka — check your connection and try again',
    );
  });

  it('never shows a bare status, a proxy page or a technical text', () => {
    const bare = new ApiError({
      status: 500,
      kind: 'http',
      message: '500 Internal Server Error',
      body: '',
    });
    expect(serverMessage(bare)).toBe('something went wrong');
    const proxy = new ApiError({
      status: 502,
      kind: 'http',
      message: '502 Bad Gateway nginx',
      body: '<html>',
    });
    expect(serverMessage(proxy)).toBe('something went wrong');
    expect(serverMessage(http('404 Not Found', 404))).toBe('something went wrong');
    expect(
      serverMessage(http('Cast to ObjectId failed for value "x" (type string) at path "_id"', 404)),
    ).toBe('something went wrong');
    expect(serverMessage(http('order 65a1b2c3d4e5f60718293a4b not found', 404))).toBe(
      'something went wrong',
    );
    expect(serverMessage(new TypeError('Failed to fetch'))).toBe('something went wrong');
    // The hosted API's own crashes, answered as `{ message }` with a 500 (hosted-api.md §3.2).
    expect(serverMessage(http("Cannot read properties of undefined (reading 'status')", 500))).toBe(
      'something went wrong',
    );
    expect(serverMessage(http('Illegal arguments: string, undefined', 500))).toBe(
      'something went wrong',
    );
  });

  it('says a failure that is not a call’s in the connection’s words when the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(serverMessage(new TypeError('Failed to fetch dynamically imported module: x.js'))).toBe(
      'We could not reach Bukka — check your connection and try again',
    );
    // The server's own answer is still the server's.
    expect(serverMessage(http('wrong credentials', 401))).toBe('wrong credentials');
  });

  it("keeps the spec's server messages where the server answered, 5xx included", () => {
    expect(serverMessage(http('Insufficient funds'))).toBe('Insufficient funds');
    expect(serverMessage(http('something went wrong', 500))).toBe('something went wrong');
    expect(serverMessage(http('sorry! you can not buy from yourself', 500))).toBe(
      'sorry! you can not buy from yourself',
    );
  });
});

describe('isOutcomeUnknown', () => {
  it('is true when the server may have done the work without the client hearing it', () => {
    expect(isOutcomeUnknown(new ApiError({ status: 0, kind: 'network', message: 'x' }))).toBe(true);
    expect(isOutcomeUnknown(new ApiError({ status: 201, kind: 'parse', message: 'x' }))).toBe(true);
    expect(
      isOutcomeUnknown(new ApiError({ status: 500, kind: 'http', message: '500', body: '' })),
    ).toBe(true);
    expect(isOutcomeUnknown(http('Service Unavailable', 503))).toBe(true);
  });

  it('is false when the server said no in its own words, or for anything else', () => {
    expect(isOutcomeUnknown(http('Insufficient funds'))).toBe(false);
    expect(isOutcomeUnknown(http('something went wrong', 500))).toBe(false);
    expect(isOutcomeUnknown(new Error('x'))).toBe(false);
  });
});

describe('actionFailure (a screen that words its own failure line)', () => {
  const notPosted = (error: unknown) => `Your product was not posted: ${serverMessage(error)}`;

  it('says a write the read-only proxy refused in its one text, unwrapped', () => {
    const refused = new ApiError({ status: 403, kind: 'refused', message: 'POST /api/x …' });
    expect(actionFailure(refused, notPosted)).toBe(
      'Not sent: this is a read-only view of the live backend',
    );
  });

  it('words anything else the screen’s way', () => {
    expect(actionFailure(http('Price must be a number'), notPosted)).toBe(
      'Your product was not posted: Price must be a number',
    );
  });
});
