// The demo's mock worker's transport (demo/mock-worker.ts): a request a page forwarded, served by
// the fetch transport the MSW handlers serve with too (`serveFetch`: the pipeline routes it, or
// answers its 404), with the demo's cookies; a person's change kept before its answer goes back.
import type { ForwardedRequest } from '#demo/demo-protocol.ts';
import type { DemoWorld } from '#demo/demo-world.ts';
import { replyOf, type WorkerReply } from '#demo/worker-reply.ts';
import { serveFetch } from '#mock/adapters/fetch-request.ts';

/** The answer to a forwarded request, as it goes on the request's port to the service worker. */
export async function serveForwarded(
  world: Pick<DemoWorld, 'mock' | 'jar' | 'kept'>,
  forwarded: ForwardedRequest,
): Promise<WorkerReply> {
  const request = new Request(forwarded.url, {
    method: forwarded.method,
    headers: forwarded.headers,
    body: forwarded.body,
  });
  // The demo's cookies (kept here: a service worker's answer cannot set one) over the page's.
  const answer = await serveFetch(world.mock, request, {
    ...forwarded.cookies,
    ...world.jar.send(),
  });
  if (answer.cookies) world.jar.take(answer.cookies);
  // A person's change (a sign-in too) is kept before its answer: a reload right after finds it.
  if (forwarded.method !== 'GET' || answer.cookies?.length) await world.kept();
  return replyOf(answer);
}
