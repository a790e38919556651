// Card payment as the app does it after the provider's popup: the provider's reference, then the
// app's own `confirmCardPayment` (`POST /api/pay`, then `POST /api/orders/pay`). Through the API
// the provider's outcome comes from the mock's control API (`POST /__mock/payments`). When the
// check does not confirm, the app stops there; the step then also pays the order directly, to show
// the server refuses a client that skips the check.

import { attempt, type Outcome, seen } from '#scenarios/core/attempt.ts';
import { mockControl, type PaymentStatus } from '#scenarios/core/mock-control.ts';
import type { Step } from '#scenarios/core/types.ts';
import { isApiError } from '#src/api/client.ts';
import { confirmCardPayment, PaymentNotVerifiedError, payOrder } from '#src/api/payments.ts';
import { requireMemory, seeOrder } from './views.ts';

type CheckSeen = { status: number; success?: boolean; message?: string };

/** The app's confirmation, seen as the check's answer and the order payment's outcome. */
async function confirmAsTheApp(
  reference: string,
  orderId: string,
): Promise<{ checkSeen: CheckSeen; pay: Outcome<{ isPaid: boolean }> }> {
  try {
    const paid = await confirmCardPayment({ reference, orderId });
    return {
      checkSeen: { status: 200, success: true },
      pay: { ok: true, status: 200, value: paid },
    };
  } catch (error) {
    if (error instanceof PaymentNotVerifiedError) {
      const { check, cause } = error;
      let checkSeen: CheckSeen;
      if (check) checkSeen = { status: 200, success: check.success };
      else if (isApiError(cause)) checkSeen = { status: cause.status, message: cause.message };
      else throw cause;
      // The app stops here; a client that skipped the check must still be refused.
      return { checkSeen, pay: await attempt(() => payOrder({ reference, orderId })) };
    }
    if (!isApiError(error)) throw error;
    const { status, message, kind } = error;
    return { checkSeen: { status: 200, success: true }, pay: { ok: false, status, message, kind } };
  }
}

export interface PayOptions {
  /** What the payer chose at the provider. */
  outcome: PaymentStatus;
  /** Use the reference of an earlier (already used) payment instead of a new one. */
  reuseReference?: boolean;
  /** Expected answers when refused (defaults: the mock's texts). */
  refused?: {
    pay?: { status: number; message: string };
    order?: { status: number; message: string };
  };
}

const OUTCOME_WORDS: Record<PaymentStatus, string> = {
  success: 'succeeds',
  failed: 'fails',
  abandoned: 'is cancelled',
  pending: 'stays bank-transfer-pending',
};

export function payByCard(actor: string, options: PayOptions): Step {
  const title = options.reuseReference
    ? `${actor} pays with a reference already used → refused`
    : `${actor} pays by card and the payment ${OUTCOME_WORDS[options.outcome]}`;
  return {
    title,
    actor,
    kind: 'payByCard',
    args: { ...options },
    needs: ['payments'],
    modes: ['card'],
    async run(ctx) {
      const a = ctx.actor;
      const orderId = requireMemory(ctx, 'orderId');
      const amount = requireMemory(ctx, 'orderTotalKobo');
      let reference: string;
      if (options.reuseReference) {
        reference = requireMemory(ctx, 'reference');
      } else {
        const payment = await mockControl(ctx.target).payment(a.email, amount, options.outcome);
        reference = payment.reference;
      }
      const { checkSeen, pay } = await confirmAsTheApp(reference, orderId);
      ctx.observe('payCheck', checkSeen);
      ctx.observe('orderPay', pay.ok ? { status: 200, isPaid: pay.value.isPaid } : seen(pay));
      const order = await seeOrder(ctx, a, orderId);
      ctx.observe('orderIsPaid', order.isPaid);
      if (options.outcome === 'success' && !options.reuseReference) {
        ctx.check('provider check', checkSeen, { status: 200, success: true });
        ctx.check('order pay', pay.ok ? pay.value.isPaid : seen(pay), true);
        ctx.check('order shows paid', order.isPaid, true);
        ctx.memory.reference = reference;
        ctx.memory.paidKobo = ((ctx.memory.paidKobo as number | undefined) ?? 0) + amount;
        return;
      }
      const expectPay = options.refused?.pay;
      if (options.reuseReference) {
        ctx.check('provider check (the reference itself is a success)', checkSeen, {
          status: 200,
          success: true,
        });
      } else {
        ctx.check(
          'provider check refused (app: error making payment)',
          checkSeen,
          expectPay ?? { status: 400, message: 'Payment failed' },
        );
      }
      const expectOrder =
        options.refused?.order ??
        (options.reuseReference
          ? { status: 409, message: 'Payment reference has already been used' }
          : { status: 400, message: 'Payment reference is not a successful payment' });
      ctx.check('order pay refused', seen(pay), expectOrder);
      ctx.check('order stays unpaid', order.isPaid, false);
    },
  };
}
