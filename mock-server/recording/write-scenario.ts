// A recording written as a scenario module (issue 31 #1): the scenarios' own DSL, readable and
// editable. One step per action — the requests a person's action made (a mutation, or a read
// whose answer a later step needs) — with the actors named by role, ids turned into references to
// the answers they came from (`{orderId}`, `{buyer.id}`, `{buyer.device}`), the sign-in code read
// from the outbox by the existing steps, and checks on each answer's status and fields. Pure: the
// mock serves it (the panel's Download) and `npm run scenarios:record` writes it to a file.
import type { RecordedActor, RecordedEntry, RecordingDocument } from './recorder.ts';

type ActorSpec = { name: string; recorded: RecordedActor | null; device?: string };

const ID = /^[0-9a-f]{24}$/;
const DATE = /^\d{4}-\d{2}-\d{2}T/;

/** Route titles: what the person did (`{q}` is the query's `query`). */
const TITLES: Record<string, string> = {
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

function camel(word: string): string {
  return word.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

function singular(word: string): string {
  const w = camel(word);
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** String leaves of a JSON value with their paths (`order._id`, `0._id`). */
function leaves(value: unknown, path: string[] = [], out: Array<[string[], string]> = []) {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) leaves(v, [...path, String(i)], out);
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, [...path, k], out);
  return out;
}

/** Whether a string an answer gave is an id a later request may name. */
function isIdLike(key: string | undefined, value: string): boolean {
  if (ID.test(value)) return true;
  return (
    key !== undefined && /(^_id$|Id$|^reference$|^accountNumber$)/.test(key) && value.length >= 6
  );
}

/** A memory name for an id at `path` of the answer to `route`. */
function nameFor(path: string[], route: string): string {
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

const get = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    value,
  );

const isMutation = (e: RecordedEntry) => e.method !== 'GET';

/** Literal JS for a value: single-quoted strings, bare keys where they are identifiers. */
function literal(value: unknown, indent: string): string {
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
function fieldsOf(answer: unknown): Record<string, unknown> {
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
export function writeScenario(recording: RecordingDocument, name: string): string {
  const entries = recording.entries;
  // Actors, named by role in order of appearance (buyer, vendor, rider, buyer2, …).
  const actors = new Map<string, ActorSpec>();
  const counts: Record<string, number> = {};
  const actorName = (who: RecordedActor | null): string => {
    const key = who?.id ?? 'visitor';
    const known = actors.get(key);
    if (known) return known.name;
    const role = who?.role ?? 'visitor';
    counts[role] = (counts[role] ?? 0) + 1;
    const spec: ActorSpec = {
      name: counts[role] === 1 ? role : `${role}${counts[role]}`,
      recorded: who,
    };
    actors.set(key, spec);
    return spec.name;
  };
  const signedUp = new Set(
    entries
      .filter((e) => e.route === '/api/users/register' && e.status === 200)
      .map((e) => e.actor?.id),
  );

  // Values every actor stands for: its id, e-mail and device.
  const refs = new Map<string, string>();
  for (const e of entries) {
    const who = actorName(e.actor);
    if (!e.actor) continue;
    refs.set(e.actor.id, `{${who}.id}`);
    refs.set(e.actor.email, `{${who}.email}`);
    const device = e.params.deviceId ?? (e.body as { fingerprint?: unknown } | null)?.fingerprint;
    const spec = actors.get(e.actor.id);
    if (spec && typeof device === 'string' && device !== '***') {
      spec.device ??= device;
      refs.set(device, `{${who}.device}`);
    }
  }

  // Ids the answers gave, by value: where each came from first.
  const sources = new Map<string, { entry: number; path: string[]; name?: string }>();
  const needed = new Map<number, Map<string, string>>();
  const usedNames = new Map<string, string>();
  const nameOf = (value: string): string => {
    const source = sources.get(value)!;
    if (source.name) return source.name;
    const entry = entries[source.entry]!;
    let name = nameFor(source.path, entry.route);
    for (let i = 2; usedNames.has(name) && usedNames.get(name) !== value; i++)
      name = `${nameFor(source.path, entry.route)}${i}`;
    usedNames.set(name, value);
    source.name = name;
    const remember = needed.get(source.entry) ?? new Map<string, string>();
    remember.set(name, source.path.join('.'));
    needed.set(source.entry, remember);
    return name;
  };
  const uses = (e: RecordedEntry): string[] => [
    ...e.path.split('/'),
    ...Object.values(e.query),
    ...leaves(e.body).map(([, v]) => v),
  ];
  entries.forEach((e, index) => {
    for (const value of uses(e)) if (!refs.has(value) && sources.has(value)) nameOf(value);
    for (const [path, value] of leaves(e.answer)) {
      // The first answer that gave a value is its source — unless it only pointed at it (an old
      // order's `productId`) and a later one gives it as the thing's own `_id` (the dishes list).
      if (refs.has(value) || !isIdLike(path.at(-1), value)) continue;
      const known = sources.get(value);
      const own = (p: string[]) => p.at(-1) === '_id';
      if (!known || (!known.name && !own(known.path) && own(path)))
        sources.set(value, { entry: index, path });
    }
  });
  const ref = (value: string, who?: string): string => {
    // A device two actors share (the demo device) is the acting one's.
    const own = [...actors.values()].find((a) => a.name === who);
    if (own?.device === value) return `{${who}.device}`;
    const actorRef = refs.get(value);
    if (actorRef) return actorRef;
    const source = sources.get(value);
    return source?.name ? `{${source.name}}` : value;
  };
  const withRefs = (value: unknown, who?: string): unknown => {
    if (typeof value === 'string') return ref(value, who);
    if (Array.isArray(value)) return value.map((v) => withRefs(v, who));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withRefs(v, who)]));
    return value;
  };

  // Steps.
  const imports = new Map<string, Set<string>>();
  const use = (module: string, fn: string) => {
    const set = imports.get(module) ?? new Set<string>();
    set.add(fn);
    imports.set(module, set);
  };
  const steps: string[] = [];
  let lastCodeKind: 'account' | 'device' | 'reset' = 'account';
  const seenSinceAction = new Set<string>();
  let skipOrderPay: string | undefined;
  entries.forEach((e, index) => {
    const who = actorName(e.actor);
    const failed = e.status !== 200;
    const expectFailure = failed
      ? { status: e.status, message: String((e.answer as { message?: unknown })?.message ?? '') }
      : undefined;
    const key = `${e.method} ${e.route}`;
    const tag = `// #${e.n} ${e.method} ${e.route}`;
    switch (key) {
      case 'POST /api/users/register':
        use('auth-steps', 'signUp');
        lastCodeKind = 'account';
        steps.push(`${tag}\nsignUp('${who}', ${literal(e.actor?.firstname ?? 'Ngozi', '')})`);
        seenSinceAction.clear();
        return;
      case 'POST /api/users/signin': {
        const user = (e.answer as { user?: Record<string, unknown> } | null)?.user;
        use('auth-steps', 'signInStep');
        if (failed) {
          steps.push(
            `${tag}\nsignInStep('${who}', { expect: ${literal(expectFailure, '')}, password: 'not-the-password' })`,
          );
        } else if (typeof user?.rdt === 'string' && user.rdt !== '') {
          lastCodeKind = 'device';
          steps.push(`${tag}\nsignInStep('${who}', { expect: 'device-code' })`);
        } else if (user?._id) {
          steps.push(`${tag}\nsignInStep('${who}', { expect: 'session' })`);
        } else {
          lastCodeKind = 'account';
          steps.push(`${tag}\nsignInStep('${who}', { expect: 'account-code' })`);
        }
        seenSinceAction.clear();
        return;
      }
      case 'POST /api/users/resetpassword':
        lastCodeKind = 'reset';
        break;
      case 'POST /api/users/verification': {
        use('auth-steps', 'verifyWithMailCode');
        const options = failed
          ? { kind: lastCodeKind, expect: expectFailure }
          : { kind: lastCodeKind };
        steps.push(`${tag}\nverifyWithMailCode('${who}', ${literal(options, '')})`);
        seenSinceAction.clear();
        return;
      }
      case 'POST /api/pay': {
        use('pay-steps', 'payByCard');
        const success = !failed && (e.answer as { success?: unknown })?.success === true;
        skipOrderPay = String((e.body as { reference?: unknown } | null)?.reference ?? '');
        steps.push(`${tag}\npayByCard('${who}', { outcome: '${success ? 'success' : 'failed'}' })`);
        seenSinceAction.clear();
        return;
      }
      case 'POST /api/orders/pay':
        if ((e.body as { reference?: unknown } | null)?.reference === skipOrderPay) return;
        break;
      case 'POST /__mock/payments':
      case 'POST /__mock/payments/:reference/complete':
        // payByCard makes its own payment at the emulated provider.
        return;
      case 'POST /__mock/orders/:id/deliver':
        use('order-steps', 'riderDelivers');
        if (![...actors.values()].some((a) => a.name === 'rider')) {
          actors.set('rider:demo', {
            name: 'rider',
            recorded: { id: '', email: '', firstname: '', role: 'rider', demo: true },
          });
        }
        steps.push(`${tag}\nriderDelivers('rider')`);
        seenSinceAction.clear();
        return;
      case 'POST /__mock/clock/advance':
        use('recovery-steps', 'advanceClock');
        steps.push(
          `${tag}\nadvanceClock('${who}', ${Math.round(Number((e.body as { ms?: unknown })?.ms ?? 0) / 60_000)})`,
        );
        return;
      case 'POST /__mock/bank-transfer':
        use('wallet-steps', 'bankTransferStep');
        steps.push(
          `${tag}\nbankTransferStep('${who}', ${Math.round(Number((e.body as { amount?: unknown })?.amount ?? 0) / 100)})`,
        );
        seenSinceAction.clear();
        return;
    }
    const remember = needed.get(index);
    const isOrder = key === 'POST /api/orders/:deviceId/:buyerId/:storeId' && !failed;
    if (!isMutation(e) && !remember) {
      // A read: kept once per actor and screen after each action (what the person then saw).
      const seen = `${who} ${key} ${JSON.stringify(e.query)}`;
      if (seenSinceAction.has(seen)) return;
      seenSinceAction.add(seen);
    }
    if (isMutation(e)) seenSinceAction.clear();
    use('call-steps', 'call');
    const title = `${who} ${TITLES[key] ?? `${e.method} ${e.route}`}${e.query.query && !isIdLike(undefined, e.query.query) ? ` (${e.query.query})` : ''}${failed ? ` → refused: ${expectFailure?.message}` : ''}`;
    const spec: Record<string, unknown> = {
      method: e.method,
      path: e.path
        .split('/')
        .map((segment) => ref(segment, who))
        .join('/'),
    };
    if (Object.keys(e.query).length > 0) spec.query = withRefs(e.query, who);
    if (e.body !== null && e.body !== undefined && e.method !== 'GET')
      spec.body = withRefs(e.body, who);
    spec.expect = failed ? expectFailure : { status: 200, fields: fieldsOf(e.answer) };
    const rememberAll = new Map(remember ?? []);
    if (isOrder) {
      // The order the step library's payment and delivery steps act on, and its total in kobo.
      const root = get(e.answer, ['order']) ? 'order.' : '';
      rememberAll.set('orderId', `${root}_id`);
      spec.rememberKobo = { orderTotalKobo: `${root}total` };
    }
    if (rememberAll.size > 0) spec.remember = Object.fromEntries(rememberAll);
    const ordered = Object.fromEntries(
      ['method', 'path', 'query', 'body', 'expect', 'remember', 'rememberKobo']
        .filter((k) => spec[k] !== undefined)
        .map((k) => [k, spec[k]]),
    );
    steps.push(`${tag}\ncall('${who}', ${literal(title, '')}, ${literal(ordered, '    ')})`);
  });

  // Actor definitions.
  const actorLines = [...actors.values()].map((a) => {
    const role = a.recorded?.role ?? 'visitor';
    const account = !a.recorded
      ? "{ kind: 'none' }"
      : signedUp.has(a.recorded.id)
        ? `{ kind: 'new', fixture: '${counts.buyer && a.name !== 'buyer' ? 'buyer2' : 'buyer'}' }`
        : `{ kind: 'demo', role: '${role === 'visitor' ? 'buyer' : role}' }`;
    const note =
      a.recorded && !a.recorded.demo && !signedUp.has(a.recorded.id)
        ? ` // recorded as ${a.recorded.email}: replayed as the demo ${role}`
        : '';
    const device = a.device ? `, deviceId: ${literal(a.device, '')}` : '';
    return `    ${a.name}: { role: '${role}', account: ${account}${device} },${note}`;
  });

  const importLines = [
    "import type { Scenario } from '#scenarios/core/types.ts';",
    ...[...imports.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([module, fns]) =>
          `import { ${[...fns].sort().join(', ')} } from '#scenarios/steps/${module}.ts';`,
      ),
  ];
  const constName = camel(name);
  const who = [...actors.values()].map((a) => a.name).join(', ');
  const stopped = recording.stoppedBecause ? `\n// Note: ${recording.stoppedBecause}` : '';
  const stepLines = steps.map((s) => {
    const [comment, ...code] = s.split('\n');
    return `    ${comment}\n    ${code.join('\n')},`;
  });
  return `// Recorded (seed ${recording.seed}, checkout ${recording.checkout}, profile ${recording.profile}) from ${recording.startedAt}: ${entries.length} requests → ${steps.length} steps (npm run scenarios:record).
// Edit freely: {name} in a path, query or body is a value an earlier step remembered, {actor.id},
// {actor.email} and {actor.device} are the actor's; each comment names the request recorded.${stopped}
${importLines.join('\n')}

export const ${constName}: Scenario = {
  name: '${name}',
  title: '${name} (recorded)',
  description: ${literal(`Recorded journey of ${who} (${recording.entries.length} requests), replayed from seed ${recording.seed}.`, '  ')},
  seed: ${literal(recording.seed, '')},
  keepGoing: true,
  actors: {
${actorLines.join('\n')}
  },
  steps: [
${stepLines.join('\n')}
  ],
};
`;
}
