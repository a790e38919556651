import { createHash, timingSafeEqual } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { CONTROL_TOKEN_HEADER } from '#shared/schemas/mock-control-names.ts';
import type { RouteResponse } from '../routes/route-types.ts';
import { ALLOWED_ORIGINS, parseCookies } from './http-answer.ts';

// What the Fastify server checks before any route runs. The MSW transport has
// none of it: a service worker only sees its own page's requests (same origin, no Host to forge),
// and nothing outside the browser can reach it.

export type GuardOptions = {
  /** The address the server listens on (`--host`); default 127.0.0.1. */
  host?: string;
  /** More names the Host header may carry (`--allowed-host`), e.g. a LAN name for phones. */
  allowedHosts?: readonly string[];
  /** When set, every control request must present it (header or the panel's cookie). */
  controlToken?: string;
};

export type GuardRequest = {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The query values (read only by the few paths that take a token in the address). */
  query: Record<string, string> | (() => Record<string, string>);
  headers: Record<string, string | string[] | undefined>;
};

/** Header a script sends the control token in. */
/** Cookie the panel sets after `/__mock/panel?token=…`, so browser pages send the token too. */
const CONTROL_TOKEN_COOKIE = 'bukka_mock_token';

/** `/__mock` paths that are emulated services or docs, not the control API. */
const SERVICE_PREFIXES = [
  '/__mock/media/',
  '/__mock/tiles/',
  '/__mock/geo/',
  '/__mock/paystack/',
  '/__mock/docs',
  '/__mock/openapi.json',
];

/** The control API: every `/__mock` path except the emulated services and the docs. */
export const isControlPath = (path: string): boolean =>
  path.startsWith('/__mock/') && !SERVICE_PREFIXES.some((p) => path.startsWith(p));

/** Control pages a person opens in a browser with `?token=…` (the panel, entering a world). */
const isBrowserEntry = (path: string): boolean =>
  path === '/__mock/panel' || /^\/__mock\/worlds\/[^/]+\/enter$/.test(path);

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]', '']);

/** The host part of a Host header or listen address: lower case, no port, IPv6 in brackets. */
export function hostnameOf(host: string): string {
  const text = host.trim().toLowerCase();
  if (text.startsWith('[')) return text.slice(0, text.indexOf(']') + 1);
  if (text.split(':').length > 2) return `[${text}]`; // a bare IPv6 address (listen option)
  return (text.split(':')[0] ?? '').replace(/\.$/, '');
}

/** localhost, *.localhost (browsers never ask DNS for those), 127.0.0.0/8 and ::1. */
export function isLoopbackName(host: string): boolean {
  const name = hostnameOf(host);
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    name === '[::1]' ||
    /^\[::ffff:127(\.\d{1,3}){3}\]$/.test(name)
  );
}

/** Binding to `host` reaches only this machine. */
export const bindsLoopbackOnly = (host: string): boolean => isLoopbackName(host);

/** The machine's own addresses (a wildcard bind answers on each of them). */
function interfaceNames(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) out.push(a.family === 'IPv6' ? `[${a.address}]` : a.address);
  }
  return out;
}

/** Names the Host header may carry besides loopback ones. */
function allowedHostNames(options: GuardOptions): Set<string> {
  const host = options.host ?? '127.0.0.1';
  const names = new Set((options.allowedHosts ?? []).map(hostnameOf).filter(Boolean));
  if (WILDCARDS.has(hostnameOf(host))) for (const name of interfaceNames()) names.add(name);
  else names.add(hostnameOf(host));
  return names;
}

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const header = (req: GuardRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const refuse = (status: number, message: string, headers?: Record<string, string>) =>
  ({ status, body: { message }, ...(headers ? { headers } : {}) }) satisfies RouteResponse;

const hasBody = (req: GuardRequest): boolean =>
  Number(header(req, 'content-length') ?? 0) > 0 || header(req, 'transfer-encoding') !== undefined;

/** A page of this server, or a development origin of the client (Vite on :3000, the apps). */
function originAllowed(origin: string, host: string | undefined): boolean {
  if (ALLOWED_ORIGINS.includes(origin)) return true;
  try {
    const page = new URL(origin);
    // Both through URL, so a default port (:80) and letter case compare equal.
    return host !== undefined && page.host === new URL(`${page.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

const tokenPage = (): RouteResponse => ({
  status: 401,
  contentType: 'text/html; charset=utf-8',
  headers: { 'cache-control': 'no-store' },
  body: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bukka mock — control token needed</title></head>
<body><main><h1>This mock needs its control token</h1>
<p>The mock was started with a control token (it listens beyond this machine, or
<code>--control-token</code> was given). Open the panel link printed when it started:
<code>/__mock/panel?token=…</code>. Scripts send the token in the <code>X-Mock-Token</code> header.</p>
</main></body></html>`,
});

/**
 * The checks of every request, as a function of the request: `undefined` lets it through,
 * otherwise the answer to send instead (the route never runs and no body is read).
 */
export function createRequestGuard(options: GuardOptions = {}) {
  const names = allowedHostNames(options);
  const token = options.controlToken;
  // Every request asks about the same few Host values: remember the answers (a bounded map, so
  // made-up Host headers cannot grow it).
  const seenHosts = new Map<string, boolean>();
  const hostAllowed = (host: string | undefined) => {
    if (host === undefined) return false;
    let allowed = seenHosts.get(host);
    if (allowed === undefined) {
      allowed = isLoopbackName(host) || names.has(hostnameOf(host));
      if (seenHosts.size >= 256) seenHosts.clear();
      seenHosts.set(host, allowed);
    }
    return allowed;
  };

  return function check(req: GuardRequest): RouteResponse | undefined {
    const host = header(req, 'host');
    if (!hostAllowed(host)) {
      const name = host ? hostnameOf(host) : '';
      return refuse(
        403,
        host
          ? `Host "${name}" is not allowed: this mock answers loopback names and the host it was started with (add --allowed-host ${name} to accept it)`
          : 'A Host header is required',
      );
    }
    if (!isControlPath(req.path)) return undefined;

    const origin = header(req, 'origin');
    if (origin !== undefined && !originAllowed(origin, host)) {
      return refuse(403, `The control API does not accept requests from ${origin}`);
    }
    if (header(req, 'sec-fetch-site') === 'cross-site') {
      return refuse(403, 'The control API does not accept cross-site requests');
    }
    const method = req.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      const type = header(req, 'content-type');
      const json = type !== undefined && /^application\/json\s*(;|$)/i.test(type);
      if ((type !== undefined || hasBody(req)) && !json) {
        return refuse(
          415,
          'The control API accepts only JSON bodies (Content-Type: application/json)',
        );
      }
    }
    if (token === undefined) return undefined;

    const cookies = parseCookies(header(req, 'cookie'));
    if (sameToken(header(req, CONTROL_TOKEN_HEADER) ?? cookies[CONTROL_TOKEN_COOKIE], token)) {
      return undefined;
    }
    if (method === 'GET' && req.path === '/__mock/health') return undefined;
    if (isBrowserEntry(req.path) && (method === 'GET' || method === 'HEAD')) {
      const query = typeof req.query === 'function' ? req.query() : req.query;
      if (sameToken(query.token, token)) {
        // The token moves into a same-site-only cookie for the panel's own calls (and the app's
        // mock-only buttons), and out of the address bar; the rest of the query stays.
        const rest = new URLSearchParams(
          Object.entries(query).filter(([name]) => name !== 'token'),
        ).toString();
        return {
          status: 303,
          body: '',
          contentType: 'text/plain; charset=utf-8',
          headers: {
            location: rest ? `${req.path}?${rest}` : req.path,
            'cache-control': 'no-store',
          },
          cookies: [
            {
              name: CONTROL_TOKEN_COOKIE,
              value: token,
              httpOnly: true,
              sameSite: 'strict',
              path: '/__mock',
            },
          ],
        };
      }
      return tokenPage();
    }
    return refuse(
      401,
      'This mock needs its control token (printed when it started): scripts send it in the X-Mock-Token header; in a browser, open the printed panel link (/__mock/panel?token=…) once',
    );
  };
}
