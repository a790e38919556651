// The one client of the mock's control API (`/__mock`): a call is typed by its endpoint (the
// declarations beside this file), its answer parsed by the endpoint's response schema. Used by the
// scenarios, the panel's browser script, the e2e fixtures, the Pact provider states and the
// benches. Browser-safe and zod-free (a schema is run through its Standard Schema interface), so
// the panel's script imports it without the schemas: the panel names endpoints with `endpointAt`,
// typed by their declaration (imported as a type), and its answers are typed but not parsed. The
// call is built and its answer read by shared/endpoint-call.ts, the pair the client's apiRequest
// uses too.
import {
  type Answer,
  buildCall,
  type CallInput,
  jsonOf,
  readAnswer,
} from '#shared/endpoint-call.ts';
import type { Endpoint } from '#shared/schemas/endpoint.ts';
import { CONTROL_TOKEN_HEADER, WORLD_HEADER } from '#shared/schemas/mock-control-names.ts';

/** What sends a call: `fetch`, or a test runner's request context made to look like it. */
export type ControlSend = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; statusText: string; text(): Promise<string> }>;

/** A mock to drive: its base URL (`''`: the page's origin), its control token when it requires
 * one, the world the calls go to, how long a call may take (none by default), and what sends the
 * calls (default: `fetch`). */
export type ControlTarget = {
  baseUrl: string;
  controlToken?: string;
  world?: string;
  timeoutMs?: number;
  send?: ControlSend;
};

/** A control call that failed: a non-2xx answer, or an answer its endpoint does not describe. */
export class ControlError extends Error {
  override readonly name = 'ControlError';
  /** The answer's status. */
  readonly status: number;
  /** The answer's status text (the panel says `status statusText` when there is no message). */
  readonly statusText: string;
  /** The answer's `message`, when it is JSON with one. */
  readonly serverMessage: string | undefined;
  /** The answer as sent. */
  readonly text: string;
  constructor(
    message: string,
    answer: { status: number; statusText: string; serverMessage?: string; text: string },
  ) {
    super(message);
    this.status = answer.status;
    this.statusText = answer.statusText;
    this.serverMessage = answer.serverMessage;
    this.text = answer.text;
  }
}

declare const endpointType: unique symbol;

/** An endpoint named by method and path only, typed by its declaration (no schema at run time). */
export type EndpointAt<E extends Endpoint> = Pick<E, 'method' | 'path'> & {
  response?: undefined;
  readonly [endpointType]?: E;
};

/** `endpointAt<typeof controlEndpoints.health>('GET', '/__mock/health')`: the method and path
 * must be the declaration's (the type checker says so), the schemas stay out of the bundle. */
export const endpointAt = <E extends Endpoint>(
  method: E['method'],
  path: E['path'],
): EndpointAt<E> => ({ method, path });

/** What one call of `E` takes: its path values, its body and its query, typed by `E`. */
export type ControlInput<E extends Endpoint> = Omit<CallInput<E>, 'form' | 'signal'>;

/** Sends one control call and answers its body, parsed; throws a `ControlError` on a non-2xx
 * answer (`METHOD /path → status message`). */
export async function controlCall<E extends Endpoint>(
  target: ControlTarget,
  endpoint: E | EndpointAt<E>,
  // biome-ignore lint/complexity/noBannedTypes: `{}` is "nothing required" here
  ...[input]: {} extends ControlInput<E> ? [input?: ControlInput<E>] : [input: ControlInput<E>]
): Promise<Answer<E>> {
  const call = buildCall(endpoint, input);
  const headers: Record<string, string> = {};
  if (call.contentType) headers['content-type'] = call.contentType;
  if (target.controlToken) headers[CONTROL_TOKEN_HEADER] = target.controlToken;
  if (target.world) headers[WORLD_HEADER] = target.world;
  const send: ControlSend = target.send ?? ((url, init) => fetch(url, init));
  const response = await send(`${target.baseUrl}${call.target}`, {
    method: call.method,
    headers,
    // A control call carries JSON only (no endpoint of the control API takes a form).
    body: call.body as string | undefined,
    signal: target.timeoutMs === undefined ? undefined : AbortSignal.timeout(target.timeoutMs),
  });
  const text = await response.text();
  const json = jsonOf(text);
  // Plain text stays text.
  const data: unknown = json ? json.value : text;
  const where = `${call.method} ${call.target}`;
  if (!response.ok) {
    const serverMessage =
      data && typeof data === 'object' && 'message' in data ? String(data.message) : undefined;
    throw new ControlError(`${where} → ${response.status} ${serverMessage ?? text}`, {
      status: response.status,
      statusText: response.statusText,
      serverMessage,
      text,
    });
  }
  const checked = await readAnswer(endpoint.response, data);
  if ('issues' in checked)
    throw new ControlError(`${where} → ${response.status}: unexpected answer: ${checked.issues}`, {
      status: response.status,
      statusText: response.statusText,
      text,
    });
  return checked.value as Answer<E>;
}
