// The scenario format: typed modules in scenarios/defs, each a name, a description, its actors and
// ordered steps. A step is one domain action by one actor, followed by checks on what that actor
// then sees; it also records the observable answers so two providers can be compared.

import type { CheckoutMode } from '#shared/schemas/mock-control-names.ts';
import type { CartItem } from '#src/state/cart.ts';
import type { MemoryCookieJar } from './cookie-jar.ts';

type Role = 'buyer' | 'vendor' | 'rider' | 'visitor';

/** Where an actor's account comes from. */
type AccountSource =
  /** A seeded demo account (`GET /__mock/accounts`); on another target the fixture from env. */
  | { kind: 'demo'; role: 'buyer' | 'vendor' | 'rider' }
  /** A brand-new account this scenario signs up; on another target the fixture from env. */
  | { kind: 'new'; fixture: 'buyer' | 'buyer2' | 'vendor2' }
  /** Nobody signed in. */
  | { kind: 'none' };

export interface ActorDef {
  role: Role;
  account: AccountSource;
  /** Device id the actor's client sends; default `demo-device` for demo accounts, else unique. */
  deviceId?: string;
}

/** What a step needs from the target besides the 31 API calls. */
export type Capability = 'outbox' | 'payments' | 'bank-transfer' | 'clock' | 'deliver' | 'accounts';

export interface Target {
  baseUrl: string;
  /** `GET /__mock/health` answered `{ ok: true }`. */
  isMock: boolean;
  /** The mock's `--checkout` option (card unless told or detected otherwise). */
  checkout: CheckoutMode;
  /** A label for reports (`mock`, `A`, `B`, a URL). */
  label: string;
  /** The mock's control token (`X-Mock-Token`), when it requires one. */
  controlToken?: string;
  /** The mock world every request names (`X-Bukka-World`); the default world when absent. */
  world?: string;
  /**
   * Where the control API's calls go when it is not `baseUrl`: a proxying mock (`--proxy URL`)
   * answers `/api` from its backend, so the backend's own control API (a Bukka mock's) is the one
   * that knows its accounts, mail and payments.
   */
  controlUrl?: string;
}

export interface Actor {
  name: string;
  def: ActorDef;
  jar: MemoryCookieJar;
  deviceId: string;
  email: string;
  password: string;
  /** Set once signed in (or known from the control API). */
  userId: string;
  firstname: string;
  /** The actor's own client cart (the app keeps one per browser). */
  cart: CartItem[];
}

/** Named values steps hand to later steps (ids, amounts, references). */
export interface Memory {
  storeId?: string;
  storeName?: string;
  otherStoreId?: string;
  productId?: string;
  orderId?: string;
  /** Total of the last order, kobo. */
  orderTotalKobo?: number;
  reference?: string;
  accountNumber?: string;
  riderId?: string;
  reviewMsg?: string;
  /** Balances before an action, kobo, by actor name. */
  balanceBefore?: Record<string, number>;
  /** Last url/rdt answered by sign-in or reset, by actor name. */
  pending?: Record<string, { url?: string; rdt?: string; reset?: boolean }>;
  [key: string]: unknown;
}

export interface Check {
  label: string;
  ok: boolean;
  expected: unknown;
  actual: unknown;
}

export interface StepContext {
  target: Target;
  actor: Actor;
  actors: Record<string, Actor>;
  memory: Memory;
  /** Records a check (never throws); a failed check fails the step. */
  check(label: string, actual: unknown, expected: unknown): boolean;
  /** Records a check with a custom predicate. */
  checkThat(label: string, ok: boolean, actual: unknown, expected: unknown): boolean;
  /** Records an observable answer (compared between providers; no ids, no dates). */
  observe(key: string, value: unknown): void;
  /** Runs `fn` as `actor` (its cookie jar and device id go with each call). */
  as<T>(actor: Actor, fn: () => Promise<T>): Promise<T>;
  /** Marks the step skipped (with the reason) and stops it. */
  skip(reason: string): never;
}

export interface Step {
  title: string;
  /** Actor name (a key of the scenario's actors). */
  actor: string;
  /** The step library's builder and its options, so another driver (the browser replay) can
   * perform the same action its own way. */
  kind?: string;
  args?: Record<string, unknown>;
  /** Control-API capabilities this step needs; missing ones → SKIPPED with the reason. */
  needs?: Capability[];
  run(ctx: StepContext): Promise<void>;
  /** On a target without the needed capability: what keeps later steps possible (for example,
   * sign in with the fixture account instead of verifying a new one). The step stays SKIPPED. */
  fallback?(ctx: StepContext): Promise<void>;
  /** Its expectations rely on earlier steps that need these capabilities: SKIPPED where those
   * were skipped (a target that is not the mock). */
  after?: Capability[];
  /** Checkout modes the step makes sense in (default both); otherwise SKIPPED with the reason. */
  modes?: CheckoutMode[];
}

export interface Scenario {
  /** Kebab-case id used by `--only`. */
  name: string;
  title: string;
  description: string;
  actors: Record<string, ActorDef>;
  steps: Step[];
  /** Checkout modes the whole scenario makes sense in (default both). */
  modes?: CheckoutMode[];
  /** The seed its world starts from (a recorded scenario's; default the runner's `--seed`). */
  seed?: string | number;
  /** Run every step even after one failed, so each difference is reported (recorded scenarios). */
  keepGoing?: boolean;
  /**
   * Sends only reads (no sign-in, no write): safe through a read-only proxy in front of a live
   * backend. `npm run scenarios -- --read-only` runs these.
   */
  readOnly?: boolean;
}

type StepStatus = 'passed' | 'failed' | 'skipped' | 'not-run';

export interface StepResult {
  index: number;
  title: string;
  actor: string;
  status: StepStatus;
  checks: Check[];
  observed: Record<string, unknown>;
  reason?: string;
  error?: string;
  durationMs: number;
  /** The requests the step sent and their answers (secrets masked; for the HTML report). */
  exchanges?: Exchange[];
}

/** One request a step sent and what came back (secrets masked). */
export interface Exchange {
  method: string;
  url: string;
  body?: unknown;
  status: number;
  answer: unknown;
  ms: number;
}

export interface ScenarioResult {
  name: string;
  title: string;
  target: Target;
  status: 'passed' | 'failed';
  steps: StepResult[];
  durationMs: number;
}

/** The same step, run only when the target checks out in `mode` (else SKIPPED with the reason). */
export function onlyIn(mode: CheckoutMode, step: Step): Step {
  return { ...step, modes: [mode] };
}

/** The same step, marked as relying on earlier steps that need `needs` (see `Step.after`). */
export function relying(needs: Capability[], step: Step): Step {
  return { ...step, after: needs };
}
