// The card payment's transition table without React, timers or storage: every event, each
// settlement of the check, and two tabs sharing one store (holds, take-overs, heartbeats).
import { describe, expect, it } from 'vitest';
import { formatNaira } from '#shared/money.ts';
import { ApiError } from '#src/api/client.ts';
import { transition, unresolved } from '#src/features/orders/payment-machine.ts';
import {
  INITIAL_TAB,
  PAYMENT_TIMINGS,
  type PaymentEvent,
  type TabState,
} from '#src/features/orders/payment-model.ts';
import type { PaymentInFlight } from '#src/state/payments-in-flight.ts';
import { checks, entry, payment, pressPay, sharedStore, T0 } from '#tests/support/payment-tab.ts';

const { beatMs, holdMs, retryMs, transferWaitMs } = PAYMENT_TIMINGS;

const beat = (now: number, ...entries: PaymentInFlight[]): PaymentEvent => ({
  type: 'beat',
  now,
  entries,
});
const working = (...references: string[]): TabState => ({
  ...INITIAL_TAB,
  working: new Set(references),
});
/** A tab whose alert line shows a failure. */
const failing = (tab: TabState): TabState => ({
  ...tab,
  error: 'Service unavailable',
  said: 'Service unavailable',
});
/** The page shows order o1 paid with this reference. */
const shownPaid = (reference: string): PaymentEvent => ({
  type: 'order-shown',
  order: { isPaid: true, isCancelled: false, reference },
});
const outage = new ApiError({
  status: 503,
  kind: 'http',
  message: 'Service unavailable',
  body: { message: 'Service unavailable' },
});

describe('the beat', () => {
  it('resumes a payment a reload left behind: holds it and checks it', () => {
    const left = entry({ heldAt: 0 });
    const { tab, effects } = transition(INITIAL_TAB, beat(T0, left));
    expect(effects).toEqual([
      { do: 'change', reference: 'bukka-r1', patch: { heldAt: T0 } },
      { do: 'check', entry: left },
    ]);
    expect(tab.working.has('bukka-r1')).toBe(true);
    expect(tab.lastTry.get('bukka-r1')).toBe(T0);
  });

  it('leaves alone a reference another tab holds, and takes it over once the hold is stale', () => {
    const held = (age: number) => entry({ stage: 'opened', heldAt: T0 - age });
    expect(transition(INITIAL_TAB, beat(T0, held(holdMs - 1))).effects).toEqual([]);
    expect(checks(transition(INITIAL_TAB, beat(T0, held(holdMs))).effects)).toEqual(['bukka-r1']);
  });

  it('refreshes the hold of what this tab works on every half beat (its heartbeat)', () => {
    const mine = working('bukka-r1');
    expect(transition(mine, beat(T0, entry({ heldAt: T0 - beatMs / 2 + 1 }))).effects).toEqual([]);
    expect(transition(mine, beat(T0, entry({ heldAt: T0 - beatMs / 2 }))).effects).toEqual([
      { do: 'change', reference: 'bukka-r1', patch: { heldAt: T0 } },
    ]);
  });

  it('asks again only `retryMs` after the last check', () => {
    const tab = { ...INITIAL_TAB, lastTry: new Map([['bukka-r1', T0]]) };
    expect(transition(tab, beat(T0 + retryMs - 1, entry())).effects).toEqual([]);
    expect(checks(transition(tab, beat(T0 + retryMs, entry())).effects)).toEqual(['bukka-r1']);
  });

  it('gives up a bank transfer unconfirmed after `transferWaitMs`, never another stage', () => {
    const now = T0 + transferWaitMs + 1;
    expect(transition(INITIAL_TAB, beat(now, entry({ stage: 'pending' }))).effects).toEqual([
      { do: 'forget', reference: 'bukka-r1' },
    ]);
    expect(checks(transition(INITIAL_TAB, beat(now, entry())).effects)).toEqual(['bukka-r1']);
  });

  it('never checks a charge the order could not take, nor one this tab saw pay the order', () => {
    const paidHere = { ...INITIAL_TAB, paidHere: new Set(['bukka-r1']) };
    expect(transition(INITIAL_TAB, beat(T0, entry({ stage: 'unapplied' }))).effects).toEqual([]);
    expect(transition(paidHere, beat(T0, entry())).effects).toEqual([]);
  });

  it('checks every due payment of one beat', () => {
    const a = entry({ reference: 'a' });
    const b = entry({ reference: 'b', stage: 'pending' });
    expect(checks(transition(INITIAL_TAB, beat(T0, a, b)).effects)).toEqual(['a', 'b']);
  });

  it('takes its timings as data', () => {
    const fast = { beatMs: 10, holdMs: 30, retryMs: 20, transferWaitMs: 100 };
    const held = entry({ heldAt: T0 - 30 });
    expect(checks(transition(INITIAL_TAB, beat(T0, held), fast).effects)).toEqual(['bukka-r1']);
  });
});

describe('the checkout of this tab', () => {
  const opened = entry({ stage: 'opened', heldAt: T0 });

  it('keeps the reference before the checkout opens and works on it', () => {
    const { tab, effects } = pressPay(failing(INITIAL_TAB)).read;
    expect(effects).toEqual([
      { do: 'keep', entry: opened },
      { do: 'open-checkout', entry: opened, payment },
    ]);
    expect(tab.error).toBeNull();
    expect(tab.working.has('bukka-r1')).toBe(true);
    // Working on it, this tab's beat only refreshes the hold: no check of an open checkout.
    expect(checks(transition(tab, beat(T0 + beatMs, opened)).effects)).toEqual([]);
  });

  it('a charge is kept as succeeded and checked at once', () => {
    const event = { type: 'charged', entry: opened, said: 'bukka-r1', now: T0 + 5 } as const;
    const { tab, effects } = transition(working('bukka-r1'), event);
    const charged = { ...opened, stage: 'succeeded' };
    expect(effects).toEqual([
      { do: 'keep', entry: charged },
      { do: 'change', reference: 'bukka-r1', patch: { heldAt: T0 + 5 } },
      { do: 'check', entry: charged },
    ]);
    expect(tab.working.has('bukka-r1')).toBe(true);
  });

  it('a charge under the reference the provider chose replaces this one', () => {
    const event = { type: 'charged', entry: opened, said: 'prov-9', now: T0 } as const;
    const { tab, effects } = transition(working('bukka-r1'), event);
    expect(effects.slice(0, 2)).toEqual([
      { do: 'forget', reference: 'bukka-r1' },
      { do: 'keep', entry: { ...opened, reference: 'prov-9', stage: 'succeeded' } },
    ]);
    expect([...tab.working]).toEqual(['prov-9']);
  });

  it.each([
    [
      { type: 'cancelled', reference: 'bukka-r1' },
      { do: 'toast', tone: 'info', text: 'Payment cancelled' },
    ],
    [
      { type: 'declined', reference: 'bukka-r1', message: 'Card declined' },
      {
        do: 'fail',
        text: 'Payment declined: Card declined. You were not charged. Try again, or use another card.',
      },
    ],
    [
      { type: 'checkout-broke', reference: 'bukka-r1', error: outage },
      { do: 'fail', text: 'Service unavailable' },
    ],
  ] as const)('a checkout that ends without a charge (%o) is forgotten and said', (event, said) => {
    const { tab, effects } = transition(working('bukka-r1'), event);
    expect(effects).toEqual([{ do: 'forget', reference: 'bukka-r1' }, said]);
    expect(tab.working.size).toBe(0);
  });

  it('a bank transfer awaiting confirmation is pending, let go, and asked again later', () => {
    const event = { type: 'transfer-pending', reference: 'bukka-r1', now: T0 } as const;
    const { tab, effects } = transition(working('bukka-r1'), event);
    expect(effects).toEqual([
      { do: 'change', reference: 'bukka-r1', patch: { stage: 'pending', heldAt: 0 } },
      { do: 'close-topic' },
    ]);
    const pending = entry({ stage: 'pending' });
    expect(transition(tab, beat(T0 + retryMs - 1, pending)).effects).toEqual([]);
    expect(checks(transition(tab, beat(T0 + retryMs, pending)).effects)).toEqual(['bukka-r1']);
  });
});

describe('what the check settled (the reference is let go in every case)', () => {
  const checked = (
    result: Extract<PaymentEvent, { type: 'checked' }>['result'],
    before: (tab: TabState) => TabState = (tab) => tab,
  ) => transition(before(working('bukka-r1')), { type: 'checked', entry: entry(), result });
  const amount = formatNaira(490_000);

  it('paid: the order is read again, then "Payment successful"; dropped once shown paid', () => {
    const { tab, effects } = checked({ kind: 'paid' });
    expect(effects).toEqual([{ do: 'reread' }, { do: 'say-paid', reference: 'bukka-r1' }]);
    expect(tab.working.size).toBe(0);
    expect(tab.paidHere.has('bukka-r1')).toBe(true);
    const shown = transition({ ...tab, entries: [entry()] }, shownPaid('other'));
    expect(shown.effects).toEqual([{ do: 'forget', reference: 'bukka-r1' }]);
  });

  it('paid earlier (the server applied it first): forgotten and said', () => {
    expect(checked({ kind: 'paid', earlier: true }).effects).toEqual([
      { do: 'forget', reference: 'bukka-r1' },
      { do: 'say-paid', reference: 'bukka-r1' },
    ]);
  });

  it('cannot be checked yet: let go for a later try, the failure said only with a cause', () => {
    expect(checked({ kind: 'wait' }).effects).toEqual([
      { do: 'change', reference: 'bukka-r1', patch: { heldAt: 0 } },
    ]);
    expect(checked({ kind: 'wait', error: outage }).effects[1]).toEqual({
      do: 'fail',
      text: 'Service unavailable. Your payment is kept and will be confirmed as soon as we can check it: do not pay again.',
    });
  });

  it("declined: forgotten, 'error making payment'", () => {
    expect(checked({ kind: 'declined' }).effects).toEqual([
      { do: 'forget', reference: 'bukka-r1' },
      { do: 'fail', text: 'error making payment' },
    ]);
  });

  it('nothing was charged: forgotten silently', () => {
    expect(checked({ kind: 'drop' }).effects).toEqual([{ do: 'forget', reference: 'bukka-r1' }]);
  });

  it('a charge the order cannot take is kept with its reason, the refusal said if any', () => {
    const quiet = checked({ kind: 'unapplied', reason: 'paid' }, failing);
    expect(quiet.effects).toEqual([
      {
        do: 'change',
        reference: 'bukka-r1',
        patch: { stage: 'unapplied', reason: 'paid', heldAt: 0 },
      },
      { do: 'close-topic' },
      { do: 'reread' },
    ]);
    expect(quiet.tab.error).toBeNull();
    const said = checked({ kind: 'unapplied', reason: 'refused', error: outage }).effects;
    expect(said[1]).toEqual({ do: 'toast', tone: 'error', text: 'Service unavailable' });
  });

  it('refunded to the card: forgotten and said in the server’s terms', () => {
    const refunded = checked({ kind: 'refunded', orderPaid: true }, failing);
    expect(refunded.effects).toEqual([
      { do: 'forget', reference: 'bukka-r1' },
      {
        do: 'inform',
        text: `This order was already paid, so we refunded your second payment of ${amount} (reference bukka-r1) to your card.`,
      },
      { do: 'reread' },
    ]);
    expect(refunded.tab.error).toBeNull();
    expect(checked({ kind: 'refunded', orderPaid: false }).effects[1]).toMatchObject({
      text: expect.stringMatching(/^This order was cancelled, so we refunded your payment/),
    });
  });

  it('a check that broke lets the reference go, saying nothing', () => {
    const broke = transition(working('bukka-r1'), { type: 'check-broke', reference: 'bukka-r1' });
    expect(broke).toEqual({ tab: INITIAL_TAB, effects: [] });
  });
});

describe('what the page shows', () => {
  it('paid with a charge of this browser no page here confirmed: said once, then dropped', () => {
    const stored = (tab: TabState) => ({ ...tab, entries: [entry()] });
    expect(transition(stored(INITIAL_TAB), shownPaid('bukka-r1')).effects).toEqual([
      { do: 'say-paid', reference: 'bukka-r1' },
      { do: 'forget', reference: 'bukka-r1' },
    ]);
    // This tab is checking it: the check says it.
    expect(transition(stored(working('bukka-r1')), shownPaid('bukka-r1')).effects).toEqual([
      { do: 'forget', reference: 'bukka-r1' },
    ]);
  });

  it('a charge refunded to the card is dropped and said, unless this tab is checking it', () => {
    const event: PaymentEvent = {
      type: 'order-shown',
      order: { isPaid: false, isCancelled: true, refundedCharges: [{ reference: 'bukka-r1' }] },
    };
    const stored = (tab: TabState) => ({
      ...tab,
      entries: [entry(), entry({ reference: 'bukka-r2' })],
    });
    expect(transition(stored(INITIAL_TAB), event).effects).toEqual([
      { do: 'forget', reference: 'bukka-r1' },
      { do: 'inform', text: expect.stringMatching(/^This order was cancelled/) },
    ]);
    expect(transition(stored(working('bukka-r1')), event).effects).toEqual([]);
  });

  it('a payment is unresolved until it is settled or could not be taken', () => {
    expect(unresolved([entry({ stage: 'pending' })], 'o1')).toBe(true);
    expect(unresolved([entry({ stage: 'unapplied' })], 'o1')).toBe(false);
    expect(unresolved([entry()], 'o2')).toBe(false);
  });
});

describe('two tabs of one browser', () => {
  it('the tab with the checkout holds it; the other takes over once it let go on leaving', () => {
    const store = sharedStore();
    let a = pressPay(INITIAL_TAB).read;
    store.apply(a.effects);
    let b = transition(INITIAL_TAB, beat(T0 + beatMs, ...store.entries));
    expect(b.effects).toEqual([]);
    a = transition(a.tab, beat(T0 + beatMs, ...store.entries));
    store.apply(a.effects);
    expect(store.entries[0]?.heldAt).toBe(T0 + beatMs);
    const left = transition(a.tab, { type: 'page-left' });
    store.apply(left.effects);
    expect(store.entries[0]?.heldAt).toBe(0);
    b = transition(b.tab, beat(T0 + 2 * beatMs, ...store.entries));
    expect(checks(b.effects)).toEqual(['bukka-r1']);
  });

  it('a tab that went away without a word is taken over once its hold is `holdMs` old', () => {
    const store = sharedStore(entry({ heldAt: T0 }));
    const b = INITIAL_TAB;
    for (let now = T0; now < T0 + holdMs; now += beatMs)
      expect(transition(b, beat(now, ...store.entries)).effects).toEqual([]);
    expect(checks(transition(b, beat(T0 + holdMs, ...store.entries)).effects)).toEqual([
      'bukka-r1',
    ]);
  });
});
