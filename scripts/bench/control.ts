// The benches drive the mock's control API through the one control client
// (mock-server/control/control-client.ts): over HTTP with `fetch`, or in process with Fastify's
// `inject` as its sender.
import type { ControlSend } from '../../mock-server/control/control-client.ts';

type Injectable = {
  inject(request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string;
  }): PromiseLike<{ statusCode: number; statusMessage: string; body: string }>;
};

/** Calls sent to `app` in process (no socket). */
export const injectSend =
  (app: Injectable): ControlSend =>
  async (url, init) => {
    const res = await app.inject({
      method: init.method,
      url,
      headers: init.headers,
      payload: init.body,
    });
    return {
      ok: res.statusCode >= 200 && res.statusCode < 300,
      status: res.statusCode,
      statusText: res.statusMessage,
      text: async () => res.body,
    };
  };
