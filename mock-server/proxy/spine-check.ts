import { z } from 'zod';
import type { RouteDef } from '../routes/route-types.ts';
import { jsonPath, type PathPart, shown, valueAt } from './problems.ts';

// A backend's answer against the endpoint spine (shared/schemas): what the client itself parses.
// A success (2xx) must match the endpoint's response schema; a refusal is read by the client for
// its `{ message }` (src/api/client.ts), which the mock always sends.

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

/**
 * What the spine says of one answer: [] when it matches. `json` is the parsed body (undefined: the
 * body is not JSON).
 */
export function spineProblems(
  route: RouteDef | undefined,
  status: number,
  json: { value: unknown } | undefined,
  limit = 5,
): string[] {
  const ok = status >= 200 && status < 300;
  if (ok && !route?.response) return [];
  if (!json) return [`body: expected JSON${ok ? '' : ' { message }'}, saw a body that is not JSON`];
  if (ok) return zodProblems(route!.response!, json.value, limit);
  return zodProblems(errorBody, json.value, limit).map((p) => `${p} (a refusal, status ${status})`);
}
