// What the server says about one stored payment of an order: the provider check
// (`POST /api/pay`), then — when it says success — paying the order with the reference
// (`POST /api/orders/pay`). Pure over its calls, so every answer is unit-tested. The stage says how
// far the checkout got before the page lost it:
// - `succeeded` (the checkout reported a charge): a check that cannot be made (5xx, no network)
//   waits and is tried again; a check that says no is 'error making payment'; a charge the order
//   cannot take (already paid with another reference, cancelled, refused) is `unapplied` — shown,
//   never dropped;
// - `pending` (a bank transfer awaiting confirmation): anything but a success waits;
// - `opened` (no outcome arrived: the page was reloaded or closed with the checkout open): a check
//   that says no means the checkout was abandoned, and an unknown reference (500) that it never
//   started: both are dropped silently; a success pays the order.
// The mock's provider also tells the server itself (its webhook): by the time a page checks, the
// order may already be paid with this very charge (`paid`), or the charge refunded to the card
// because the order could not take it (`refunded`, listed in the order's `refundedCharges`). A
// successful charge is offered to the order even when the page shows it paid or cancelled: the
// mock then refunds it at once and its refusal says so (`refundedCharge`), usually before the
// webhook would; the hosted API just refuses, and the charge is `unapplied` as before.
// A check the read-only proxy refuses (`--proxy URL` without `--allow-writes`) never reached the
// server: it is `not-sent`, not an outage to wait out — asking again is refused again.
// The hosted API's check accepts any reference the provider knows (hosted-api.md §7), so there an
// abandoned `opened` or `pending` reference would pass the check: `POST /api/orders/pay` is then the
// only judge (docs/hosted-divergences.md).

import { orderPayRefusalSchema } from '#shared/schemas/payments.ts';
import { isApiError } from '#src/api/client.ts';
import { isRefusedWrite } from '#src/lib/server-message.ts';
import type { PaymentInFlight, UnappliedReason } from '#src/state/payments-in-flight.ts';

/** What the order says about its payment. */
export interface OrderPaymentState {
  isPaid: boolean;
  isCancelled: boolean;
  reference?: string;
  /** Charges the server refunded to the card (mock only). */
  refundedCharges?: readonly { reference: string }[];
}

export interface SettleCalls {
  /** `POST /api/pay`. */
  verify(reference: string): Promise<{ success: boolean }>;
  /** `POST /api/orders/pay`. */
  payOrder(body: { reference: string; orderId: string }): Promise<unknown>;
  /** The order as the server has it now. */
  readOrder(orderId: string): Promise<OrderPaymentState>;
}

export type Settlement =
  /** The order is paid with this reference (`earlier`: before this check, nothing to say). */
  | { kind: 'paid'; earlier?: boolean }
  /** Nothing was charged (abandoned or never started): forget it. */
  | { kind: 'drop' }
  /** The checkout said success but the provider check says no. */
  | { kind: 'declined' }
  /** Not known yet (pending transfer, outage, no network): keep it and check again later. */
  | { kind: 'wait'; error?: unknown }
  /** Charged, and the order cannot take it. */
  | { kind: 'unapplied'; reason: UnappliedReason; error?: unknown }
  /** Charged, and the server gave it back to the card: the order was paid already, or cancelled. */
  | { kind: 'refunded'; orderPaid: boolean }
  /** The read-only proxy kept the check from the server (`charged`: the checkout said it charged,
   * or a transfer is in the bank's hands). */
  | { kind: 'not-sent'; charged: boolean };

const status = (error: unknown): number =>
  isApiError(error) && error.kind === 'http' ? error.status : 0;

/** 4xx: the server looked and said no (anything else: it could not look). */
const refused = (error: unknown): boolean => status(error) >= 400 && status(error) < 500;

/** The check was kept from the server: whether money may have moved is the checkout's word. */
const notSent = (entry: PaymentInFlight): Settlement => ({
  kind: 'not-sent',
  charged: entry.stage !== 'opened',
});

const wasRefunded = (order: OrderPaymentState, reference: string): boolean =>
  order.refundedCharges?.some((charge) => charge.reference === reference) ?? false;

/** The server's refusal says it refunded this very charge (the mock): why, or null. */
function refundedBy(error: unknown, reference: string): Settlement | null {
  if (!isApiError(error)) return null;
  const said = orderPayRefusalSchema.safeParse(error.body);
  const charge = said.success ? said.data.refundedCharge : undefined;
  return charge?.reference === reference
    ? { kind: 'refunded', orderPaid: charge.because === 'paid' }
    : null;
}

const refundedFrom = (order: OrderPaymentState): Settlement => ({
  kind: 'refunded',
  orderPaid: order.isPaid,
});

/** Why a charge made for `order` cannot pay it, if it cannot. */
function blocked(order: OrderPaymentState): UnappliedReason | null {
  if (order.isPaid) return 'paid';
  if (order.isCancelled) return 'cancelled';
  return null;
}

/**
 * Settles one stored payment. `order` is what the page last showed; when it says the order is
 * paid or cancelled, a successful charge is not offered to it again.
 */
export async function settlePayment(
  entry: PaymentInFlight,
  order: OrderPaymentState,
  calls: SettleCalls,
): Promise<Settlement> {
  if (order.isPaid && order.reference === entry.reference) return { kind: 'paid', earlier: true };
  if (wasRefunded(order, entry.reference)) return refundedFrom(order);
  let verified: boolean;
  try {
    verified = (await calls.verify(entry.reference)).success;
  } catch (error) {
    if (isRefusedWrite(error)) return notSent(entry);
    if (!refused(error)) {
      // 500 'Server error' is the provider not knowing the reference: a checkout that never
      // started. A succeeded or pending one is known, so there it is the lookup failing.
      if (entry.stage === 'opened' && status(error) === 500) return { kind: 'drop' };
      return { kind: 'wait', error };
    }
    verified = false;
  }
  if (!verified) {
    // The checkout said it charged the card: the server may have refunded the charge since (it
    // says so on the order), else the charge did not go through.
    if (entry.stage === 'succeeded') {
      let now: OrderPaymentState;
      try {
        now = await calls.readOrder(entry.orderId);
      } catch (readError) {
        return { kind: 'wait', error: readError };
      }
      if (wasRefunded(now, entry.reference)) return refundedFrom(now);
      if (now.isPaid && now.reference === entry.reference) return { kind: 'paid' };
      return blocked(now) ? { kind: 'drop' } : { kind: 'declined' };
    }
    // Nothing was charged: only an open order still waits for its transfer.
    if (blocked(order)) return { kind: 'drop' };
    return entry.stage === 'pending' ? { kind: 'wait' } : { kind: 'drop' };
  }

  // Shown paid or cancelled: still offered, so the mock can refund it at once (see the top).
  const before = blocked(order);
  try {
    await calls.payOrder({ reference: entry.reference, orderId: entry.orderId });
    return { kind: 'paid' };
  } catch (error) {
    const refund = refundedBy(error, entry.reference);
    if (refund) return refund;
    if (isRefusedWrite(error)) return notSent(entry);
    // Known before the call: the same note as ever, without the refusal's words.
    if (before) return { kind: 'unapplied', reason: before };
    if (!refused(error)) return { kind: 'wait', error };
    // Refused: find out why from the order itself (the answer to an earlier try may have been lost).
    let now: OrderPaymentState;
    try {
      now = await calls.readOrder(entry.orderId);
    } catch (readError) {
      return { kind: 'wait', error: readError };
    }
    if (now.isPaid && now.reference === entry.reference) return { kind: 'paid' };
    if (wasRefunded(now, entry.reference)) return refundedFrom(now);
    const reason = blocked(now);
    if (reason) return { kind: 'unapplied', reason, error };
    // A transfer the order does not take yet is still a transfer in the bank's hands (the hosted
    // check passes any known reference): wait quietly.
    if (entry.stage === 'pending') return { kind: 'wait' };
    if (entry.stage === 'opened') return { kind: 'drop' };
    return { kind: 'unapplied', reason: 'refused', error };
  }
}
