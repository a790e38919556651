// The text pieces the scenario writer (write-scenario.ts) is made of: what each route's request
// means to a person, how ids are recognised and named, JavaScript literals, the fields checked.

const ID = /^[0-9a-f]{24}$/;
const DATE = /^\d{4}-\d{2}-\d{2}T/;

/** Route titles: what the person did (`{q}` is the query's `query`). */
export const TITLES: Record<string, string> = {
  'GET /api/users/stores': 'searches stores',
  'GET /api/users/location': 'asks whether the location is served',
  'GET /api/products': 'opens the dishes of a store',
  'GET /api/products/find/:id': 'opens a dish',
  'GET /api/products/kitchen/:storeId': 'opens the store page',
  'GET /api/products/kitchen/cat/:storeId': "opens the store's categories",
  'GET /api/products/recommended': 'looks at recommended dishes',
  'GET /api/products/pings': 'checks the service is up',
  'GET /api/users/riders': 'looks for riders',
  'GET /api/users/find/:id': 'opens a profile',
  'GET /api/users/reviews/:userId': 'reads the reviews',
  'GET /api/users/account/find/:userId': 'opens the wallet',
  'POST /api/payment/create/:userId': 'creates the wallet',
  'GET /api/transactions/:deviceId/history/:userId': 'reads the wallet history',
  'POST /api/users/vendor/:deviceId/registration/:userId': 'registers a shop',
  'POST /api/products/post/:deviceId': 'posts a dish',
  'POST /api/users/resendOtp': 'asks for a new code',
  'POST /api/users/resetpassword': 'asks to reset the password',
  'POST /api/users/changepassword': 'sets a new password',
  'POST /api/orders/:deviceId/:buyerId/:storeId': 'places the order',
  'GET /api/orders/:deviceId/allorders/:userId': 'opens the orders tab',
  'GET /api/orders/:deviceId/find/:orderId/:userId': 'opens the order',
  'PUT /api/orders/:deviceId/takeorder/:storeId/:orderId': 'accepts the order',
  'PUT /api/orders/:deviceId/refund/:storeId/:orderId': "chooses 'Refund & Cancel'",
  'POST /api/users/logout': 'signs out',
  'GET /api/users/acct/:id': 'looks at the wallet balance',
  'POST /api/reviews': 'reviews a rider',
};

/**
 * Lists that hold the world's history — the orders a person placed or received, the wallet's
 * transactions, the reviews: an id a recording took from one of them, not from something the
 * journey made, names a thing from before the recording (in another world, another thing).
 */
export const HISTORY_LISTS = new Set([
  'GET /api/orders/:deviceId/allorders/:userId',
  'GET /api/transactions/:deviceId/history/:userId',
  'GET /api/users/reviews/:userId',
]);

/**
 * A running total of the world's history (an orders tab's count, a balance, a rider's rides): a
 * recording checks it by how far the journey moved it, never by its value.
 */
export const isTally = (field: string, value: unknown): boolean =>
  typeof value === 'number' && /(^counts\.|(^|\.)(bal|balance|ridesCompleted)$)/.test(field);

export function camel(word: string): string {
  return word.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

function singular(word: string): string {
  const w = camel(word);
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** String leaves of a JSON value with their paths (`order._id`, `0._id`). */
export function leaves(value: unknown, path: string[] = [], out: Array<[string[], string]> = []) {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) leaves(v, [...path, String(i)], out);
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, [...path, k], out);
  return out;
}

/** Whether a string an answer gave is an id a later request may name. */
export function isIdLike(key: string | undefined, value: string): boolean {
  if (ID.test(value)) return true;
  return (
    key !== undefined && /(^_id$|Id$|^reference$|^accountNumber$)/.test(key) && value.length >= 6
  );
}

/** A memory name for an id at `path` of the answer to `route`. */
export function nameFor(path: string[], route: string): string {
  const key = path.at(-1) ?? 'value';
  if (key !== '_id' && key !== 'id') return camel(key);
  const parent = [...path.slice(0, -1)].reverse().find((p) => !/^\d+$/.test(p));
  if (parent) return `${singular(parent)}Id`;
  const segment = route
    .split('/')
    .filter((s) => s && !s.startsWith(':') && s !== 'api' && s !== 'users')
    .at(0);
  return `${singular(segment ?? 'item')}Id`;
}

export const get = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    value,
  );

/** Literal JS for a value: single-quoted strings, bare keys where they are identifiers. */
export function literal(value: unknown, indent: string): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (value === null || typeof value !== 'object') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${literal(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : literal(k, ''));
  return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${literal(v, inner)},`).join('\n')}\n${indent}}`;
}

/** A few scalar fields of an answer the client reads (no ids, dates, e-mails or links). */
export function fieldsOf(answer: unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const visit = (value: unknown, path: string[]) => {
    if (Object.keys(fields).length >= 8 || path.length > 2) return;
    if (Array.isArray(value) || value === null || value === undefined) return;
    if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, [...path, k]);
      return;
    }
    const key = path.at(-1) ?? '';
    if (path.length === 0 || key === '__v' || key === 'message' || key === 'reference') return;
    if (typeof value === 'string') {
      if (ID.test(value) || DATE.test(value) || value.includes('@') || value.includes('/')) return;
      if (value.length > 60 || value === '***' || /Id$/.test(key)) return;
    }
    fields[path.join('.')] = value;
  };
  visit(answer, []);
  return fields;
}

/** Writes `recording` as the scenario module `name` (kebab-case). */
