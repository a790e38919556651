import { z } from 'zod';
import type { Ctx, FaultRule } from './context.ts';
import { fail } from './errors.ts';

/** Body of `POST /__mock/faults`. */
export const faultRequest = z.object({
  method: z.string().optional(),
  path: z.string(),
  status: z.number().int().optional(),
  message: z.string().optional(),
  delayMs: z.number().optional(),
  networkError: z.boolean().optional(),
  times: z.number().int().positive().optional(),
});

export type FaultAction =
  | { kind: 'network' }
  | { kind: 'status'; status: number; message: string; delayMs: number }
  | { kind: 'delay'; delayMs: number };

const matches = (rule: FaultRule, method: string, path: string, pattern: string) => {
  if (rule.method !== '*' && rule.method.toUpperCase() !== method) return false;
  if (rule.path.endsWith('*')) return path.startsWith(rule.path.slice(0, -1));
  return rule.path === path || rule.path === pattern;
};

/** Control API: add a fault for `method` + `path` (exact, a route pattern, or a `prefix*`). */
export function addFault(ctx: Ctx, body: z.output<typeof faultRequest>): FaultRule {
  const { path, status, delayMs } = body;
  if (!path.startsWith('/')) fail(400, 'path must start with /');
  if (path.startsWith('/__mock')) fail(400, 'faults cannot target the control API');
  if (status !== undefined && (status < 100 || status > 599)) {
    fail(400, 'status must be an HTTP status code');
  }
  if (delayMs !== undefined && (delayMs < 0 || delayMs > 120_000)) {
    fail(400, 'delayMs must be between 0 and 120000');
  }
  const networkError = body.networkError === true;
  if (status === undefined && delayMs === undefined && !networkError) {
    fail(400, 'give status (with message), delayMs or networkError: true');
  }
  const rule: FaultRule = {
    method: body.method?.toUpperCase() ?? '*',
    path,
    status,
    message: body.message ?? 'Injected fault',
    delayMs,
    networkError,
    remaining: body.times ?? null,
  };
  ctx.faults.push(rule);
  return rule;
}

/** Consumes the first matching fault (control-API paths are never faulted). */
export function takeFault(
  ctx: Ctx,
  method: string,
  path: string,
  pattern: string,
): FaultAction | null {
  // No rules (the common case): no search, no closure.
  if (ctx.faults.length === 0 || path.startsWith('/__mock')) return null;
  const i = ctx.faults.findIndex((r) => matches(r, method, path, pattern));
  if (i < 0) return null;
  const rule = ctx.faults[i]!;
  if (rule.remaining !== null) {
    rule.remaining -= 1;
    if (rule.remaining <= 0) ctx.faults.splice(i, 1);
  }
  if (rule.networkError) return { kind: 'network' };
  if (rule.status !== undefined) {
    return {
      kind: 'status',
      status: rule.status,
      message: rule.message ?? '',
      delayMs: rule.delayMs ?? 0,
    };
  }
  return { kind: 'delay', delayMs: rule.delayMs ?? 0 };
}

/** Whether a request to `method` + `path` would meet a fault now (nothing is consumed). */
export function faultAhead(ctx: Ctx, method: string, path: string): FaultRule | undefined {
  return ctx.faults.find((r) => matches(r, method, path, path));
}
