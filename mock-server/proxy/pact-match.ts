import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareBody, compileRules, type Rules, statusAllowed, statusesOf } from './pact-rules.ts';

// The Pact contracts (contracts/*.json) as the proxy reads them: which interactions cover a
// request — matched on method, path, query, headers and body as Pact's mock server matches them,
// but for the provider state's literals (pact-rules.ts: a value is matched by its type) — and
// what the contract says of the backend's answer to it: its status must be one of theirs, and
// its body must match the closest interaction with that status. A path made from provider-state
// values (`/api/orders/${deviceId}/…`) matches any value in those segments, as the verifier
// fills them in from its states.

type Body = { content?: unknown; contentType?: string; encoded?: unknown };
type Generators = Record<string, unknown>;

type RawInteraction = {
  description: string;
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string[] | string>;
    body?: Body;
    matchingRules?: { body?: Rules; query?: Rules; path?: unknown; header?: Rules };
    generators?: { path?: { expression?: string }; body?: Generators; query?: Generators };
  };
  response: { status: number; body?: Body; matchingRules?: { body?: Rules; status?: Rules } };
};

export type ContractInteraction = {
  /** The contract file's provider, then the interaction's description. */
  provider: string;
  description: string;
  method: string;
  pathPattern: RegExp;
  raw: RawInteraction;
};

/** What a proxied request looks like to the contract check. */
export type ContractRequest = {
  method: string;
  path: string;
  rawQuery: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body (or a multipart request's text fields). */
  body: unknown;
  multipart: boolean;
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function pathPatternOf(i: RawInteraction): RegExp {
  const template = i.request.generators?.path?.expression;
  if (!template) return new RegExp(`^${escapeRegex(i.request.path)}$`);
  const parts = template.split(/\$\{\w+\}/).map(escapeRegex);
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

/** Every interaction of the contract files in `dir`. */
export function readInteractions(dir: string): ContractInteraction[] {
  const out: ContractInteraction[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const pact = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
      provider: { name: string };
      interactions: RawInteraction[];
    };
    for (const raw of pact.interactions) {
      out.push({
        provider: pact.provider.name,
        description: raw.description,
        method: raw.request.method.toUpperCase(),
        pathPattern: pathPatternOf(raw),
        raw,
      });
    }
  }
  return out;
}

/** A generator's keys (`$.orderedItems[0]._id`) as rules that match any value of its type. */
function anyAt(generators: Generators | undefined): Rules {
  const out: Rules = {};
  for (const key of Object.keys(generators ?? {}))
    out[key.startsWith('$') ? key : `$.${key}`] = { matchers: [{ match: 'type' }] };
  return out;
}

function queryMatches(i: RawInteraction, rawQuery: string): boolean {
  const actual = new URLSearchParams(rawQuery);
  const expected = i.request.query ?? {};
  const keys = new Set([...actual.keys()]);
  if (keys.size !== Object.keys(expected).length) return false;
  const rules = {
    ...(i.request.matchingRules?.query ?? {}),
    ...anyAt(i.request.generators?.query),
  };
  for (const [key, values] of Object.entries(expected)) {
    if (!keys.has(key)) return false;
    const got = actual.getAll(key);
    const rule = rules[key] ?? rules[`$.${key}`];
    const problems = compareBody(values, got, compileRules(rule ? { $: rule } : {}), {
      extraKeys: false,
      limit: 1,
    });
    if (problems.length) return false;
  }
  return true;
}

const headerOf = (headers: ContractRequest['headers'], name: string): string | undefined => {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v.join(', ') : v;
};

function headersMatch(i: RawInteraction, req: ContractRequest): boolean {
  const rules = i.request.matchingRules?.header ?? {};
  for (const [name, value] of Object.entries(i.request.headers ?? {})) {
    const got = headerOf(req.headers, name);
    if (got === undefined) return false;
    const rule = rules[name];
    const regex = rule?.matchers.find((m) => m.match === 'regex')?.regex;
    if (regex) {
      if (!new RegExp(regex).test(got)) return false;
    } else if (name.toLowerCase() === 'content-type') {
      const want = String([value].flat()[0]).split(';')[0]?.trim();
      if (got.split(';')[0]?.trim() !== want) return false;
    }
  }
  return true;
}

function bodyMatches(i: RawInteraction, req: ContractRequest): boolean {
  const body = i.request.body;
  if (!body || body.content === undefined) return true;
  if (body.contentType?.startsWith('multipart/')) return req.multipart;
  if (req.multipart) return false;
  const rules = compileRules({
    ...(i.request.matchingRules?.body ?? {}),
    ...anyAt(i.request.generators?.body),
  });
  return compareBody(body.content, req.body, rules, { extraKeys: false, limit: 1 }).length === 0;
}

/** The interactions whose request `req` is, as Pact would match it. */
export function interactionsFor(
  all: readonly ContractInteraction[],
  req: ContractRequest,
): ContractInteraction[] {
  return all.filter(
    (c) =>
      c.method === req.method.toUpperCase() &&
      c.pathPattern.test(req.path) &&
      queryMatches(c.raw, req.rawQuery) &&
      headersMatch(c.raw, req) &&
      bodyMatches(c.raw, req),
  );
}

/** What the contract says of an answer: its problems (none: it matches), and what was used. */
export type ContractVerdict = { problems: string[]; interaction: string };

/**
 * The answer against the interactions that cover its request: the one whose status it has (the
 * fewest problems when several have it), else a status problem naming the statuses the contract
 * allows. Undefined when no interaction covers the request.
 */
export function contractVerdict(
  covering: readonly ContractInteraction[],
  status: number,
  json: { value: unknown } | undefined,
  limit = 5,
): ContractVerdict | undefined {
  if (covering.length === 0) return undefined;
  const sameStatus = covering.filter((c) =>
    statusAllowed(c.raw.response.status, c.raw.response.matchingRules?.status, status),
  );
  if (sameStatus.length === 0) {
    const said = [
      ...new Set(
        covering.flatMap((c) =>
          statusesOf(c.raw.response.status, c.raw.response.matchingRules?.status),
        ),
      ),
    ].sort();
    return {
      interaction: covering.map((c) => c.description).join('; '),
      problems: [`status ${status} where the contract says ${said.join(' or ')}`],
    };
  }
  const verdicts = sameStatus.map((c) => {
    const expected = c.raw.response.body?.content;
    const problems =
      expected === undefined
        ? []
        : json
          ? compareBody(expected, json.value, compileRules(c.raw.response.matchingRules?.body), {
              extraKeys: true,
              limit,
            })
          : ['body: expected JSON, saw a body that is not JSON'];
    return { interaction: c.description, problems };
  });
  const best = verdicts.reduce((a, b) => (b.problems.length < a.problems.length ? b : a));
  // Interactions with the same status that disagree on a field describe different states (a paid
  // order hides its buyer's e-mail, an unpaid one shows it): a value any of them allows is kept.
  const fieldOf = (problem: string) => problem.slice(0, problem.indexOf(': '));
  const faulted = verdicts.map((v) => new Set(v.problems.map(fieldOf)));
  return {
    interaction: best.interaction,
    problems: best.problems.filter((p) => faulted.every((fields) => fields.has(fieldOf(p)))),
  };
}
