// The demo's mock worker's answers as MSW's service worker takes them (demo/msw-reply.ts): the
// worker replies on the port each request came with, so the answer reaches the service worker
// without another turn on the page's main thread.
import {
  canTransferStreams,
  type MswReply,
  mockResponse,
  networkError,
  unavailable,
} from '#demo/msw-reply.ts';
import { encodeAnswer } from '#mock/adapters/http-answer.ts';
import type { ServedAnswer } from '#mock/pipeline/pipeline-types.ts';

/** A stream crosses to MSW's service worker only where streams can be transferred. */
const streamsCross = canTransferStreams();
const encoder = new TextEncoder();

/** An event stream's answer as a stream of bytes; cancelled (the page went away), it closes. */
function streamOf(answer: ServedAnswer): ReadableStream<Uint8Array> {
  let done = false;
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const close = answer.stream?.((chunk) => {
        if (!done) controller.enqueue(encoder.encode(chunk));
      });
      let unwatch: (() => void) | undefined;
      stop = () => {
        done = true;
        unwatch?.();
        close?.();
      };
      unwatch = answer.streamEndsWhen?.(() => {
        if (done) return;
        stop();
        controller.close();
      });
    },
    cancel() {
      stop();
    },
  });
}

/** The served answer as MSW's service worker takes it (`crossing`: a stream can be transferred). */
export function replyOf(answer: ServedAnswer, crossing = streamsCross): MswReply {
  if (answer.dropConnection) return networkError();
  const { status, headers, payload } = encodeAnswer(answer);
  const lines = Object.entries(headers);
  if (answer.stream) {
    // The panel then follows the city by polling.
    if (!crossing) return unavailable('This browser cannot stream from a service worker.');
    return mockResponse({ status, headers: lines, body: streamOf(answer) });
  }
  const body = typeof payload === 'string' ? payload : payload.slice().buffer;
  return mockResponse({ status, headers: lines, body });
}
