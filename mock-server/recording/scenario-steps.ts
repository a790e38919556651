// The steps of a recording written as a scenario (write-scenario.ts), one entry after the other:
// the actions the step library acts out (sign-up, sign-in, the mail code, paying by card, a
// delivery, the clock, a bank transfer) by its steps, and any other request as a `call` checking
// its answer and remembering the ids a later step needs — a read kept once per actor and screen
// after each action. One explicit `StepState` carries what an entry leaves to the next.
// What a `call` checks is what the journey caused, not the history of the world it was recorded
// in: a count or a balance by how far it moved since the actor's first look at it (`changedBy`),
// and a thing from before the recording (`{pastOrderId}`) by its status only — so the scenario
// replays in any world, however used the recording's was.
import type { RecordedEntry } from './recorder.ts';
import { actorName, pastRefs, ref, type WriterState, withRefs } from './scenario-refs.ts';
import { fieldsOf, get, isIdLike, isTally, literal, TITLES } from './scenario-text.ts';

/** What writing the steps carries from one entry to the next. */
export type StepState = {
  readonly writer: WriterState;
  /** The step library's functions used, by module. */
  readonly imports: Map<string, Set<string>>;
  /** Each step's text: the comment naming its request (and a note), a newline, the code. */
  readonly steps: string[];
  /** Which code the outbox holds last: the next verification reads it. */
  lastCodeKind: 'account' | 'device' | 'reset';
  /** The reads kept since the last action (by actor, request and query). */
  readonly seenSinceAction: Set<string>;
  /** The reference `payByCard` pays: the order's payment it then makes itself. */
  skipOrderPay: string | undefined;
  /** Each running total at the actor's first look (by actor, request and field): `changedBy`. */
  readonly starts: Map<string, number>;
};

/** One recorded entry, as its step sees it. */
type Entry = {
  e: RecordedEntry;
  index: number;
  who: string;
  failed: boolean;
  expectFailure: { status: number; message: string } | undefined;
  key: string;
  tag: string;
};

const isMutation = (e: RecordedEntry) => e.method !== 'GET';

/** The steps, one entry after the other: by a step of the library, or as a `call`. */
export function writeSteps(writer: WriterState): StepState {
  const state: StepState = {
    writer,
    imports: new Map(),
    steps: [],
    lastCodeKind: 'account',
    seenSinceAction: new Set(),
    skipOrderPay: undefined,
    starts: new Map(),
  };
  writer.entries.forEach((e, index) => {
    const failed = e.status !== 200;
    const entry: Entry = {
      e,
      index,
      who: actorName(writer, e.actor),
      failed,
      expectFailure: failed
        ? { status: e.status, message: String((e.answer as { message?: unknown })?.message ?? '') }
        : undefined,
      key: `${e.method} ${e.route}`,
      tag: `// #${e.n} ${e.method} ${e.route}`,
    };
    if (LIBRARY.get(entry.key)?.(state, entry) !== 'done') callStep(state, entry);
  });
  return state;
}

const use = (state: StepState, module: string, fn: string) => {
  const set = state.imports.get(module) ?? new Set<string>();
  set.add(fn);
  state.imports.set(module, set);
};

/** A step of the library, after which the reads are kept afresh (an action). */
function act(state: StepState, { tag }: Entry, code: string): 'done' {
  state.steps.push(`${tag}\n${code}`);
  state.seenSinceAction.clear();
  return 'done';
}

/** Entries the step library acts out: `done` when written (or left to another step), or `call`. */
const LIBRARY = new Map<string, (state: StepState, entry: Entry) => 'done' | 'call'>([
  [
    'POST /api/users/register',
    (state, entry) => {
      use(state, 'auth-steps', 'signUp');
      state.lastCodeKind = 'account';
      const firstname = literal(entry.e.actor?.firstname ?? 'Ngozi', '');
      return act(state, entry, `signUp('${entry.who}', ${firstname})`);
    },
  ],
  ['POST /api/users/signin', signInStep],
  [
    'POST /api/users/resetpassword',
    (state) => {
      state.lastCodeKind = 'reset';
      return 'call';
    },
  ],
  [
    'POST /api/users/verification',
    (state, entry) => {
      use(state, 'auth-steps', 'verifyWithMailCode');
      const options = entry.failed
        ? { kind: state.lastCodeKind, expect: entry.expectFailure }
        : { kind: state.lastCodeKind };
      return act(state, entry, `verifyWithMailCode('${entry.who}', ${literal(options, '')})`);
    },
  ],
  [
    'POST /api/pay',
    (state, entry) => {
      const { e, who, failed } = entry;
      use(state, 'pay-steps', 'payByCard');
      const success = !failed && (e.answer as { success?: unknown })?.success === true;
      state.skipOrderPay = String((e.body as { reference?: unknown } | null)?.reference ?? '');
      const outcome = success ? 'success' : 'failed';
      return act(state, entry, `payByCard('${who}', { outcome: '${outcome}' })`);
    },
  ],
  [
    'POST /api/orders/pay',
    (state, { e }) =>
      (e.body as { reference?: unknown } | null)?.reference === state.skipOrderPay
        ? 'done'
        : 'call',
  ],
  // payByCard makes its own payment at the emulated provider.
  ['POST /__mock/payments', () => 'done'],
  ['POST /__mock/payments/:reference/complete', () => 'done'],
  [
    'POST /__mock/orders/:id/deliver',
    (state, entry) => {
      use(state, 'order-steps', 'riderDelivers');
      const { actors } = state.writer;
      if (![...actors.values()].some((a) => a.name === 'rider')) {
        actors.set('rider:demo', {
          name: 'rider',
          recorded: { id: '', email: '', firstname: '', role: 'rider', demo: true },
        });
      }
      return act(state, entry, "riderDelivers('rider')");
    },
  ],
  [
    'POST /__mock/clock/advance',
    (state, { e, who, tag }) => {
      use(state, 'recovery-steps', 'advanceClock');
      const minutes = Math.round(Number((e.body as { ms?: unknown })?.ms ?? 0) / 60_000);
      state.steps.push(`${tag}\nadvanceClock('${who}', ${minutes})`);
      return 'done';
    },
  ],
  [
    'POST /__mock/bank-transfer',
    (state, entry) => {
      use(state, 'wallet-steps', 'bankTransferStep');
      const naira = Math.round(Number((entry.e.body as { amount?: unknown })?.amount ?? 0) / 100);
      return act(state, entry, `bankTransferStep('${entry.who}', ${naira})`);
    },
  ],
]);

/** A sign-in, by what it answered: refused, a device code, a session, or an account code. */
function signInStep(state: StepState, entry: Entry): 'done' {
  const { e, who, failed, expectFailure } = entry;
  const user = (e.answer as { user?: Record<string, unknown> } | null)?.user;
  use(state, 'auth-steps', 'signInStep');
  if (failed) {
    const expect = literal(expectFailure, '');
    return act(
      state,
      entry,
      `signInStep('${who}', { expect: ${expect}, password: 'not-the-password' })`,
    );
  }
  if (typeof user?.rdt === 'string' && user.rdt !== '') {
    state.lastCodeKind = 'device';
    return act(state, entry, `signInStep('${who}', { expect: 'device-code' })`);
  }
  if (user?._id) return act(state, entry, `signInStep('${who}', { expect: 'session' })`);
  state.lastCodeKind = 'account';
  return act(state, entry, `signInStep('${who}', { expect: 'account-code' })`);
}

/**
 * Any other request as a `call` with its checks and what it remembers — a read kept once per
 * actor and screen after each action (what the person then saw), unless a later step needs it.
 */
function callStep(
  state: StepState,
  { e, index, who, failed, expectFailure, key, tag }: Entry,
): void {
  const { writer, seenSinceAction } = state;
  const remember = writer.needed.get(index);
  const isOrder = key === 'POST /api/orders/:deviceId/:buyerId/:storeId' && !failed;
  if (!isMutation(e) && !remember) {
    const seen = `${who} ${key} ${JSON.stringify(e.query)}`;
    if (seenSinceAction.has(seen)) return;
    seenSinceAction.add(seen);
  }
  if (isMutation(e)) seenSinceAction.clear();
  use(state, 'call-steps', 'call');
  const title = `${who} ${TITLES[key] ?? `${e.method} ${e.route}`}${e.query.query && !isIdLike(undefined, e.query.query) ? ` (${e.query.query})` : ''}${failed ? ` → refused: ${expectFailure?.message}` : ''}`;
  const spec: Record<string, unknown> = {
    method: e.method,
    path: e.path
      .split('/')
      .map((segment) => ref(writer, segment, who))
      .join('/'),
  };
  if (Object.keys(e.query).length > 0) spec.query = withRefs(writer, e.query, who);
  if (e.body !== null && e.body !== undefined && e.method !== 'GET')
    spec.body = withRefs(writer, e.body, who);
  const past = pastRefs(writer, e);
  spec.expect = failed ? expectFailure : answerExpect(state, who, e, String(spec.path), past);
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
  const note =
    past.length > 0 && !failed
      ? `\n// ${past.join(', ')} came before the recording (another world has another): status only.`
      : '';
  state.steps.push(
    `${tag}${note}\ncall('${who}', ${literal(title, '')}, ${literal(ordered, '    ')})`,
  );
}

/**
 * What a 200 answer is checked by: its fields, but a running total by how far it moved since
 * this actor first read it by the same request (that first read sets where it starts, as the
 * replay's does), and nothing of an answer about a thing from before the recording.
 */
function answerExpect(
  state: StepState,
  who: string,
  e: RecordedEntry,
  path: string,
  past: string[],
): { status: 200; fields?: Record<string, unknown>; changedBy?: Record<string, number> } {
  if (past.length > 0) return { status: 200 };
  const fields: Record<string, unknown> = {};
  const changedBy: Record<string, number> = {};
  for (const [field, value] of Object.entries(fieldsOf(e.answer))) {
    if (!isTally(field, value)) {
      fields[field] = value;
      continue;
    }
    const key = `${who} ${e.method} ${path} ${field}`;
    const start = state.starts.get(key) ?? (value as number);
    state.starts.set(key, start);
    changedBy[field] = Math.round(((value as number) - start) * 100) / 100;
  }
  return Object.keys(changedBy).length > 0
    ? { status: 200, fields, changedBy }
    : { status: 200, fields };
}
