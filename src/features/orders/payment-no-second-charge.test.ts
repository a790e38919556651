// "Never a second charge" decided by the card payment's transition table alone, without React,
// timers or storage: Pay Now opens no checkout after a reload with a charge in flight, while a
// second tab has one open, when a second device paid (or the store cancelled), when an answer was
// lost on the way, nor when pressed twice; and it comes back only once the order is read again.
import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { ApiError } from '#src/api/client.ts';
import { transition } from '#src/features/orders/payment-machine.ts';
import {
  INITIAL_TAB,
  PAYMENT_TIMINGS,
  type PaymentEvent,
} from '#src/features/orders/payment-model.ts';
import { paymentTexts } from '#src/features/orders/payment-texts.ts';
import {
  browser,
  checks,
  entry,
  opensCheckout,
  payment,
  pressPay,
  T0,
} from '#tests/support/payment-tab.ts';

const { beatMs, holdMs, retryMs } = PAYMENT_TIMINGS;
const press = { type: 'pay-pressed', payment, readOnly: false } as const;
const offline = new ApiError({ status: 0, kind: 'network', message: 'Failed to fetch' });
/** The order as Pay Now reads it from the server (only what the table looks at). */
const served = (patch: Partial<OrderDetails>) =>
  ({ _id: 'o1', total: 4900, isPaid: false, isCancelled: false, ...patch }) as OrderDetails;
const fetched = (reference: string, order: OrderDetails | null = null, now = T0) =>
  ({ type: 'order-fetched', payment, order, reference, now }) as const;

describe('after a reload', () => {
  it.each(['opened', 'succeeded', 'pending'] as const)(
    'a payment left %s: Pay Now does nothing; the beat checks it',
    (stage) => {
      const page = browser(entry({ stage })).open();
      expect(page.send(press)).toEqual([]);
      expect(page.state.paying).toBeNull();
      expect(checks(page.send({ type: 'beat', now: T0, entries: [entry({ stage })] }))).toEqual([
        'bukka-r1',
      ]);
    },
  );

  it('the page that reloaded with its checkout open let go of it; the new page checks it', () => {
    const shared = browser();
    const before = shared.open();
    before.send(press);
    before.send(fetched('bukka-r1'));
    expect(shared.store.entries).toMatchObject([{ stage: 'opened', heldAt: T0 }]);
    before.send({ type: 'page-left' });
    const after = shared.open();
    expect(after.send(press)).toEqual([]);
    const stored = shared.store.entries;
    expect(checks(after.send({ type: 'beat', now: T0 + beatMs, entries: stored }))).toEqual([
      'bukka-r1',
    ]);
  });
});

describe('a second tab', () => {
  it('with a checkout open: Pay Now here does nothing, and the tab does not check it', () => {
    const shared = browser();
    const [a, b] = [shared.open(), shared.open()];
    a.send(press);
    expect(opensCheckout(a.send(fetched('bukka-a')))).toBe(true);
    expect(b.state.entries.map((e) => e.reference)).toEqual(['bukka-a']);
    expect(b.send(press)).toEqual([]);
    expect(b.send({ type: 'beat', now: T0 + beatMs, entries: shared.store.entries })).toEqual([]);
  });

  it('both pressed at once: the one whose read came back second opens nothing', () => {
    const shared = browser();
    const [a, b] = [shared.open(), shared.open()];
    expect(a.send(press)).toEqual([{ do: 'fetch-order', payment }]);
    expect(b.send(press)).toEqual([{ do: 'fetch-order', payment }]);
    expect(opensCheckout(a.send(fetched('bukka-a')))).toBe(true);
    expect(b.send(fetched('bukka-b'))).toEqual([]);
    expect(b.state.paying).toBeNull();
    expect(shared.store.entries.map((e) => e.reference)).toEqual(['bukka-a']);
  });

  it('settles its payment: Pay Now waits here until the order is read again', () => {
    const shared = browser(entry({ reference: 'bukka-a', stage: 'opened', heldAt: T0 }));
    const [a, b] = [shared.open(), shared.open()];
    // Tab a's check finds the order paid; once its page shows it paid, it drops the reference.
    a.send({ type: 'beat', now: T0 + holdMs, entries: shared.store.entries });
    const checking = a.state.entries[0] ?? entry();
    a.send({ type: 'checked', entry: checking, result: { kind: 'paid' } });
    a.send({ type: 'order-shown', order: { isPaid: true, isCancelled: false, reference: 'x' } });
    expect(shared.store.entries).toEqual([]);
    expect(b.effects).toEqual([{ do: 'recheck', references: ['bukka-a'] }]);
    expect([...b.state.rechecking]).toEqual(['bukka-a']);
    expect(a.state.rechecking.size).toBe(0);
    b.send({ type: 'rechecked', references: ['bukka-a'] });
    expect(b.state.rechecking.size).toBe(0);
  });
});

describe('a second device', () => {
  it.each([
    [{ isPaid: true }, paymentTexts.paidMeanwhile],
    [{ isCancelled: true }, paymentTexts.cancelledMeanwhile],
  ])('the order says %o: said instead of a checkout', (patch, text) => {
    const { pressed, read } = pressPay(INITIAL_TAB, { order: served(patch) });
    expect(pressed.effects).toEqual([{ do: 'fetch-order', payment }]);
    expect(read.effects).toEqual([{ do: 'focus-status' }, { do: 'inform', text }]);
    expect(read.tab.paying).toBeNull();
  });

  it('the order read now: the checkout asks what is due now (the wallet paid a part)', () => {
    const { read } = pressPay(INITIAL_TAB, { order: served({ walletShare: 1000 }) });
    expect(read.effects.at(-1)).toMatchObject({
      do: 'open-checkout',
      entry: { amountKobo: 390_000 },
      payment: { amountKobo: 390_000 },
    });
  });

  it('the page shows the order paid with a charge of this browser: said once, dropped', () => {
    const page = browser(entry()).open();
    const shown = { isPaid: true, isCancelled: false, reference: 'bukka-r1' };
    expect(page.send({ type: 'order-shown', order: shown })).toEqual([
      { do: 'say-paid', reference: 'bukka-r1' },
      { do: 'forget', reference: 'bukka-r1' },
    ]);
    expect(page.send({ type: 'order-shown', order: { ...shown } })).toEqual([]);
    expect(page.state.rechecking.size).toBe(0);
  });
});

describe('an answer lost on the way', () => {
  it("the checkout's: pressing again opens nothing while the checkout is this tab's", () => {
    const page = browser().open();
    page.send(press);
    page.send(fetched('bukka-r1'));
    expect(page.state.paying).toEqual({ reference: 'bukka-r1' });
    expect(page.send(press)).toEqual([]);
    expect(page.send({ type: 'beat', now: T0 + retryMs, entries: [] })).toEqual([]);
  });

  it("the check's (no connection): the payment is kept, said once, no Pay Now until it is known", () => {
    const shared = browser(entry());
    const page = shared.open();
    page.send({ type: 'beat', now: T0, entries: shared.store.entries });
    const lost: PaymentEvent = {
      type: 'checked',
      entry: entry(),
      result: { kind: 'wait', error: offline },
    };
    const said = page.send(lost);
    expect(said).toContainEqual({
      do: 'fail',
      text: 'We could not reach Bukka to confirm your payment. Your payment is kept and will be confirmed as soon as we can check it: do not pay again.',
    });
    expect(shared.store.entries).toMatchObject([{ reference: 'bukka-r1', heldAt: 0 }]);
    expect(page.send(press)).toEqual([]);
    // Asked again after `retryMs`; the same failure is not toasted again, the alert line stays.
    page.send({ type: 'beat', now: T0 + retryMs, entries: shared.store.entries });
    expect(page.send(lost).some((e) => e.do === 'fail')).toBe(false);
    expect(page.state.error).toMatch(/do not pay again/);
  });

  it('a check that broke lets the reference go, kept for the next try', () => {
    const shared = browser(entry());
    const page = shared.open();
    page.send({ type: 'beat', now: T0, entries: shared.store.entries });
    page.send({ type: 'check-broke', reference: 'bukka-r1' });
    expect(shared.store.entries).toHaveLength(1);
    expect(page.send(press)).toEqual([]);
  });
});

describe('Pay Now pressed twice', () => {
  it('quickly: one reading of the order, one checkout', () => {
    const page = browser().open();
    expect(page.send(press)).toEqual([{ do: 'fetch-order', payment }]);
    expect(page.send(press)).toEqual([]);
    expect(opensCheckout(page.send(fetched('bukka-r1')))).toBe(true);
    expect(page.send(press)).toEqual([]);
    expect(page.effects.filter((e) => e.do === 'open-checkout')).toHaveLength(1);
  });

  it('after a cancelled checkout: a new one may open', () => {
    const page = browser().open();
    page.send(press);
    page.send(fetched('bukka-r1'));
    page.send({ type: 'cancelled', reference: 'bukka-r1' });
    expect(page.state.paying).toBeNull();
    expect(page.send(press)).toEqual([{ do: 'fetch-order', payment }]);
  });

  it('on a read-only view of the live backend: said once, no reading, no checkout', () => {
    const page = browser().open();
    const readOnly = { ...press, readOnly: true };
    const text = 'Not sent: this is a read-only view of the live backend';
    expect(page.send(readOnly)).toEqual([{ do: 'fail', text }]);
    expect(page.send(readOnly)).toEqual([]);
    expect(page.state.error).toBe(text);
  });

  it('busy until the order is read again after a refund, so Pay Now never flashes', () => {
    const page = browser().open();
    page.send(press);
    page.send(fetched('bukka-r1'));
    page.send({ type: 'charged', entry: entry({ stage: 'opened' }), said: '', now: T0 });
    page.send({
      type: 'checked',
      entry: entry(),
      result: { kind: 'refunded', orderPaid: true },
    });
    expect(page.state.paying).toEqual({ reference: 'bukka-r1', rereading: true });
    page.send({ type: 'order-reread' });
    expect(page.state.paying).toBeNull();
  });
});

describe('the table alone', () => {
  it('Pay Now with a payment of the order unresolved in the tab opens nothing', () => {
    const tab = { ...INITIAL_TAB, entries: [entry({ stage: 'pending' })] };
    expect(transition(tab, press)).toEqual({ tab, effects: [] });
  });
});
