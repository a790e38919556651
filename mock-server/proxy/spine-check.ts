import { z } from 'zod';
import { COMMON_REFUSALS } from '#shared/schemas/endpoint.ts';
import type { RouteDef } from '../routes/route-types.ts';
import { jsonPath, type PathPart, shown, valueAt } from './problems.ts';

// A backend's answer against the endpoint spine (shared/schemas): what the client itself parses.
// A success (2xx) must match the endpoint's response schema; a refusal is read by the client for
// its `{ message }` (src/api/client.ts), which the mock always sends, and must be one the endpoint
// answers on purpose (`COMMON_REFUSALS` and its own `refusals`): a 500 where the endpoint answers
// 200 is drift, named with the status and the body's message.

const errorBody = z.looseObject({ message: z.string() });

/** The problems of `value` for `schema`, each as `path: expected …, saw …`. */
function zodProblems(schema: z.core.$ZodType, value: unknown, limit: number): string[] {
  const result = z.safeParse(schema, value);
  if (result.success) return [];
  return result.error.issues.slice(0, limit).map((issue) => {
    const path = issue.path as PathPart[];
    const where = jsonPath(path);
    const seen = valueAt(value, path);
    if (issue.code === 'invalid_type')
      return `${where}: expected ${issue.expected}, saw ${shown(seen)}`;
    if (issue.code === 'unrecognized_keys')
      return `${where}: keys the schema does not know: ${issue.keys.join(', ')}`;
    return `${where}: ${issue.message} (saw ${shown(seen)})`;
  });
}

/** The statuses `route` answers on purpose, for messages: `200 or a refusal (400, 401, …)`. */
const declaredOf = (route: RouteDef) => [...COMMON_REFUSALS, ...(route.refusals ?? [])];

/** The problem of a status the endpoint never answers on purpose (undefined: it may). */
function statusProblem(
  route: RouteDef,
  status: number,
  json: { value: unknown } | undefined,
): string | undefined {
  if ((status >= 200 && status < 300) || declaredOf(route).includes(status)) return undefined;
  const message = (json?.value as { message?: unknown } | undefined)?.message;
  const said = typeof message === 'string' ? `: "${message.slice(0, 120)}"` : '';
  return `status ${status} where the endpoint answers 200 or a refusal (${declaredOf(route).join(', ')})${said}`;
}

/**
 * What the spine says of one answer: [] when it matches. `json` is the parsed body (undefined: the
 * body is not JSON). `statusCovered`: a contract interaction covering the request judges its
 * status (the endpoint's declared statuses are then not asked).
 */
export function spineProblems(
  route: RouteDef | undefined,
  status: number,
  json: { value: unknown } | undefined,
  limit = 5,
  statusCovered = false,
): string[] {
  const ok = status >= 200 && status < 300;
  const wrongStatus = route && !statusCovered ? statusProblem(route, status, json) : undefined;
  if (wrongStatus) return [wrongStatus];
  if (ok && !route?.response) return [];
  if (!json) return [`body: expected JSON${ok ? '' : ' { message }'}, saw a body that is not JSON`];
  if (ok) return zodProblems(route!.response!, json.value, limit);
  return zodProblems(errorBody, json.value, limit).map((p) => `${p} (a refusal, status ${status})`);
}
