// A fake fetch that records each `Request` and answers from a queue: for the API layer's own unit
// tests, which check the exact requests the fetchers send (components go through the mock instead).

export interface FakeFetch {
  fetch: typeof fetch;
  /** Every request made, in order. */
  requests: Request[];
  /** The next responses (queued); when the queue is empty, `fallback` answers. */
  queue: Array<() => Response | Promise<Response>>;
  fallback: () => Response | Promise<Response>;
  last(): Request;
}

export function createFakeFetch(): FakeFetch {
  const fake: FakeFetch = {
    requests: [],
    queue: [],
    fallback: () => jsonResponse({}),
    last() {
      const request = fake.requests.at(-1);
      if (!request) throw new Error('no request was made');
      return request;
    },
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      fake.requests.push(request);
      const next = fake.queue.shift() ?? fake.fallback;
      return next();
    },
  };
  return fake;
}

export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  all.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers: all });
}

export function textResponse(body: string, status: number, contentType = 'text/plain'): Response {
  return new Response(body, { status, headers: { 'content-type': contentType } });
}
