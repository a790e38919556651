// The shape of the simulated city's event feed and of its per-world log — data only, so the
// simulator's memory (which keeps the log) and the feed (city-events.ts, which fills it) do not
// import each other.

/** What an event of the feed says, whatever its type (its kind, behaviours/, words it). */
export type CityEventFacts = {
  /** The order it is about (every type but `wallet-transfer`). */
  orderId?: string;
  /** Mock clock time, ISO. */
  at: string;
  /** Simulated ms since the simulator started (what throughput windows use). */
  simMs: number;
  /** The order's store (absent for a `wallet-transfer`). */
  storeId?: string;
  store?: string;
  /** The order's buyer, or the wallet's owner for a `wallet-transfer`. */
  buyer: string;
  /** Who can open the order in the app (sign in as either): the buyer's and the store's e-mail. */
  buyerEmail?: string;
  storeEmail?: string;
  amountKobo: number;
  rider?: string;
  /** Done by a person (in the app, the panel or a script) rather than by the simulator: `actedByPerson`. */
  byPerson?: boolean;
};

/**
 * An event as the log keeps it. Its type is one of the behaviours' event kinds: `CityEvent`
 * (behaviours/registry.ts) names the union, which this file cannot import without a circle (the
 * behaviours read the simulator's memory, which keeps this log).
 */
type LoggedCityEvent = CityEventFacts & {
  /** Increases by one per event of this world (an SSE `id`). */
  seq: number;
  type: string;
  /** One line for the feed, e.g. "Order a1b2c3 paid: ₦4,500 at Mama Bukka Kitchen". */
  text: string;
};

export type OrderFlags = { paid: boolean; taken: boolean; delivered: boolean; cancelled: boolean };

/** The feed's state for one world (kept in the simulator memory, so a reset starts it over). */
export type CityLog = {
  seq: number;
  events: LoggedCityEvent[];
  /** Placed and paid amounts in the throughput window (pruned as simulated time moves). */
  samples: { simMs: number; type: 'placed' | 'paid'; kobo: number }[];
  /** Flags of orders still moving (final ones are dropped). */
  open: Map<string, OrderFlags>;
  /** Orders (insertion order) already looked at. */
  scanned: number;
  /** `db.orders.version` at the last observation. */
  version: number;
  /** True while the simulator acts (inside its write turn): what changes then is not a person's. */
  simulatorActing: boolean;
  /** The db whose money tables are watched for a person's card declines and bank transfers. */
  watching: object | null;
  /** A person's money moves seen since the last observation (capped). */
  moneyNews: MoneyNews[];
};

/** A person's money move that is news for the feed (no order state shows it). */
export type MoneyNews =
  | { kind: 'card-declined'; orderId: string }
  | { kind: 'wallet-transfer'; userId: string; amountKobo: number };

/**
 * The feed's one rule of who did it, for every world (the Fastify mock's and the static demo's,
 * seeded or restored from a snapshot): what changes while the simulator acts (`asSimulator`, its
 * write turn) is the city's; anything else — a request from the app, the panel or a script — is a
 * person's. Whose order it is does not matter: the city accepting a person's order is the city's
 * move, a person accepting an order the city placed is the person's.
 */
export const actedByPerson = (log: CityLog): boolean => !log.simulatorActing;

export function emptyCityLog(): CityLog {
  return {
    seq: 0,
    events: [],
    samples: [],
    open: new Map(),
    scanned: -1,
    version: -1,
    simulatorActing: false,
    watching: null,
    moneyNews: [],
  };
}
