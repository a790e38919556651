import { jsonPath, type PathPart, shown } from './problems.ts';

// The Pact matchers (specification 4) as the proxy applies them to a request or an answer body:
// the most specific rule for a field — `$.stores[*].km` before `$.stores` — applies to it and, as
// in Pact, cascades to what lies under it. An answer may carry fields the contract does not name
// (Pact allows them in responses); a request may not (Pact's request matching refuses them).
//
// One departure from Pact's verifier, on purpose: the verifier first sets each interaction's
// provider state ("a buyer with orders in every tab"), the proxy sees whatever state the backend
// is in. So a literal the contract gives without a matcher (an id, a count, `isPaid: false`, a
// place name in the query) is read as an example of its state — the value must have the
// example's type, not its value — and an array's length (`min`, or an example's own length) is
// not judged either. What is left is what holds in every state: each field the contract names is
// there, with its type, its pattern (`regex`), an integer where it says `integer`.

type Matcher = {
  match: string;
  regex?: string;
  min?: number;
  max?: number;
  value?: string;
  status?: string | number[];
};
type RuleSet = { combine?: 'AND' | 'OR'; matchers: Matcher[] };
export type Rules = Record<string, RuleSet>;

type Token = string | number | '*';
type Compiled = { tokens: Token[]; set: RuleSet };

/** `$.a[0].b[*]['c d']` → ['a', 0, 'b', '*', 'c d']. */
function tokensOf(expression: string): Token[] {
  const out: Token[] = [];
  const re = /\.([^.[\]]+)|\[(\d+|\*)\]|\['([^']*)'\]/g;
  for (const m of expression.slice(1).matchAll(re)) {
    if (m[1] !== undefined) out.push(m[1] === '*' ? '*' : m[1]);
    else if (m[2] !== undefined) out.push(m[2] === '*' ? '*' : Number(m[2]));
    else out.push(m[3] ?? '');
  }
  return out;
}

export function compileRules(rules: Rules | undefined): Compiled[] {
  return Object.entries(rules ?? {})
    .filter(([path]) => path.startsWith('$'))
    .map(([path, set]) => ({ tokens: tokensOf(path), set }));
}

/** The rule of the longest rule path that is `path` or one above it (exact tokens weigh more). */
function ruleFor(rules: Compiled[], path: readonly PathPart[]): RuleSet | undefined {
  let best: { score: number; set: RuleSet } | undefined;
  for (const { tokens, set } of rules) {
    if (tokens.length > path.length) continue;
    let score = 0;
    let ok = true;
    for (let i = 0; i < tokens.length && ok; i++) {
      const t = tokens[i];
      if (t === '*') score += 1;
      else if (t === path[i]) score += 2;
      else ok = false;
    }
    if (ok && (!best || score > best.score)) best = { score: score * 1000 + tokens.length, set };
  }
  return best?.set;
}

const kindOf = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;

const deepEqual = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** One matcher on one value: undefined when it holds, else what it expected. */
function matcherFails(m: Matcher, expected: unknown, actual: unknown): string | undefined {
  switch (m.match) {
    case 'type':
      // `min`/`max` describe the state's example list (above): not judged.
      return kindOf(actual) === kindOf(expected) ? undefined : kindOf(expected);
    case 'regex': {
      const text =
        typeof actual === 'number' || typeof actual === 'boolean' ? String(actual) : actual;
      return typeof text === 'string' && new RegExp(m.regex ?? '').test(text)
        ? undefined
        : `a text matching /${m.regex}/`;
    }
    case 'number':
    case 'decimal':
      return typeof actual === 'number' ? undefined : 'number';
    case 'integer':
      return Number.isInteger(actual) ? undefined : 'integer';
    case 'boolean':
      return typeof actual === 'boolean' ? undefined : 'boolean';
    case 'null':
      return actual === null ? undefined : 'null';
    case 'equality':
      return deepEqual(actual, expected) ? undefined : JSON.stringify(expected);
    case 'include':
      return typeof actual === 'string' && actual.includes(m.value ?? '')
        ? undefined
        : `a text including ${JSON.stringify(m.value)}`;
    case 'date':
    case 'time':
    case 'timestamp':
    case 'datetime':
      return typeof actual === 'string' ? undefined : `a ${m.match} text`;
    default:
      // contentType, values, arrayContains…: not judged on a parsed JSON body.
      return undefined;
  }
}

/** Whether a rule set only judges the value itself, or also what it holds (type, min, max). */
const cascades = (set: RuleSet) =>
  set.matchers.some((m) => m.match === 'type' || m.match === 'values');

type Compare = { rules: Compiled[]; extraKeys: boolean; problems: string[]; limit: number };

function walk(c: Compare, expected: unknown, actual: unknown, path: PathPart[]): void {
  if (c.problems.length >= c.limit) return;
  const where = jsonPath(path);
  const set = ruleFor(c.rules, path);
  if (set?.matchers.length) {
    const fails = set.matchers.map((m) => matcherFails(m, expected, actual));
    const failed =
      set.combine === 'OR'
        ? fails.every((f) => f !== undefined)
        : fails.some((f) => f !== undefined);
    if (failed) {
      c.problems.push(
        `${where}: expected ${fails.find((f) => f !== undefined)}, saw ${shown(actual)}`,
      );
      return;
    }
    if (!cascades(set)) return;
  } else if (kindOf(expected) !== kindOf(actual)) {
    c.problems.push(`${where}: expected ${shown(expected)}, saw ${shown(actual)}`);
    return;
  } else if (expected === null || typeof expected !== 'object') {
    // A literal of the contract's provider state: its type is checked above, not its value.
    return;
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length === 0) return;
    actual.forEach((item, i) => {
      walk(c, expected[Math.min(i, expected.length - 1)], item, [...path, i]);
    });
    return;
  }
  if (expected && typeof expected === 'object' && actual && typeof actual === 'object') {
    const e = expected as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    for (const key of Object.keys(e)) walk(c, e[key], a[key], [...path, key]);
    if (!c.extraKeys) {
      const unexpected = Object.keys(a).filter((k) => !(k in e));
      if (unexpected.length) c.problems.push(`${where}: unexpected keys ${unexpected.join(', ')}`);
    }
  }
}

/**
 * `actual` against the contract's `expected` under `rules`: [] when it matches. `extraKeys`:
 * fields the contract does not name are allowed (answers) or not (requests).
 */
export function compareBody(
  expected: unknown,
  actual: unknown,
  rules: Compiled[],
  options: { extraKeys: boolean; limit?: number },
): string[] {
  const c: Compare = {
    rules,
    extraKeys: options.extraKeys,
    problems: [],
    limit: options.limit ?? 5,
  };
  walk(c, expected, actual, []);
  return c.problems;
}

/** Whether `status` is one the response's status rule (or its example) allows. */
export function statusAllowed(expected: number, rules: Rules | undefined, status: number): boolean {
  const m = rules?.$?.matchers.find((x) => x.match === 'statusCode');
  if (!m) return status === expected;
  if (Array.isArray(m.status)) return m.status.includes(status);
  const classes: Record<string, (s: number) => boolean> = {
    information: (s) => s >= 100 && s < 200,
    success: (s) => s >= 200 && s < 300,
    redirect: (s) => s >= 300 && s < 400,
    clientError: (s) => s >= 400 && s < 500,
    serverError: (s) => s >= 500,
    nonError: (s) => s < 400,
    error: (s) => s >= 400,
  };
  return classes[String(m.status)]?.(status) ?? status === expected;
}

/** The statuses a response allows, as the report names them (`404`, `409`, `clientError`). */
export function statusesOf(expected: number, rules: Rules | undefined): string[] {
  const m = rules?.$?.matchers.find((x) => x.match === 'statusCode');
  if (!m) return [String(expected)];
  return Array.isArray(m.status) ? m.status.map(String) : [String(m.status)];
}
