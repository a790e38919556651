// The card payment's model: the timings, what a beat does with each stored stage, what one tab
// knows beside the stored entries, and the events and effects of its transition table
// (payment-machine.ts).

import { formatNaira } from '#shared/money.ts';
import { refundedChargeText } from '#src/features/orders/payment-texts.ts';
import type { Settlement } from '#src/features/orders/settle-payment.ts';
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

/** What this tab knows beside the stored entries. */
export interface TabState {
  /** References this tab works on: its checkout is open, or its check is running. */
  readonly working: ReadonlySet<string>;
  /** When this tab last checked each reference. */
  readonly lastTry: ReadonlyMap<string, number>;
  /** References this tab saw pay the order; the page drops them once it shows the order paid. */
  readonly paidHere: ReadonlySet<string>;
}

export const INITIAL_TAB: TabState = {
  working: new Set(),
  lastTry: new Map(),
  paidHere: new Set(),
};

export type PaymentEvent =
  /** Every `beatMs` while the page is open, and once at its start: this order's stored entries. */
  | { type: 'beat'; now: number; entries: readonly PaymentInFlight[] }
  /** Pay Now kept a new reference; its checkout opens. */
  | { type: 'opened'; entry: PaymentInFlight }
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
  /** The page shows the order paid with `paidWith`. */
  | { type: 'order-paid'; paidWith: string | undefined; entries: readonly PaymentInFlight[] }
  /** The page shows these charges refunded to the card (`isPaid`: the order was paid already). */
  | {
      type: 'charges-refunded';
      refunded: readonly string[];
      isPaid: boolean;
      entries: readonly PaymentInFlight[];
    }
  /** The page goes (reload, closed tab, another page): its holds go with it. */
  | { type: 'page-left' };

export type PaymentEffect =
  | { do: 'keep'; entry: PaymentInFlight }
  | { do: 'change'; reference: string; patch: Partial<PaymentInFlight> }
  /** Drop a reference this tab settled itself. */
  | { do: 'forget'; reference: string }
  /** Ask the server what became of it; its answer comes back as `checked`. */
  | { do: 'check'; entry: PaymentInFlight }
  /** Read the order again (awaited before the next effect). */
  | { do: 'reread' }
  /** This tab's failure: the role="alert" line, and a toast once. */
  | { do: 'fail'; text: string }
  | { do: 'clear-error' }
  /** A toast on the payment's topic, replacing its older message. */
  | { do: 'toast'; tone: 'error' | 'info'; text: string }
  /** A toast and a polite announcement. */
  | { do: 'inform'; text: string }
  | { do: 'close-topic' }
  /** 'Payment successful' with the reference, once per reference. */
  | { do: 'say-paid'; reference: string };

export interface Transition {
  tab: TabState;
  effects: PaymentEffect[];
}

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
