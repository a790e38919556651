// The fetch transport: a Fetch `Request` routed by the pipeline (its `match`, else its not-found
// answer), translated to the pipeline's `RouteRequest` with the limits the Fastify transport
// applies, and served. What the MSW handlers (msw.ts) and the static demo's mock worker
// (demo/worker-serve.ts, which cannot load msw: its cookie store wants `localStorage`) both serve
// with.
import type { UploadedFile } from '../domain/plumbing/request-parts.ts';
import { UPLOAD_LIMIT_TEXT, UPLOAD_LIMITS } from '../domain/uploads.ts';
import type { MockApp, ServedAnswer } from '../pipeline/pipeline-types.ts';
import type { RouteDef, RouteRequest } from '../routes/route-types.ts';
import { BodyError, MALFORMED_JSON, MALFORMED_MULTIPART } from '../routes/run-route.ts';
import { parseCookies } from './http-answer.ts';

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
 * A Fetch `Request` as the pipeline's `RouteRequest` (its JSON body read now, a multipart body
 * only when the route asks for it), or the 400 answer of a malformed body. `cookies` are the
 * ones the transport hands over: a browser never puts a Cookie header on a script-made request.
 */
async function toRouteRequest(
  route: RouteDef,
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
  cookies: Record<string, string>,
): Promise<{ request: RouteRequest } | { refusal: ServedAnswer }> {
  const url = new URL(request.url);
  // As over Fastify: a multipart body is read only after the route's `before` checks.
  const multipart = route.multipart === true && isMultipart(request);
  let body: unknown;
  let rawBody: string | undefined;
  if (!multipart) {
    try {
      ({ body, text: rawBody } = await readJson(request));
    } catch (error) {
      return { refusal: { status: 400, body: { message: (error as Error).message } } };
    }
  }
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return {
    request: {
      method: route.method,
      path: url.pathname,
      params: Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, String(Array.isArray(v) ? v[0] : v)]),
      ),
      query: Object.fromEntries(url.searchParams.entries()),
      body,
      rawBody,
      files: [],
      readBody: multipart ? () => readMultipart(request) : undefined,
      // Under msw/node the Cookie header is there too.
      cookies: { ...cookies, ...parseCookies(request.headers.get('cookie')) },
      headers,
    },
  };
}

/**
 * A Fetch `Request` served by the mock app: its route found by the pipeline (none: the pipeline's
 * not-found answer), translated (a malformed body: its 400), served. `cookies` as for
 * `toRouteRequest`.
 */
export async function serveFetch(
  mock: MockApp,
  request: Request,
  cookies: Record<string, string>,
): Promise<ServedAnswer> {
  const path = new URL(request.url).pathname;
  const found = mock.match(request.method, path);
  if (!found) return mock.notFound(request.method, path);
  const translated = await toRouteRequest(found.route, request, found.params, cookies);
  if ('refusal' in translated) return translated.refusal;
  return mock.serve(found.route, translated.request);
}
