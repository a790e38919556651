// What each settlement of the server's check does to one tab's payment: the outcomes (paid,
// cannot be checked yet, declined, a charge the order cannot take or the server refunded, a check
// the read-only proxy kept from the server) as rows of the transition table (payment-machine.ts).
import {
  refundedText,
  type Step,
  type TabState,
  withItem,
  work,
} from '#src/features/orders/payment-model.ts';
import { checkLaterText } from '#src/features/orders/payment-texts.ts';
import type { Settlement } from '#src/features/orders/settle-payment.ts';
import { serverMessage } from '#src/lib/server-message.ts';
import { texts } from '#src/lib/texts.ts';
import type { PaymentInFlight } from '#src/state/payments-in-flight.ts';

/** What each settlement of a check does (the check's reference is no longer worked on). */
const OUTCOMES: {
  [K in Settlement['kind']]: (
    tab: TabState,
    entry: PaymentInFlight,
    result: Extract<Settlement, { kind: K }>,
  ) => Step;
} = {
  wait: (tab, { reference }, result) => ({
    tab,
    effects: [
      { do: 'change', reference, patch: { heldAt: 0 } },
      ...(result.error === undefined
        ? []
        : [{ do: 'fail', text: checkLaterText(serverMessage(result.error)) } as const]),
    ],
  }),
  unapplied: (tab, { reference }, result) => ({
    tab,
    effects: [
      { do: 'change', reference, patch: { stage: 'unapplied', reason: result.reason, heldAt: 0 } },
      { do: 'clear-error' },
      result.error === undefined
        ? { do: 'close-topic' }
        : { do: 'toast', tone: 'error', text: serverMessage(result.error) },
      { do: 'reread' },
    ],
  }),
  // Why is the server's word (this page may not show the order paid or cancelled yet).
  refunded: (tab, entry, result) => ({
    tab,
    effects: [
      { do: 'forget', reference: entry.reference },
      { do: 'clear-error' },
      { do: 'inform', text: refundedText(entry, result.orderPaid) },
      { do: 'reread' },
    ],
  }),
  drop: (tab, { reference }) => ({ tab, effects: [{ do: 'forget', reference }] }),
  // Nothing reached the server, and asking again would be refused again: said once where the
  // buyer paid; a charge the checkout made is kept and shown, never dropped.
  'not-sent': (tab, { reference }, result) => ({
    tab,
    effects: [
      result.charged
        ? { do: 'change', reference, patch: { stage: 'unapplied', reason: 'not-sent', heldAt: 0 } }
        : { do: 'forget', reference },
      { do: 'fail', text: texts.notSentReadOnly },
    ],
  }),
  declined: (tab, { reference }) => ({
    tab,
    effects: [
      { do: 'forget', reference },
      { do: 'fail', text: texts.errorMakingPayment },
    ],
  }),
  paid: (tab, { reference }, result) =>
    result.earlier
      ? {
          tab,
          effects: [
            { do: 'forget', reference },
            { do: 'say-paid', reference },
          ],
        }
      : // The reference goes once the page shows the order paid (`order-paid`), never before:
        // Pay Now must not flash in between.
        {
          tab: { ...tab, paidHere: withItem(tab.paidHere, reference, true) },
          effects: [{ do: 'reread' }, { do: 'say-paid', reference }],
        },
};

/** A check ended: its reference is let go and its settlement says the rest. */
export function settled(tab: TabState, entry: PaymentInFlight, result: Settlement): Step {
  const free = work(tab, entry.reference, false);
  const outcome = OUTCOMES[result.kind] as (
    tab: TabState,
    entry: PaymentInFlight,
    result: Settlement,
  ) => Step;
  return outcome(free, entry, result);
}
