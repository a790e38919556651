import { describe, expect, it } from 'vitest';
import { ControlError, type ControlSend, controlCall, endpointAt } from './control-client.ts';
import { controlEndpoints as api } from './control-endpoints.ts';

type Sent = { url: string; method: string; headers: Record<string, string>; body?: string };

/** A sender that keeps what was sent and answers `status` with `body`. */
function fakeSend(status: number, body: unknown, statusText = '') {
  const sent: Sent[] = [];
  const send: ControlSend = async (url, init) => {
    sent.push({ url, method: init.method, headers: init.headers, body: init.body });
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText,
      text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
    };
  };
  return { sent, send };
}

describe('controlCall', () => {
  it('fills the path, writes the query, names the token and the world, sends the body as JSON', async () => {
    const { sent, send } = fakeSend(200, { _id: 'o 1', isDelivered: true, isDeliveredAt: 'x' });
    const target = { baseUrl: 'http://mock', controlToken: 't0ken', world: 'w1', send };
    const answer = await controlCall(target, api.deliver, { params: { id: 'o 1' } });
    expect(answer.isDelivered).toBe(true);
    expect(sent[0]).toEqual({
      url: 'http://mock/__mock/orders/o%201/deliver',
      method: 'POST',
      headers: { 'x-mock-token': 't0ken', 'x-bukka-world': 'w1' },
      body: undefined,
    });

    const mail = fakeSend(200, []);
    await controlCall({ baseUrl: '', send: mail.send }, api.outbox, { query: { to: 'a@b.c' } });
    expect(mail.sent[0]?.url).toBe('/__mock/outbox?to=a%40b.c');

    const clock = fakeSend(200, { now: '2026-11-26T00:00:00.000Z' });
    await controlCall({ baseUrl: '', send: clock.send }, api.advanceClock, { body: { ms: 5 } });
    expect(clock.sent[0]?.headers).toEqual({ 'content-type': 'application/json' });
    expect(clock.sent[0]?.body).toBe('{"ms":5}');
  });

  it('refuses a non-2xx answer as `METHOD /path → status message`', async () => {
    const { send } = fakeSend(404, { message: 'Order not found' }, 'Not Found');
    const failed = await controlCall({ baseUrl: '', send }, api.deliver, {
      params: { id: 'nope' },
    }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ControlError);
    expect((failed as ControlError).message).toBe(
      'POST /__mock/orders/nope/deliver → 404 Order not found',
    );
    expect(failed).toMatchObject({ status: 404, statusText: 'Not Found' });
    expect((failed as ControlError).serverMessage).toBe('Order not found');

    const html = fakeSend(502, '<html>bad gateway</html>');
    await expect(controlCall({ baseUrl: '', send: html.send }, api.accounts)).rejects.toThrow(
      'GET /__mock/accounts → 502 <html>bad gateway</html>',
    );
  });

  it("parses the answer with the endpoint's response schema", async () => {
    const { send } = fakeSend(200, [{ role: 'buyer', email: 'b@x', password: 'p' }]);
    const failed = await controlCall({ baseUrl: '', send }, api.accounts).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ControlError);
    expect((failed as ControlError).message).toContain('GET /__mock/accounts → 200: unexpected');
    expect((failed as ControlError).message).toContain('0._id');
  });

  it('types but does not parse an endpoint named by method and path (the panel)', async () => {
    const { send } = fakeSend(200, { anything: 1 });
    const health = endpointAt<typeof api.health>('GET', '/__mock/health');
    const answer = await controlCall({ baseUrl: '', send }, health);
    expect(answer).toEqual({ anything: 1 });
  });
});
