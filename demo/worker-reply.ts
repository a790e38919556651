// The demo's mock worker's answers as the demo's service worker takes them (demo/protocol's
// `WorkerAnswer`, made a Response by demo/service-worker-fetch.ts): the worker replies on the port
// each request came with, so the answer reaches the service worker without another turn on the
// page's main thread (busy with the first render and the pictures of the answers before).
import type { WorkerAnswer } from '#demo/demo-protocol.ts';
import { encodeAnswer } from '#mock/adapters/http-answer.ts';
import type { ServedAnswer } from '#mock/start-mock.ts';

/** What goes on the port: the answer and what it transfers. */
export type WorkerReply = { message: WorkerAnswer; transfer: Transferable[] };

/** Whether a stream can be handed to another context (Chromium, Firefox; not older Safari). */
function canTransferStreams(): boolean {
  try {
    const stream = new ReadableStream({ start: (controller) => controller.close() });
    new MessageChannel().port1.postMessage(stream, [stream]);
    return true;
  } catch {
    return false;
  }
}

/** A stream crosses to the service worker only where streams can be transferred. */
const streamsCross = canTransferStreams();
const encoder = new TextEncoder();

/** An answer of `status` with the mock's headers, its body transferred when it can be. */
function answerOf(
  status: number,
  headers: Record<string, string>,
  body: ArrayBuffer | string | ReadableStream<Uint8Array>,
): WorkerReply {
  const transfer = typeof body === 'string' ? [] : [body];
  return { message: { kind: 'answer', status, headers: Object.entries(headers), body }, transfer };
}

/** A 503 with the mock's `{ message }`, as the mock answers what it cannot serve. */
export const unavailable = (message: string): WorkerReply =>
  answerOf(503, { 'content-type': 'application/json' }, JSON.stringify({ message }));

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

/** The served answer as the service worker takes it (`crossing`: a stream can be transferred). */
export function replyOf(answer: ServedAnswer, crossing = streamsCross): WorkerReply {
  if (answer.dropConnection) return { message: { kind: 'network-error' }, transfer: [] };
  const { status, headers, payload } = encodeAnswer(answer);
  if (answer.stream) {
    // The panel then follows the city by polling.
    if (!crossing) return unavailable('This browser cannot stream from a service worker.');
    return answerOf(status, headers, streamOf(answer));
  }
  return answerOf(status, headers, typeof payload === 'string' ? payload : payload.slice().buffer);
}
