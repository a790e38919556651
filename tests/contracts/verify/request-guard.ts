import { readOnlyAllows } from './interaction-effects.ts';
import { currentSession } from './session.ts';

// The verifier's request filter (Pact's proxy runs it before a request reaches the provider):
// puts the state's session cookie in place of the contract's example one, and — as a last line
// of defence behind the run plan — refuses to pass on a request that a read-only run must not
// send, or that still carries one of the contract's example values (a provider-state value that
// did not arrive). A refused request is answered here (599) and fails the interaction.

const STATE_SETUP_PATH = '/_pactSetup';

export type GuardRules = {
  /** Only reads and session calls as the client sends them pass (the read-only rule). */
  readOnly: boolean;
  /** Texts no request may carry (example ids, the example session token, …). */
  forbidden: readonly string[];
};

type ProxiedRequest = {
  method: string;
  path: string;
  originalUrl?: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
};
type ProxiedResponse = { status(code: number): { json(body: unknown): void } };

const bodyText = (body: unknown): string =>
  body === undefined || body === null
    ? ''
    : Buffer.isBuffer(body)
      ? body.toString('latin1')
      : typeof body === 'string'
        ? body
        : JSON.stringify(body);

export function createRequestGuard() {
  let rules: GuardRules | undefined;
  let refused: string[] = [];

  const middleware = (req: ProxiedRequest, res: ProxiedResponse, next: () => void) => {
    if (req.path === STATE_SETUP_PATH) {
      next();
      return;
    }
    const cookie = req.headers.cookie;
    const token = currentSession.get();
    if (token && typeof cookie === 'string' && /(^|;\s*)auth_token=/.test(cookie)) {
      req.headers.cookie = cookie.replace(/(^|;\s*)auth_token=[^;]*/, `$1auth_token=${token}`);
    }
    const problem = rules ? check(req, rules) : undefined;
    if (problem) {
      refused.push(problem);
      res.status(599).json({ message: `refused by the verifier: ${problem}` });
      return;
    }
    next();
  };

  return {
    middleware,
    /** Rules for the next interaction (and a clean record of refusals). */
    arm(next: GuardRules | undefined) {
      rules = next;
      refused = [];
    },
    refused: () => [...refused],
  };
}

/** The body as the read-only rule reads it: parsed JSON (a buffer or text is parsed first). */
function jsonBody(body: unknown): unknown {
  if (body === undefined || body === null || (typeof body === 'object' && !Buffer.isBuffer(body)))
    return body ?? undefined;
  const text = bodyText(body);
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function check(req: ProxiedRequest, rules: GuardRules): string | undefined {
  const url = req.originalUrl ?? req.url;
  if (rules.readOnly && !readOnlyAllows(req.method, req.path, jsonBody(req.body))) {
    return `${req.method} ${req.path} in a read-only run`;
  }
  const cookie = typeof req.headers.cookie === 'string' ? req.headers.cookie : '';
  const text = `${url}\n${safeDecode(url)}\n${cookie}\n${bodyText(req.body)}`;
  const example = rules.forbidden.find((value) => text.includes(value));
  return example
    ? `${req.method} ${req.path} carries the contract's example value ${example}`
    : undefined;
}
