import { type HttpHandler, HttpResponse, http } from 'msw';
import type { UploadedFile } from '../domain/plumbing/request-parts.ts';
import { UPLOAD_LIMIT_TEXT, UPLOAD_LIMITS } from '../domain/uploads.ts';
import type { MockApp, ServedAnswer } from '../pipeline/pipeline-types.ts';
import type { RouteRequest } from '../routes/route-types.ts';
import {
  BodyError,
  MALFORMED_JSON,
  MALFORMED_MULTIPART,
  notFoundAnswer,
} from '../routes/run-route.ts';
import { encodeAnswer, parseCookies, serializeCookie } from './http-answer.ts';

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

const isMultipart = (request: Request) =>
  (request.headers.get('content-type') ?? '').includes('multipart/form-data');

/** A multipart body, with the limits the Fastify transport applies while streaming it. */
async function readMultipart(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new BodyError(400, MALFORMED_MULTIPART);
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let parts = 0;
  for (const [name, value] of form.entries()) {
    if (++parts > UPLOAD_LIMITS.parts) throw new BodyError(413, UPLOAD_LIMIT_TEXT.parts);
    if (typeof value === 'string') fields[name] = value;
    else {
      if (files.length >= UPLOAD_LIMITS.files) throw new BodyError(413, UPLOAD_LIMIT_TEXT.files);
      if (value.size > UPLOAD_LIMITS.fileSize) throw new BodyError(413, UPLOAD_LIMIT_TEXT.fileSize);
      files.push({
        field: name,
        filename: value.name,
        mimetype: value.type,
        data: new Uint8Array(await value.arrayBuffer()),
      });
    }
  }
  return { body: fields as unknown, files };
}

/** A JSON body, parsed and as text (a webhook's signature is over the text). */
async function readJson(request: Request): Promise<{ body: unknown; text?: string }> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return { body: undefined };
  const text = await request.text();
  if (text.trim() === '') return { body: undefined, text };
  try {
    return { body: JSON.parse(text) as unknown, text };
  } catch {
    throw new BodyError(400, MALFORMED_JSON);
  }
}

/**
 * The mock app's route table as MSW 2 handlers (any origin), answering exactly like the Fastify
 * adapter: each request translated to a `RouteRequest`, served by the app's pipeline, its answer
 * translated back.
 */
export function createMockHandlers(mock: MockApp): HttpHandler[] {
  const handlers = mock.routes.map((route) =>
    verbs[route.method](`*${route.path}`, async ({ request, params, cookies }) => {
      const url = new URL(request.url);
      // As over Fastify: a multipart body is read only after the route's `before` checks.
      const multipart = route.multipart === true && isMultipart(request);
      let body: unknown;
      let rawBody: string | undefined;
      if (!multipart) {
        try {
          ({ body, text: rawBody } = await readJson(request));
        } catch (error) {
          return toResponse({ status: 400, body: { message: (error as Error).message } });
        }
      }
      const headers: Record<string, string> = {};
      request.headers.forEach((value, key) => {
        headers[key] = value;
      });
      const query = Object.fromEntries(url.searchParams.entries());
      // In a browser the Cookie header is never visible to the worker's script-made requests;
      // MSW hands the document's cookies over as `cookies`. Under msw/node the header is there.
      const allCookies = { ...cookies, ...parseCookies(request.headers.get('cookie')) };
      const req: RouteRequest = {
        method: route.method,
        path: url.pathname,
        params: Object.fromEntries(
          Object.entries(params).map(([k, v]) => [k, String(Array.isArray(v) ? v[0] : v)]),
        ),
        query,
        body,
        rawBody,
        files: [],
        readBody: multipart ? () => readMultipart(request) : undefined,
        cookies: allCookies,
        headers,
      };
      const answer = await mock.serve(route, req);
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
