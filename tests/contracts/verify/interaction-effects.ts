import { matchRoutePath } from '#mock/pipeline/route-match.ts';
import { readOnlyVerdict } from '#mock/proxy/read-only.ts';
import { createRouteTable } from '#mock/route-table.ts';
import type { RouteDef } from '#mock/routes/route-types.ts';
import type { Interaction } from './pact-files.ts';

// What sending an interaction's request does to the provider, read from the effect each endpoint
// declares in the spine (shared/schemas, `effect`). Against a provider that is not the mock (the
// hosted API, a staging copy), a read-only run — the default — sends only what the read-only rule
// lets out (mock-server/proxy/read-only.ts, the proxy's rule too): reads, and session calls in the
// shape the client sends them.
//
//   read     changes nothing
//   session  a sign-in with the fixture's password and device, a new device's code, a sign-out
//   email    a sign-in the interaction says e-mails the fixture a code (below)
//   write    changes data — what it changes is the endpoint's `effect.changes`

type EffectKind = 'read' | 'session' | 'email' | 'write';
export type Effect = { kind: EffectKind; what: string };

/** Sign-ins that, on the hosted API, e-mail the fixture's own inbox a code (the interaction says which). */
const BY_DESCRIPTION: Record<string, Effect> = {
  'a sign-in from a device the account does not know': {
    kind: 'email',
    what: 'e-mails a new-device code (and adds the device to the account)',
  },
  'a sign-in to an account waiting for its e-mail code': {
    kind: 'email',
    what: 'e-mails a new account code (the hosted API may send a device code too)',
  },
};

let apiRoutes: RouteDef[] | undefined;

/** The spine's route of an `/api` request (undefined: not an endpoint of the spine). */
function spineRouteOf(method: string, path: string): RouteDef | undefined {
  apiRoutes ??= createRouteTable().filter((r) => r.path.startsWith('/api/') && r.effect);
  const m = method.toUpperCase();
  return apiRoutes.find((r) => r.method === m && matchRoutePath(r, path) !== undefined);
}

/** Whether a read-only run may send this request (method, path, JSON body): the proxy's rule. */
export const readOnlyAllows = (method: string, path: string, body?: unknown): boolean =>
  readOnlyVerdict(spineRouteOf(method, path), method, path, body).send;

/** The request path (the example path; provider-state segments vary). */
const pathOf = (i: Interaction) => i.request.path.split('?')[0] ?? '';

/** The path as the contract templates it (`/api/orders/${deviceId}/…`), for messages. */
function templateOf(i: Interaction): string {
  const generator = i.request.generators?.path as { expression?: string } | undefined;
  return generator?.expression ?? pathOf(i);
}

export function effectOf(i: Interaction): Effect {
  const known = BY_DESCRIPTION[i.description];
  if (known) return known;
  const method = i.request.method.toUpperCase();
  const route = spineRouteOf(method, pathOf(i));
  // A Pact V4 file keeps a request's JSON body under `content`.
  const raw = (i.request as { body?: { content?: unknown } }).body;
  const body = raw && typeof raw === 'object' && 'content' in raw ? raw.content : raw;
  const verdict = readOnlyVerdict(route, method, pathOf(i), body);
  const effect = route?.effect;
  if (verdict.send) {
    return verdict.effect === 'session' && effect?.kind === 'session'
      ? { kind: 'session', what: effect.changes }
      : { kind: 'read', what: 'reads' };
  }
  const changes = effect && effect.kind !== 'read' ? ` — ${effect.changes}` : '';
  return { kind: 'write', what: `${method} ${templateOf(i)}${changes}` };
}

/** Why a read-only run leaves the interaction out (undefined: it is sent). */
export function readOnlyExclusion(i: Interaction): string | undefined {
  const effect = effectOf(i);
  if (effect.kind === 'read' || effect.kind === 'session') return undefined;
  return `${effect.kind === 'email' ? 'sends e-mail' : 'writes'} (${effect.what}); a read-only run does not send it — pass --allow-writes against a staging copy`;
}
