// What the read-only proxy (`npm run mock -- --proxy URL` without `--allow-writes`) answers a write
// it keeps from the backend: 403, its `{ message }` (mock-server/proxy/read-only.ts) and the mark
// `X-Bukka-Proxy: refused` the client tells it by. As a fetch Response for the API layer's unit
// tests, and as an msw handler for the component tests (`api.use(refusedWrite('post', …))`).
import { HttpResponse, http } from 'msw';
import { readOnlyRefusal } from '#mock/proxy/read-only.ts';

const REFUSED = { 'X-Bukka-Proxy': 'refused' };

/** The proxy's refusal of `method path`. */
export function refusalResponse(method: string, path: string): Response {
  return HttpResponse.json(
    { message: readOnlyRefusal(method, path) },
    { status: 403, headers: REFUSED },
  );
}

/** An msw handler refusing every `method` request to `path` (an msw pattern: `/api/x/:id`). */
export function refusedWrite(method: 'post' | 'put', path: string) {
  return http[method](`*${path}`, ({ request }) =>
    refusalResponse(request.method, new URL(request.url).pathname),
  );
}
