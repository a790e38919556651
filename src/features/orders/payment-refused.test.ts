// A card payment's check that the read-only proxy refuses (`--proxy URL` without
// `--allow-writes`): nothing reached the server, so it is not an answer lost on the way to wait
// out and ask again — said once, and a charge the checkout reported is kept, never dropped.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/client.ts';
import { transition, unresolved } from '#src/features/orders/payment-machine.ts';
import { INITIAL_TAB, PAYMENT_TIMINGS } from '#src/features/orders/payment-model.ts';
import { unappliedText } from '#src/features/orders/payment-texts.ts';
import { type SettleCalls, settlePayment } from '#src/features/orders/settle-payment.ts';
import type { PaymentInFlight, PaymentStage } from '#src/state/payments-in-flight.ts';

const NOT_SENT = 'Not sent: this is a read-only view of the live backend';
const refusal = (path: string) =>
  new ApiError({
    status: 403,
    kind: 'refused',
    message: `POST ${path} is a write; the read-only proxy does not send it to the backend (nothing was sent)`,
  });
const entry = (stage: PaymentStage): PaymentInFlight => ({
  reference: 'bukka-r1',
  orderId: 'o1',
  amountKobo: 490_000,
  stage,
  createdAt: 0,
  heldAt: 0,
});
const unpaid = { isPaid: false, isCancelled: false };

function calls(verify: () => Promise<{ success: boolean }>, payOrder = vi.fn()) {
  return {
    verify: vi.fn(verify),
    payOrder,
    readOrder: vi.fn(async () => unpaid),
  } satisfies SettleCalls;
}

describe('settlePayment, a check the read-only proxy refused', () => {
  it.each([
    ['opened', false],
    ['pending', true],
    ['succeeded', true],
  ] as const)(
    '%s: not sent (charged: %s), the order neither read nor paid',
    async (stage, charged) => {
      const c = calls(() => Promise.reject(refusal('/api/pay')));
      expect(await settlePayment(entry(stage), unpaid, c)).toEqual({ kind: 'not-sent', charged });
      expect(c.payOrder).not.toHaveBeenCalled();
      expect(c.readOrder).not.toHaveBeenCalled();
    },
  );

  it('paying the order refused after a passed check: not sent, the charge kept', async () => {
    const payOrder = vi.fn(() => Promise.reject(refusal('/api/orders/pay')));
    const c = calls(async () => ({ success: true }), payOrder);
    expect(await settlePayment(entry('succeeded'), unpaid, c)).toEqual({
      kind: 'not-sent',
      charged: true,
    });
    expect(c.readOrder).not.toHaveBeenCalled();
  });
});

describe('the transition table, a check not sent', () => {
  const checking = { ...INITIAL_TAB, working: new Set(['bukka-r1']) };

  it('a charge the checkout reported: kept as one the order could not take, said once', () => {
    const { tab, effects } = transition(checking, {
      type: 'checked',
      entry: entry('succeeded'),
      result: { kind: 'not-sent', charged: true },
    });
    expect(tab.working.has('bukka-r1')).toBe(false);
    expect(effects).toEqual([
      {
        do: 'change',
        reference: 'bukka-r1',
        patch: { stage: 'unapplied', reason: 'not-sent', heldAt: 0 },
      },
      { do: 'fail', text: NOT_SENT },
    ]);
    // Kept, shown with what to do, and never checked again.
    const kept = {
      ...entry('succeeded'),
      stage: 'unapplied' as const,
      reason: 'not-sent' as const,
    };
    expect(unresolved([kept], 'o1')).toBe(false);
    const later = transition(tab, {
      type: 'beat',
      now: PAYMENT_TIMINGS.retryMs * 10,
      entries: [kept],
    });
    expect(later.effects).toEqual([]);
    expect(unappliedText('N4,900.00', 'bukka-r1', 'not-sent')).toBe(
      'We received a payment of N4,900.00 (reference bukka-r1), but this is a read-only view of the live backend, where it could not be sent, so it was not used. It is not lost: contact customer care with this reference to have it refunded.',
    );
  });

  it('a checkout that never reported a charge: forgotten, said once, no check later', () => {
    const { effects } = transition(checking, {
      type: 'checked',
      entry: entry('opened'),
      result: { kind: 'not-sent', charged: false },
    });
    expect(effects).toEqual([
      { do: 'forget', reference: 'bukka-r1' },
      { do: 'fail', text: NOT_SENT },
    ]);
  });
});
