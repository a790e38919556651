// Card payment as the app does it after the provider's popup: the provider's reference, then
// `POST /api/pay`, then `POST /api/orders/pay`. Through the API the provider's outcome comes from
// the mock's control API (`POST /__mock/payments`).

import { attempt, seen } from '#scenarios/core/attempt.ts';
import { mockControl, type PaymentStatus } from '#scenarios/core/mock-control.ts';
import type { Step } from '#scenarios/core/types.ts';
import { payOrder, verifyPayment } from '#src/api/payments.ts';
import { requireMemory, seeOrder } from './views.ts';

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
        const payment = await mockControl(ctx.target.baseUrl).payment(
          a.email,
          amount,
          options.outcome,
        );
        reference = payment.reference;
      }
      const check = await attempt(() => verifyPayment(reference));
      const checkSeen = check.ok ? { status: 200, success: check.value.success } : seen(check);
      ctx.observe('payCheck', checkSeen);
      const pay = await attempt(() => payOrder({ reference, orderId }));
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
