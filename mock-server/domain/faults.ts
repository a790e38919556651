import type { Ctx, FaultRule } from './context.ts';
import { fail } from './errors.ts';

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
export function addFault(ctx: Ctx, body: Record<string, unknown>): FaultRule {
  const path = typeof body.path === 'string' ? body.path : '';
  if (!path.startsWith('/')) fail(400, 'path must start with /');
  if (path.startsWith('/__mock')) fail(400, 'faults cannot target the control API');
  const times = body.times == null ? null : Number(body.times);
  if (times !== null && (!Number.isInteger(times) || times < 1))
    fail(400, 'times must be a positive integer');
  const status = body.status == null ? undefined : Number(body.status);
  if (status !== undefined && (!Number.isInteger(status) || status < 100 || status > 599)) {
    fail(400, 'status must be an HTTP status code');
  }
  const delayMs = body.delayMs == null ? undefined : Number(body.delayMs);
  if (delayMs !== undefined && (!Number.isFinite(delayMs) || delayMs < 0 || delayMs > 120_000)) {
    fail(400, 'delayMs must be between 0 and 120000');
  }
  const networkError = body.networkError === true;
  if (status === undefined && delayMs === undefined && !networkError) {
    fail(400, 'give status (with message), delayMs or networkError: true');
  }
  const rule: FaultRule = {
    method: typeof body.method === 'string' ? body.method.toUpperCase() : '*',
    path,
    status,
    message: typeof body.message === 'string' ? body.message : 'Injected fault',
    delayMs,
    networkError,
    remaining: times,
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
  if (path.startsWith('/__mock')) return null;
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
