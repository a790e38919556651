// The reply MSW's service worker waits for on the port of each request it intercepted (its
// `MOCK_RESPONSE` or `PASSTHROUGH`), written by whichever side holds that port: the page for what
// it lets through, the demo's mock worker for what it answers. The page hands the port on to the
// worker with the request, so an answer goes from the worker straight to the service worker,
// without a second turn on the page's main thread (busy with the first render and the pictures
// of the answers before: each picture's answer waited for it).

/** An answer for MSW's service worker: a body of bytes, or a stream where one can cross. */
export type MockedAnswer = {
  status: number;
  headers: [string, string][];
  body?: ArrayBuffer | string | ReadableStream<Uint8Array>;
};

/** What goes on the port: the message and what it transfers. */
export type MswReply = { message: unknown; transfer: Transferable[] };

/** Let the request through to the network. */
export const passthrough = (): MswReply => ({ message: { type: 'PASSTHROUGH' }, transfer: [] });

/** A network error (MSW's service worker answers status 0 with `Response.error()`). */
export const networkError = (): MswReply => ({
  message: { type: 'MOCK_RESPONSE', data: { status: 0, headers: {} } },
  transfer: [],
});

export function mockResponse(answer: MockedAnswer): MswReply {
  const body = answer.body;
  const transfer = body instanceof ReadableStream || body instanceof ArrayBuffer ? [body] : [];
  return {
    message: {
      type: 'MOCK_RESPONSE',
      data: { status: answer.status, headers: Object.fromEntries(answer.headers), body },
    },
    transfer,
  };
}

/** A 503 with the mock's `{ message }`, as the mock answers what it cannot serve. */
export const unavailable = (message: string): MswReply =>
  mockResponse({
    status: 503,
    headers: [['content-type', 'application/json']],
    body: JSON.stringify({ message }),
  });

/** Whether a stream can be handed to another context (Chromium, Firefox; not older Safari). */
export function canTransferStreams(): boolean {
  try {
    const stream = new ReadableStream({ start: (controller) => controller.close() });
    new MessageChannel().port1.postMessage(stream, [stream]);
    return true;
  } catch {
    return false;
  }
}
