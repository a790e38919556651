import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceWorkerRequest, WorkerAnswer } from '#demo/demo-protocol.ts';
import {
  answeringPage,
  answerRequest,
  forwards,
  type PageClient,
  type PageClients,
  responseOf,
} from '#demo/service-worker-fetch.ts';

// The demo's own service worker, as far as it decides anything: which requests the demo's mock
// answers, which page passes each on, and the answer it makes of what comes back on the port.

const ORIGIN = 'https://demo.bukka.test';

afterEach(() => vi.unstubAllGlobals());

/** A page that records what it is handed, answering each request with `answer` (if given). */
function page(id: string, extra: Partial<PageClient> = {}, answer?: WorkerAnswer) {
  const handed: ServiceWorkerRequest[] = [];
  const client: PageClient = {
    id,
    frameType: 'top-level',
    ...extra,
    postMessage(message) {
      const request = message as ServiceWorkerRequest;
      handed.push(request);
      if (!answer) return;
      // As the mock worker sends it: a body of bytes or a stream transferred (worker-reply.ts);
      // bytes copied first, as each answer is a new one (a transferred buffer is detached).
      const sent =
        answer.kind === 'answer' && answer.body instanceof ArrayBuffer
          ? { ...answer, body: answer.body.slice(0) }
          : answer;
      const body = sent.kind === 'answer' ? sent.body : undefined;
      request.reply.postMessage(sent, typeof body === 'object' ? [body] : []);
    },
  };
  return { client, handed };
}

const clientsOf = (...pages: PageClient[]): PageClients => ({
  get: async (id) => pages.find((p) => p.id === id),
  matchAll: async () => pages,
});

describe('which requests the demo’s mock answers', () => {
  it('the app’s origin under /api/ and /__mock/, never a page load or another origin', () => {
    const asked = (url: string, init: RequestInit = {}) => forwards(new Request(url, init), ORIGIN);
    expect(asked(`${ORIGIN}/api/users/stores?page=1`)).toBe(true);
    expect(asked(`${ORIGIN}/__mock/media/seed/dish/a.svg`)).toBe(true);
    expect(asked(`${ORIGIN}/__mock/events`)).toBe(true);
    expect(asked(`${ORIGIN}/assets/index-abc.js`)).toBe(false);
    expect(asked(`${ORIGIN}/demo-world.json`)).toBe(false);
    expect(asked(`${ORIGIN}/apis/x`)).toBe(false);
    expect(asked(`${ORIGIN}/bukka/api/users/stores`)).toBe(false);
    expect(asked('https://tiles.example.org/api/x')).toBe(false);
    // A navigation (the panel's page, /__mock/panel) comes from the static host.
    const navigation = new Request(`${ORIGIN}/__mock/panel`);
    Object.defineProperty(navigation, 'mode', { value: 'navigate' });
    expect(forwards(navigation, ORIGIN)).toBe(false);
  });
});

describe('the page that passes a request on', () => {
  it('is the page that asked, else the focused, a visible, or any page of the demo', async () => {
    const asking = page('a').client;
    const frame = page('f', { frameType: 'nested' }).client;
    const hidden = page('h', { visibilityState: 'hidden' }).client;
    const visible = page('v', { visibilityState: 'visible' }).client;
    const focused = page('x', { focused: true, visibilityState: 'visible' }).client;
    expect(await answeringPage(clientsOf(asking, frame), 'a')).toBe(asking);
    expect(await answeringPage(clientsOf(frame, hidden, visible, focused), 'f')).toBe(focused);
    expect(await answeringPage(clientsOf(frame, hidden, visible), 'f')).toBe(visible);
    expect(await answeringPage(clientsOf(frame, hidden), '')).toBe(hidden);
    expect(await answeringPage(clientsOf(frame), 'f')).toBeUndefined();
  });
});

describe('the answer', () => {
  it('is the mock’s status, headers and body; a dropped connection a network error', async () => {
    const answer = responseOf({
      kind: 'answer',
      status: 201,
      headers: [['content-type', 'application/json; charset=utf-8']],
      body: '{"ok":true}',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await answer.json()).toEqual({ ok: true });
    expect(responseOf({ kind: 'network-error' }).type).toBe('error');
    // A status that has no body (the Fetch standard refuses one) gets none.
    const empty = responseOf({ kind: 'answer', status: 204, headers: [], body: '' });
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it('comes back on the port the page was handed with the request, its body transferred', async () => {
    const answer: WorkerAnswer = {
      kind: 'answer',
      status: 200,
      headers: [['content-type', 'text/plain']],
      body: new TextEncoder().encode('taken').buffer,
    };
    const { client, handed } = page('a', {}, answer);
    const request = new Request(`${ORIGIN}/api/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"msg":"Lovely"}',
    });
    const response = await answerRequest(request, 'a', clientsOf(client));
    expect(await response.text()).toBe('taken');
    const [message] = handed;
    expect(message?.kind).toBe('bukka-demo-request');
    expect(message?.request).toMatchObject({ method: 'POST', url: `${ORIGIN}/api/reviews` });
    expect(message?.request.headers).toContainEqual(['content-type', 'application/json']);
    expect(new TextDecoder().decode(message?.request.body)).toBe('{"msg":"Lovely"}');
    // A GET carries no body.
    await answerRequest(new Request(`${ORIGIN}/api/users/stores`), 'a', clientsOf(client));
    expect(handed[1]?.request.body).toBeUndefined();
  });

  it('streams an event stream as the mock writes it', async () => {
    let write = (_text: string) => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        write = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
    });
    const answer: WorkerAnswer = { kind: 'answer', status: 200, headers: [], body };
    const { client } = page('a', {}, answer);
    const response = await answerRequest(
      new Request(`${ORIGIN}/__mock/events`),
      'a',
      clientsOf(client),
    );
    const reader = response.body!.getReader();
    write('event: tick\n\n');
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('event: tick\n\n');
    await reader.cancel();
  });

  it('fails as a network error once the page passing it on has gone, and waits while it is open', async () => {
    const { client } = page('a');
    const open = [client];
    const clients: PageClients = {
      get: async (id) => open.find((p) => p.id === id),
      matchAll: async () => open,
    };
    let settled = false;
    const response = answerRequest(new Request(`${ORIGIN}/api/x`), 'a', clients, 5).then((r) => {
      settled = true;
      return r;
    });
    await new Promise((done) => setTimeout(done, 40));
    expect(settled).toBe(false);
    open.pop(); // the tab reloads: its requests are never answered
    expect((await response).type).toBe('error');
  });

  it('is the network’s when no page of the demo is open to pass the request on', async () => {
    const network = vi.fn(async () => new Response('from the host', { status: 404 }));
    vi.stubGlobal('fetch', network);
    const response = await answerRequest(new Request(`${ORIGIN}/api/x`), '', clientsOf());
    expect(response.status).toBe(404);
    expect(network).toHaveBeenCalledOnce();
  });
});
