// One tab's card payment of one order, run: its knowledge (a `TabState`, moved only by the table
// of payment-machine.ts) and the effects the table asks for, done — what comes back (answers, the
// checkout's callbacks, the stored entries changing in any tab, the beat, the page going) is fed
// to the table as events. Nothing here decides anything; use-card-payment.ts subscribes to it.
import type { QueryClient } from '@tanstack/react-query';
import { orderQueries } from '#src/api/orders.ts';
import { payOrder, verifyPayment } from '#src/api/payments.ts';
import { transition } from '#src/features/orders/payment-machine.ts';
import {
  INITIAL_TAB,
  PAYMENT_TIMINGS,
  type PaymentEffect,
  type PaymentEvent,
  type TabState,
} from '#src/features/orders/payment-model.ts';
import { settlePayment } from '#src/features/orders/settle-payment.ts';
import { announce } from '#src/lib/announce.ts';
import { handFocusTo, ORDER_STATUS_FOCUS } from '#src/lib/focus-handoff.ts';
import { type OrderPayment, payForOrder } from '#src/lib/payment/pay-for-order.ts';
import { paymentSuccessful, texts } from '#src/lib/texts.ts';
import { closeTopic, notifyError, notifyInfo, notifySuccess } from '#src/lib/toast.ts';
import {
  allPayments,
  changePayment,
  dropPayment,
  keepPayment,
  newPaymentReference,
  type PaymentInFlight,
  subscribePayments,
} from '#src/state/payments-in-flight.ts';

type Performers<K extends PaymentEffect['do']> = {
  [D in K]: (effect: Extract<PaymentEffect, { do: D }>) => void;
};
type Message = 'fail' | 'toast' | 'inform' | 'close-topic' | 'focus-status' | 'say-paid';

/** The payment's messages, on its own toast topic. */
const messages = (topic: string): Performers<Message> => ({
  fail: ({ text }) => notifyError(text, undefined, { topic }),
  toast: ({ tone, text }) =>
    (tone === 'error' ? notifyError : notifyInfo)(text, undefined, { topic }),
  inform: ({ text }) => {
    notifyInfo(text, undefined, { topic });
    announce(text);
  },
  'close-topic': () => closeTopic(topic),
  'focus-status': () => handFocusTo(ORDER_STATUS_FOCUS),
  'say-paid': ({ reference }) => {
    // The paid banner has replaced Pay Now: it takes the focus.
    handFocusTo(ORDER_STATUS_FOCUS);
    notifySuccess(paymentSuccessful(reference), undefined, { topic });
    announce(texts.paymentSuccessful);
  },
});

/** `run(effects)`: the effects in their order, each at once but a reading of the order, awaited
 * before the next; those that wait for an answer feed it back as an event. */
function effectRunner(
  orderId: string,
  buyerId: string,
  queryClient: QueryClient,
  state: () => TabState,
  dispatch: (event: PaymentEvent) => void,
) {
  const detail = orderQueries.detail(orderId, buyerId);
  const readOrder = async () => (await queryClient.fetchQuery({ ...detail, staleTime: 0 })).details;
  const calls = { verify: verifyPayment, payOrder, readOrder };

  /** The server's check of one stored payment, its settlement fed back to the table. */
  async function check(entry: PaymentInFlight) {
    const order = state().order ?? { isPaid: false, isCancelled: false };
    try {
      const result = await settlePayment(entry, order, calls);
      dispatch({ type: 'checked', entry, result });
    } catch (cause) {
      dispatch({ type: 'check-broke', reference: entry.reference });
      throw cause;
    }
  }

  /** Opens the provider's checkout; what the payer did comes back as an event. */
  function openCheckout({ entry, payment }: Extract<PaymentEffect, { do: 'open-checkout' }>) {
    const { reference } = entry;
    payForOrder(
      { ...payment, reference },
      {
        success: (said) => dispatch({ type: 'charged', entry, said, now: Date.now() }),
        cancelled: () => dispatch({ type: 'cancelled', reference }),
        failed: (message) => dispatch({ type: 'declined', reference, message }),
        pending: () => dispatch({ type: 'transfer-pending', reference, now: Date.now() }),
      },
    ).catch((error: unknown) => dispatch({ type: 'checkout-broke', reference, error }));
  }

  /** Pay Now's reading of the order (null when it could not be read), with a new reference. */
  async function fetchOrder(payment: OrderPayment) {
    const order = await readOrder().catch(() => null);
    const reference = newPaymentReference(orderId);
    dispatch({ type: 'order-fetched', payment, order, reference, now: Date.now() });
  }

  /** Reads this order again once these references vanished, and says so once the query's own
   * (batched, timer-scheduled) update has reached the page. */
  function recheck(references: readonly string[]) {
    void queryClient
      .invalidateQueries({ queryKey: detail.queryKey })
      .catch(() => {})
      .finally(() => setTimeout(() => dispatch({ type: 'rechecked', references }), 0));
  }

  /** Each effect at once (those that wait answer with an event). */
  const perform: Performers<Exclude<PaymentEffect['do'], 'reread'>> = {
    keep: ({ entry }) => keepPayment(entry),
    change: ({ reference, patch }) => changePayment(reference, patch),
    forget: ({ reference }) => dropPayment(reference),
    check: ({ entry }) => void check(entry),
    'fetch-order': ({ payment }) => void fetchOrder(payment),
    'open-checkout': openCheckout,
    recheck: ({ references }) => recheck(references),
    ...messages(`payment:${orderId}`),
  };

  return async function run(effects: readonly PaymentEffect[]): Promise<void> {
    for (const effect of effects) {
      if (effect.do !== 'reread') (perform[effect.do] as (e: PaymentEffect) => void)(effect);
      else {
        await queryClient.invalidateQueries({ queryKey: orderQueries.all() }).catch(() => {});
        dispatch({ type: 'order-reread' });
      }
    }
  };
}

/** One tab's card payment of one order. */
export function paymentTab(orderId: string, buyerId: string, queryClient: QueryClient) {
  const ofOrder = () => allPayments().filter((p) => p.orderId === orderId);
  let tab: TabState = { ...INITIAL_TAB, entries: ofOrder() };
  const listeners = new Set<() => void>();
  // Events that arrive while effects start (a write's own `stored`, a callback called at once)
  // wait their turn: each event moves the knowledge from where the one before left it.
  const queue: PaymentEvent[] = [];
  let stepping = false;
  const state = () => tab;
  const run = effectRunner(orderId, buyerId, queryClient, state, dispatch);

  function dispatch(event: PaymentEvent): void {
    queue.push(event);
    if (stepping) return;
    stepping = true;
    try {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const step = transition(tab, next);
        if (step.tab !== tab) {
          tab = step.tab;
          for (const listener of listeners) listener();
        }
        void run(step.effects);
      }
    } finally {
      stepping = false;
    }
  }

  return {
    /** This tab's knowledge now (the same object until an event changes it). */
    state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispatch,
    /** The page is open: the stored entries watched, the beat started; the stop lets go. */
    start() {
      const beat = () => dispatch({ type: 'beat', now: Date.now(), entries: ofOrder() });
      // Leaving the page (reload, closed tab) lets go of everything at once for the next page.
      const letGo = () => dispatch({ type: 'page-left' });
      const unwatch = subscribePayments(() => dispatch({ type: 'stored', entries: ofOrder() }));
      dispatch({ type: 'stored', entries: ofOrder() });
      beat();
      const timer = setInterval(beat, PAYMENT_TIMINGS.beatMs);
      globalThis.addEventListener?.('pagehide', letGo);
      return () => {
        clearInterval(timer);
        unwatch();
        globalThis.removeEventListener?.('pagehide', letGo);
        letGo();
      };
    },
  };
}
