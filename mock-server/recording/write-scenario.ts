// A recording written as a scenario module (issue 31 #1): the scenarios' own DSL, readable and
// editable. One step per action — the requests a person's action made (a mutation, or a read
// whose answer a later step needs) — with the actors named by role, ids turned into references to
// the answers they came from (`{orderId}`, `{buyer.id}`, `{buyer.device}`), the sign-in code read
// from the outbox by the existing steps, and checks on each answer's status and fields. Pure: the
// mock serves it (the panel's Download) and `npm run scenarios:record` writes it to a file.
import type { RecordedActor, RecordedEntry, RecordingDocument } from './recorder.ts';
import {
  camel,
  fieldsOf,
  get,
  isIdLike,
  leaves,
  literal,
  nameFor,
  TITLES,
} from './scenario-text.ts';

type ActorSpec = { name: string; recorded: RecordedActor | null; device?: string };

const isMutation = (e: RecordedEntry) => e.method !== 'GET';

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
