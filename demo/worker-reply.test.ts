import { describe, expect, it } from 'vitest';
import type { WorkerAnswer } from '#demo/demo-protocol.ts';
import { replyOf } from '#demo/worker-reply.ts';
import type { ServedAnswer } from '#mock/start-mock.ts';

type Sent = Extract<WorkerAnswer, { kind: 'answer' }>;
const sent = (reply: { message: WorkerAnswer }) => reply.message as Sent;

/** An event stream's answer whose writer and end the test drives. */
function eventStream() {
  const state = { write: (_chunk: string) => {}, end: () => {}, closed: 0, unwatched: 0 };
  const answer: ServedAnswer = {
    status: 200,
    headers: { 'cache-control': 'no-cache' },
    body: '',
    stream: (write) => {
      state.write = write;
      return () => {
        state.closed += 1;
      };
    },
    streamEndsWhen: (end) => {
      state.end = end;
      return () => {
        state.unwatched += 1;
      };
    },
  };
  return { answer, state };
}

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe("the mock worker's replies to the demo's service worker", () => {
  it('answers a body with its status and headers, the bytes transferred', () => {
    const reply = replyOf({ status: 201, headers: { 'x-mock': 'yes' }, body: { ok: true } });
    expect(sent(reply)).toEqual({
      kind: 'answer',
      status: 201,
      headers: [
        ['x-mock', 'yes'],
        ['content-type', 'application/json; charset=utf-8'],
      ],
      body: '{"ok":true}',
    });
    expect(reply.transfer).toEqual([]);
  });

  it('drops the connection as a network error', () => {
    const reply = replyOf({ status: 200, body: '', dropConnection: true });
    expect(reply).toEqual({ message: { kind: 'network-error' }, transfer: [] });
  });

  it('streams an event stream until its world ends it, the stream transferred', async () => {
    const { answer, state } = eventStream();
    const reply = replyOf(answer, true);
    const body = sent(reply).body as ReadableStream<Uint8Array>;
    expect(body).toBeInstanceOf(ReadableStream);
    expect(reply.transfer).toEqual([body]);
    const reader = body.getReader();
    state.write('data: one\n\n');
    expect(text((await reader.read()).value)).toBe('data: one\n\n');
    state.end();
    expect((await reader.read()).done).toBe(true);
    expect(state).toMatchObject({ closed: 1, unwatched: 1 });
    // A chunk written after the end is dropped, not an error.
    state.write('data: late\n\n');
  });

  it('stops the stream when the page goes away (the stream cancelled)', async () => {
    const { answer, state } = eventStream();
    const body = sent(replyOf(answer, true)).body as ReadableStream<Uint8Array>;
    await body.cancel();
    expect(state).toMatchObject({ closed: 1, unwatched: 1 });
    state.write('data: after\n\n');
    state.end();
    expect(state).toMatchObject({ closed: 1, unwatched: 1 });
  });

  it('answers 503 where a stream cannot cross, and never opens it', () => {
    const { answer, state } = eventStream();
    const reply = sent(replyOf(answer, false));
    expect(reply.status).toBe(503);
    expect(JSON.parse(String(reply.body))).toEqual({
      message: 'This browser cannot stream from a service worker.',
    });
    expect(state.closed).toBe(0);
  });
});
