// What the scenario writer (write-scenario.ts) learns of a recording before it writes a step: the
// actors, named by role; the values each stands for (its id, e-mail and device); and the ids the
// answers gave, each with the answer it came from first and the name a later request knows it by
// (`pastOrderId` when that answer was a list of the world's history, not something the journey
// made: a thing from before the recording).
// One explicit state, `WriterState`, that the writer's parts share.
import type { RecordedActor, RecordedEntry } from './recorder.ts';
import { HISTORY_LISTS, isIdLike, leaves, nameFor } from './scenario-text.ts';

type ActorSpec = { name: string; recorded: RecordedActor | null; device?: string };

/** Where an id came from first: the entry whose answer gave it, its path there, its name. */
type Source = { entry: number; path: string[]; name?: string };

/** What the writer knows of a recording: filled by `learnRecording`, read by the steps. */
export type WriterState = {
  readonly entries: RecordedEntry[];
  /** Actors by recorded id (`visitor` for none), named by role in order of appearance. */
  readonly actors: Map<string, ActorSpec>;
  /** How many actors of each role are named (buyer, vendor, rider, buyer2, …). */
  readonly counts: Record<string, number>;
  /** Values every actor stands for — its id, e-mail and device — and their references. */
  readonly refs: Map<string, string>;
  /** Ids the answers gave, by value: where each came from first. */
  readonly sources: Map<string, Source>;
  /** By entry: the names its step remembers, and their paths in its answer. */
  readonly needed: Map<number, Map<string, string>>;
  /** The names given to ids, and the value each stands for. */
  readonly usedNames: Map<string, string>;
};

/** The actors, their values and the ids the answers gave, learnt from the entries in order. */
export function learnRecording(entries: RecordedEntry[]): WriterState {
  const state: WriterState = {
    entries,
    actors: new Map(),
    counts: {},
    refs: new Map(),
    sources: new Map(),
    needed: new Map(),
    usedNames: new Map(),
  };
  collectActors(state);
  traceIds(state);
  return state;
}

/** The name of the actor who made a request, named by role on first sight. */
export function actorName(state: WriterState, who: RecordedActor | null): string {
  const key = who?.id ?? 'visitor';
  const known = state.actors.get(key);
  if (known) return known.name;
  const role = who?.role ?? 'visitor';
  state.counts[role] = (state.counts[role] ?? 0) + 1;
  const spec: ActorSpec = {
    name: state.counts[role] === 1 ? role : `${role}${state.counts[role]}`,
    recorded: who,
  };
  state.actors.set(key, spec);
  return spec.name;
}

/** Values every actor stands for: its id, e-mail and device. */
function collectActors(state: WriterState): void {
  const { actors, refs } = state;
  for (const e of state.entries) {
    const who = actorName(state, e.actor);
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
}

/** The values a request sends: its path's segments, its query and its body's leaves. */
const uses = (e: RecordedEntry): string[] => [
  ...e.path.split('/'),
  ...Object.values(e.query),
  ...leaves(e.body).map(([, v]) => v),
];

/** Ids the answers gave, by value: where each came from first, named once a request uses it. */
function traceIds(state: WriterState): void {
  const { refs, sources } = state;
  const own = (p: string[]) => p.at(-1) === '_id';
  state.entries.forEach((e, index) => {
    for (const value of uses(e)) if (!refs.has(value) && sources.has(value)) nameOf(state, value);
    const history = HISTORY_LISTS.has(`${e.method} ${e.route}`);
    // An answer about a thing from before the recording (the last order's details) is no source.
    if (pastRefs(state, e).length > 0) return;
    for (const [path, value] of leaves(e.answer)) {
      // The first answer that gave a value is its source — unless it only pointed at it (an old
      // order's `productId`) and a later one gives it as the thing's own `_id` (the dishes list).
      if (refs.has(value) || !isIdLike(path.at(-1), value)) continue;
      // A list of the world's history is the source of its items only, never of what they point
      // at: the dish an old order held is no reference to that order's place in another world.
      if (history && !own(path)) continue;
      const known = sources.get(value);
      if (!known || (!known.name && !own(known.path) && own(path)))
        sources.set(value, { entry: index, path });
    }
  });
}

/** The name an id is remembered by, given once: its source's step then remembers it. */
function nameOf(state: WriterState, value: string): string {
  const { entries, needed, usedNames } = state;
  const source = state.sources.get(value)!;
  if (source.name) return source.name;
  const entry = entries[source.entry]!;
  const base = nameFor(source.path, entry.route);
  const plain = isPastSource(state, source)
    ? `past${base[0]!.toUpperCase()}${base.slice(1)}`
    : base;
  let name = plain;
  for (let i = 2; usedNames.has(name) && usedNames.get(name) !== value; i++) name = `${plain}${i}`;
  usedNames.set(name, value);
  source.name = name;
  const remember = needed.get(source.entry) ?? new Map<string, string>();
  remember.set(name, source.path.join('.'));
  needed.set(source.entry, remember);
  return name;
}

/** Whether an id came first from a list of the world's history (its past, not the journey's). */
function isPastSource(state: WriterState, source: Source): boolean {
  const e = state.entries[source.entry]!;
  return HISTORY_LISTS.has(`${e.method} ${e.route}`);
}

/** The references to things from before the recording that a request names (`{pastOrderId}`). */
export function pastRefs(state: WriterState, e: RecordedEntry): string[] {
  const names = uses(e)
    .filter((value) => !state.refs.has(value))
    .map((value) => state.sources.get(value))
    .filter((source) => source?.name !== undefined && isPastSource(state, source))
    .map((source) => `{${source!.name}}`);
  return [...new Set(names)];
}

/** A value as a reference (`{buyer.id}`, `{orderId}`) when it stands for one, else itself. */
export function ref(state: WriterState, value: string, who?: string): string {
  // A device two actors share (the demo device) is the acting one's.
  const own = [...state.actors.values()].find((a) => a.name === who);
  if (own?.device === value) return `{${who}.device}`;
  const actorRef = state.refs.get(value);
  if (actorRef) return actorRef;
  const source = state.sources.get(value);
  return source?.name ? `{${source.name}}` : value;
}

/** A query or body with every string in it as a reference (`ref`). */
export function withRefs(state: WriterState, value: unknown, who?: string): unknown {
  if (typeof value === 'string') return ref(state, value, who);
  if (Array.isArray(value)) return value.map((v) => withRefs(state, v, who));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withRefs(state, v, who)]));
  return value;
}
