import { type HttpHandler, HttpResponse, http } from 'msw';
import type { MockApp, ServedAnswer } from '../pipeline/pipeline-types.ts';
import { notFoundAnswer } from '../routes/run-route.ts';
import { toRouteRequest } from './fetch-request.ts';
import { encodeAnswer, serializeCookie } from './http-answer.ts';

const verbs = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  DELETE: http.delete,
  PATCH: http.patch,
} as const;

function toResponse(answer: ServedAnswer): Response {
  const { status, headers, payload } = encodeAnswer(answer);
  const h = new Headers(headers);
  if (answer.stream) {
    // Server-sent events as a streamed body; cancelled (and closed) when the client goes away,
    // ended when its world is dropped.
    const stream = answer.stream;
    const encoder = new TextEncoder();
    let close: () => void = () => {};
    let unwatch: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        close = stream((chunk) => controller.enqueue(encoder.encode(chunk)));
        unwatch =
          answer.streamEndsWhen?.(() => {
            close();
            controller.close();
          }) ?? unwatch;
      },
      cancel() {
        unwatch();
        close();
      },
    });
    return new HttpResponse(body, { status, headers: h });
  }
  for (const c of answer.cookies ?? []) h.append('set-cookie', serializeCookie(c));
  const body = typeof payload === 'string' ? payload : new Uint8Array(payload).buffer;
  return new HttpResponse(body as BodyInit, { status, headers: h });
}

/**
 * The mock app's route table as MSW 3 handlers (any origin), answering exactly like the Fastify
 * adapter: each request translated to a `RouteRequest`, served by the app's pipeline, its answer
 * translated back.
 */
export function createMockHandlers(mock: MockApp): HttpHandler[] {
  const handlers = mock.routes.map((route) =>
    verbs[route.method](`*${route.path}`, async ({ request, params, cookies }) => {
      const translated = await toRouteRequest(route, request, params, cookies);
      if ('refusal' in translated) return toResponse(translated.refusal);
      const answer = await mock.serve(route, translated.request);
      return answer.dropConnection ? HttpResponse.error() : toResponse(answer);
    }),
  );
  const notFound = (method: string, path: string) => toResponse(notFoundAnswer(method, path));
  handlers.push(
    http.all('*/api/*', ({ request }) => notFound(request.method, new URL(request.url).pathname)),
    http.all('*/__mock/*', ({ request }) =>
      notFound(request.method, new URL(request.url).pathname),
    ),
  );
  return handlers;
}
