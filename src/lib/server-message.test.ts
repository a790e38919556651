import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/client.ts';
import { serverMessage } from '#src/lib/server-message.ts';

const http = (message: string, status = 400) =>
  new ApiError({ status, kind: 'http', message, body: { message } });

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
      serverMessage(new ApiError({ status: 0, kind: 'network', message: 'x', body: null })),
    ).toBe('something went wrong');
  });
});
