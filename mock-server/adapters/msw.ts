import { type HttpHandler, HttpResponse, http } from 'msw';
import type { MockApp, ServedAnswer } from '../pipeline/pipeline-types.ts';
import { serveFetch } from './fetch-request.ts';
import { encodeAnswer, serializeCookie } from './http-answer.ts';

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
 * The mock app as MSW 3 handlers of `/api/*` and `/__mock/*` (any origin), answering exactly like
 * the Fastify adapter: each request routed by the app's pipeline (its not-found answer for a path
 * no route serves), translated to a `RouteRequest`, served, its answer translated back.
 */
export function createMockHandlers(mock: MockApp): HttpHandler[] {
  const serve: Parameters<typeof http.all>[1] = async ({ request, cookies }) => {
    const answer = await serveFetch(mock, request, cookies);
    return answer.dropConnection ? HttpResponse.error() : toResponse(answer);
  };
  return [http.all('*/api/*', serve), http.all('*/__mock/*', serve)];
}
