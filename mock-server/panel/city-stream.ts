// The live view's server-sent events (`GET /__mock/events`): a `snapshot` first, then each
// `order` event as it happens (id = its seq, so a reconnecting EventSource resumes with
// Last-Event-ID) and a `tick` every second with positions and figures. Transport-neutral: the
// Fastify and MSW adapters give it a `write` and call the returned `close` when the client goes.
import type { Ctx } from '../domain/plumbing/context.ts';
import { onCityEvent } from '../simulator/city-events.ts';
import { citySnapshot, cityTick } from '../simulator/city-view.ts';

const TICK_MS = 1_000;

/** One SSE message. */
const sseMessage = (event: string, data: unknown, id?: number): string =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export type StreamTimers = {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
};

const realTimers: StreamTimers = {
  setInterval: (fn, ms) => {
    const handle = globalThis.setInterval(fn, ms);
    (handle as { unref?: () => void }).unref?.();
    return handle;
  },
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Streams the city to `write` until the returned function is called (idempotent). */
export function openCityStream(
  ctx: Ctx,
  write: (chunk: string) => void,
  options: { lastEventId?: number; timers?: StreamTimers; tickMs?: number } = {},
): () => void {
  const timers = options.timers ?? realTimers;
  let open = true;
  const send = (chunk: string) => {
    if (!open) return;
    try {
      write(chunk);
    } catch {
      close();
    }
  };
  const stop = onCityEvent(ctx, (event) => send(sseMessage('order', event, event.seq)));
  const handle = timers.setInterval(
    () => send(sseMessage('tick', cityTick(ctx))),
    options.tickMs ?? TICK_MS,
  );
  function close() {
    if (!open) return;
    open = false;
    stop();
    timers.clearInterval(handle);
  }
  send('retry: 3000\n\n');
  send(sseMessage('snapshot', citySnapshot(ctx, options.lastEventId ?? 0)));
  return close;
}
