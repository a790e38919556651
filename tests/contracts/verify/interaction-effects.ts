import { readOnlyAllows } from '#mock/proxy/read-only.ts';
import type { Interaction } from './pact-files.ts';

// What sending an interaction's request does to the provider. Against a provider that is not the
// mock (the hosted API, a staging copy), a read-only run — the default — sends only `read` and
// `session` requests; `email` and `write` requests need `--allow-writes`.
//
//   read     GET: changes nothing
//   session  POST /api/users/signin or /logout with the fixture's own device: starts or ends a
//            session (on the hosted API a sign-in may e-mail the fixture's own inbox a code, see
//            docs/contracts.md)
//   email    sends an e-mail (sign-up, resend, reset, a sign-in that asks for a code)
//   write    changes data: orders, payments, reviews, products, wallets, vendors, codes —
//            and every other POST/PUT (a provider cannot tell us a POST is harmless)

type EffectKind = 'read' | 'session' | 'email' | 'write';
export type Effect = { kind: EffectKind; what: string };

/** Requests whose effect the method and path alone do not tell. */
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

const EMAILS: Record<string, string> = {
  '/api/users/register': 'creates an account (or refreshes a waiting one) and e-mails a code',
  '/api/users/resendOtp': 'e-mails a new code',
  '/api/users/resetpassword': 'replaces the reset request and e-mails a code',
};

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
  const path = pathOf(i);
  if (method === 'GET' || method === 'HEAD') return { kind: 'read', what: 'reads' };
  if (method === 'POST' && path === '/api/users/signin')
    return { kind: 'session', what: 'signs in with the fixture device' };
  if (method === 'POST' && path === '/api/users/logout')
    return { kind: 'session', what: 'ends the session' };
  const emails = EMAILS[path];
  if (method === 'POST' && emails) return { kind: 'email', what: emails };
  return { kind: 'write', what: `${method} ${templateOf(i)}` };
}

/** Requests a read-only run may send: any GET, and sign-in / logout (the proxy's rule too). */
export { readOnlyAllows };

/** Why a read-only run leaves the interaction out (undefined: it is sent). */
export function readOnlyExclusion(i: Interaction): string | undefined {
  const effect = effectOf(i);
  if (effect.kind === 'read' || effect.kind === 'session') return undefined;
  return `${effect.kind === 'email' ? 'sends e-mail' : 'writes'} (${effect.what}); a read-only run does not send it — pass --allow-writes against a staging copy`;
}
