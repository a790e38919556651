// The card payment's model: the timings, what a beat does with each stored stage, everything one
// tab knows (one value, `TabState`), and the events and effects of its transition table
// (payment-machine.ts).
import { formatNaira } from '#shared/money.ts';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { refundedChargeText } from '#src/features/orders/payment-texts.ts';
import type { OrderPaymentState, Settlement } from '#src/features/orders/settle-payment.ts';
import type { OrderPayment } from '#src/lib/payment/pay-for-order.ts';
import type { PaymentInFlight, PaymentStage } from '#src/state/payments-in-flight.ts';

export const PAYMENT_TIMINGS = {
  /** A tab working on a reference says so this often… */
  beatMs: 2000,
  /** …so a hold older than this is a tab that went away. */
  holdMs: 6000,
  /** A pending transfer, or a check that could not be made, is asked again after this long. */
  retryMs: 5000,
  /** A transfer still unconfirmed after this long is given up (the provider's account expired). */
  transferWaitMs: 60 * 60_000,
} as const;
export type PaymentTimings = { readonly [K in keyof typeof PAYMENT_TIMINGS]: number };

/** What a beat does with a stored stage nobody holds: resume its check, and for how long. */
export const STAGES: Readonly<Record<PaymentStage, { resumes: boolean; givesUp: boolean }>> = {
  /** A checkout left open by a page that went away: the check says whether it charged. */
  opened: { resumes: true, givesUp: false },
  /** The checkout reported a charge: checked until the server says what became of it. */
  succeeded: { resumes: true, givesUp: false },
  /** A bank transfer: checked until confirmed, or given up after `transferWaitMs`. */
  pending: { resumes: true, givesUp: true },
  /** A charge the order could not take: shown until the buyer dismisses it, never checked. */
  unapplied: { resumes: false, givesUp: false },
};

/** Everything one tab knows of one order's card payment. */
export interface TabState {
  /** References this tab works on: its checkout is open, or its check is running. */
  readonly working: ReadonlySet<string>;
  /** When this tab last checked each reference. */
  readonly lastTry: ReadonlyMap<string, number>;
  /** References this tab saw pay the order; the page drops them once it shows the order paid. */
  readonly paidHere: ReadonlySet<string>;
  /** The order's stored payments ('bukka.payments', every tab's), as last read. */
  readonly entries: readonly PaymentInFlight[];
  /** References this tab dropped itself: their going is no news. */
  readonly forgotten: ReadonlySet<string>;
  /** References another tab settled (they vanished): the order is read again, no Pay Now yet. */
  readonly rechecking: ReadonlySet<string>;
  /** The order as the page shows it (null before the page said). */
  readonly order: OrderPaymentState | null;
  /** This tab's Pay Now: reading the order, then its checkout (`reference`) until its outcome is
   * settled, and the order read again (`rereading`) when the outcome asked for it. */
  readonly paying: null | { readonly reference?: string; readonly rereading?: boolean };
  /** This tab's last failure (the role="alert" line), and the failure last toasted. */
  readonly error: string | null;
  readonly said: string | null;
  /** References 'Payment successful' was said for. */
  readonly saidPaid: ReadonlySet<string>;
}

export const INITIAL_TAB: TabState = {
  working: new Set(),
  lastTry: new Map(),
  paidHere: new Set(),
  entries: [],
  forgotten: new Set(),
  rechecking: new Set(),
  order: null,
  paying: null,
  error: null,
  said: null,
  saidPaid: new Set(),
};

export type PaymentEvent =
  /** Every `beatMs` while the page is open, and once at its start: this order's stored entries. */
  | { type: 'beat'; now: number; entries: readonly PaymentInFlight[] }
  /** The order's stored entries changed (this tab, another tab, or the page's start). */
  | { type: 'stored'; entries: readonly PaymentInFlight[] }
  /** The page shows the order so (a read, a refresh, the live poll). */
  | { type: 'order-shown'; order: OrderPaymentState }
  /** Pay Now pressed (`readOnly`: the read-only proxy has refused a write). */
  | { type: 'pay-pressed'; payment: OrderPayment; readOnly: boolean }
  /** Pay Now's reading of the order (null: it could not be read), and a new reference. */
  | {
      type: 'order-fetched';
      payment: OrderPayment;
      order: OrderDetails | null;
      reference: string;
      now: number;
    }
  /** The checkout reported a charge (`said`: the provider's reference, when it chose one). */
  | { type: 'charged'; entry: PaymentInFlight; said: string; now: number }
  | { type: 'cancelled'; reference: string }
  | { type: 'declined'; reference: string; message: string }
  /** A bank transfer awaiting confirmation. */
  | { type: 'transfer-pending'; reference: string; now: number }
  /** The checkout could not open. */
  | { type: 'checkout-broke'; reference: string; error: unknown }
  /** The server's check of a reference ended with this settlement. */
  | { type: 'checked'; entry: PaymentInFlight; result: Settlement }
  /** The check itself threw (a fault of the page): let go, tried again when the hold expires. */
  | { type: 'check-broke'; reference: string }
  /** The order was read again, as an effect asked. */
  | { type: 'order-reread' }
  /** The order was read again after these references vanished. */
  | { type: 'rechecked'; references: readonly string[] }
  /** The page goes (reload, closed tab, another page): its holds go with it. */
  | { type: 'page-left' };

export type PaymentEffect =
  | { do: 'keep'; entry: PaymentInFlight }
  | { do: 'change'; reference: string; patch: Partial<PaymentInFlight> }
  /** Drop a reference this tab settled itself. */
  | { do: 'forget'; reference: string }
  /** Ask the server what became of it; its answer comes back as `checked`. */
  | { do: 'check'; entry: PaymentInFlight }
  /** Read the order again (awaited before the next effect), then `order-reread`. */
  | { do: 'reread' }
  /** Read this order afresh for Pay Now; the answer comes back as `order-fetched`. */
  | { do: 'fetch-order'; payment: OrderPayment }
  /** Open the provider's checkout; what the payer did comes back as its event. */
  | { do: 'open-checkout'; entry: PaymentInFlight; payment: OrderPayment }
  /** Read this order again, then `rechecked`. */
  | { do: 'recheck'; references: readonly string[] }
  /** This tab's failure, toasted (the role="alert" line is the state's `error`). */
  | { do: 'fail'; text: string }
  /** A toast on the payment's topic, replacing its older message. */
  | { do: 'toast'; tone: 'error' | 'info'; text: string }
  /** A toast and a polite announcement. */
  | { do: 'inform'; text: string }
  | { do: 'close-topic' }
  /** The focus to the order's status. */
  | { do: 'focus-status' }
  /** 'Payment successful' with the reference. */
  | { do: 'say-paid'; reference: string };

/** What a row of the table says: `clear-error` empties the alert line; the messages are folded
 * into the tab before the effects leave the table (`told`, payment-machine.ts). */
export type Intent = PaymentEffect | { do: 'clear-error' };
/** A row's answer (`Step`: the tab's next knowledge and its intents) and the table's. */
export interface Step<E = Intent> {
  tab: TabState;
  effects: E[];
}
export type Transition = Step<PaymentEffect>;

/** A set with the item in it (`keep`) or out of it; the old set stays as it was. */
export const withItem = <T>(set: ReadonlySet<T>, item: T, keep: boolean): ReadonlySet<T> => {
  const next = new Set(set);
  if (keep) next.add(item);
  else next.delete(item);
  return next;
};
/** This tab starts (`on`) or stops working on a reference. */
export const work = (tab: TabState, reference: string, on: boolean): TabState => ({
  ...tab,
  working: withItem(tab.working, reference, on),
});
/** This tab checked a reference `now`. */
export const tried = (tab: TabState, reference: string, now: number): TabState => ({
  ...tab,
  lastTry: new Map(tab.lastTry).set(reference, now),
});
/** A charge the server gave back to the card, in its words. */
export const refundedText = (entry: PaymentInFlight, isPaid: boolean) =>
  refundedChargeText(formatNaira(entry.amountKobo), entry.reference, { isPaid });
