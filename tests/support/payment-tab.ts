// The card payment's transition table driven as the page drives it, without React, timers or
// storage: sample stored entries, and one browser's 'bukka.payments' shared by its tabs, each tab
// moved by `transition` with the store's effects applied and every tab told the stored entries
// changed (the `storage` event), events waiting their turn as payment-effects.ts queues them.
import { transition } from '#src/features/orders/payment-machine.ts';
import {
  INITIAL_TAB,
  type PaymentEffect,
  type PaymentEvent,
  type TabState,
} from '#src/features/orders/payment-model.ts';
import type { OrderPayment } from '#src/lib/payment/pay-for-order.ts';
import type { PaymentInFlight } from '#src/state/payments-in-flight.ts';

export const T0 = 1_000_000_000;

export const entry = (patch: Partial<PaymentInFlight> = {}): PaymentInFlight => ({
  reference: 'bukka-r1',
  orderId: 'o1',
  amountKobo: 490_000,
  stage: 'succeeded',
  createdAt: T0,
  heldAt: 0,
  ...patch,
});

/** What Pay Now asks the card to pay for order o1. */
export const payment: OrderPayment = {
  email: 'buyer@bukka.test',
  amountKobo: 490_000,
  orderId: 'o1',
};

/** Pay Now pressed, then the order read as `order` (null: it could not be read). */
export function pressPay(
  tab: TabState,
  { now = T0, reference = 'bukka-r1', order = null }: Partial<PayRead> = {},
) {
  const pressed = transition(tab, { type: 'pay-pressed', payment, readOnly: false });
  const read = transition(pressed.tab, { type: 'order-fetched', payment, order, reference, now });
  return { pressed, read };
}
interface PayRead {
  now: number;
  reference: string;
  order: Extract<PaymentEvent, { type: 'order-fetched' }>['order'];
}

/** The references the effects start a check of. */
export const checks = (effects: readonly PaymentEffect[]) =>
  effects.flatMap((e) => (e.do === 'check' ? [e.entry.reference] : []));
/** Whether the effects open a checkout (a new charge). */
export const opensCheckout = (effects: readonly PaymentEffect[]) =>
  effects.some((e) => e.do === 'open-checkout');

/** One browser's 'bukka.payments', with the store effects applied to it as the runner does. */
export function sharedStore(...initial: PaymentInFlight[]) {
  let entries = initial;
  return {
    get entries() {
      return entries;
    },
    /** Applies the store's effects; whether the entries changed. */
    apply(effects: readonly PaymentEffect[]): boolean {
      const before = entries;
      for (const e of effects) {
        if (e.do === 'keep')
          entries = [...entries.filter((p) => p.reference !== e.entry.reference), e.entry];
        if (e.do === 'change' && entries.some((p) => p.reference === e.reference))
          entries = entries.map((p) => (p.reference === e.reference ? { ...p, ...e.patch } : p));
        if (e.do === 'forget' && entries.some((p) => p.reference === e.reference))
          entries = entries.filter((p) => p.reference !== e.reference);
      }
      return entries !== before;
    },
  };
}

export interface SimulatedTab {
  readonly state: TabState;
  /** Every effect this tab performed, in order. */
  readonly effects: readonly PaymentEffect[];
  /** Feeds the tab an event; the effects of it (and of what it set off) come back. */
  send(event: PaymentEvent): PaymentEffect[];
}

/** A browser whose tabs share its stored entries: `open()` is a page load of order o1. */
export function browser(...initial: PaymentInFlight[]) {
  const store = sharedStore(...initial);
  const tabs: { state: TabState; effects: PaymentEffect[] }[] = [];
  const queue: [number, PaymentEvent][] = [];
  let stepping = false;
  const ofOrder = () => store.entries.filter((p) => p.orderId === 'o1');

  function send(index: number, event: PaymentEvent): void {
    queue.push([index, event]);
    if (stepping) return;
    stepping = true;
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [at, sent] = next;
      const tab = tabs[at] as (typeof tabs)[number];
      const step = transition(tab.state, sent);
      tab.state = step.tab;
      tab.effects.push(...step.effects);
      if (store.apply(step.effects))
        for (const i of tabs.keys()) queue.push([i, { type: 'stored', entries: ofOrder() }]);
    }
    stepping = false;
  }

  return {
    store,
    /** A new page of the order: it reads the stored entries as it starts. */
    open(): SimulatedTab {
      const index = tabs.push({ state: { ...INITIAL_TAB, entries: ofOrder() }, effects: [] }) - 1;
      const tab = tabs[index] as (typeof tabs)[number];
      return {
        get state() {
          return tab.state;
        },
        get effects() {
          return tab.effects;
        },
        send(event) {
          const from = tab.effects.length;
          send(index, event);
          return tab.effects.slice(from);
        },
      };
    },
  };
}
