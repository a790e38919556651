// Every behaviour of the simulated city, one line each. The order is the dispatch order: for a
// due order the runner tries the records of the order's phase top to bottom, and the first whose
// `when` holds and whose odds come up acts — so the world's rng draws happen in this order, and
// a record moved or added changes the city of every seed (simulator-replay.test.ts shows how).

import type { CityEventFacts } from '../city-log.ts';
import { accept } from './accept.ts';
import { arrive } from './arrive.ts';
import { assignRider } from './assign-rider.ts';
import type {
  ArrivalBehaviour,
  Behaviour,
  EventKind,
  OrderBehaviour,
  PeopleBehaviour,
} from './behaviour.ts';
import { cancelUnpaid } from './cancel-unpaid.ts';
import { cardDeclined } from './card-declined.ts';
import { deliver } from './deliver.ts';
import { leaveToPresenter } from './leave-to-presenter.ts';
import { pay } from './pay.ts';
import { refundAfterAccept } from './refund-after-accept.ts';
import { storeRefuses } from './store-refuses.ts';
import { takeOver } from './take-over.ts';
import { walletTransfer } from './wallet-transfer.ts';
import { watchUnpaid } from './watch-unpaid.ts';

export const BEHAVIOURS = [
  arrive,
  watchUnpaid,
  cancelUnpaid,
  pay,
  cardDeclined,
  leaveToPresenter,
  storeRefuses,
  accept,
  takeOver,
  assignRider,
  refundAfterAccept,
  deliver,
  walletTransfer,
] as const;

/** What the city feed can show: the event types of the behaviours. */
export type CityEventType = NonNullable<(typeof BEHAVIOURS)[number]['event']>['type'];

/** An event of the city feed. */
export type CityEvent = CityEventFacts & {
  /** Increases by one per event of this world (an SSE `id`). */
  seq: number;
  type: CityEventType;
  /** One line for the feed, e.g. "Order a1b2c3 paid: ₦4,500 at Mama Bukka Kitchen". */
  text: string;
};

const all: readonly Behaviour<CityEventType>[] = BEHAVIOURS;

export const ORDER_BEHAVIOURS = all.filter(
  (b): b is OrderBehaviour<CityEventType> => 'phase' in b.when,
);
export const ARRIVAL_BEHAVIOURS = all.filter(
  (b): b is ArrivalBehaviour<CityEventType> => 'arrival' in b.when,
);
export const PEOPLE_BEHAVIOURS = all.filter(
  (b): b is PeopleBehaviour<CityEventType> => 'people' in b.when,
);

/** Each event kind once (behaviours may share one: a refusal and a late refund are both refunds). */
export const EVENT_KINDS: readonly EventKind<CityEventType>[] = [
  ...new Set(all.flatMap((b) => (b.event ? [b.event] : []))),
];

export const CITY_EVENT_TYPES = EVENT_KINDS.map((k) => k.type) as readonly CityEventType[];

const byType = new Map(EVENT_KINDS.map((k) => [k.type, k]));

/** The kind of an event type (its words, its badge). */
export const eventKindOf = (type: CityEventType): EventKind<CityEventType> => byType.get(type)!;
