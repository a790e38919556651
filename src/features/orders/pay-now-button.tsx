// 'Pay Now' for an unpaid order: amount = what is due (the total less the wallet's part) × 100 kobo, NGN; payment errors in role="alert".
// While a payment of the order is unresolved — a charge being confirmed (here, after a reload, or
// in another tab) or a bank transfer pending — the page says so and offers no Pay Now.
import { useEffect, useRef } from 'react';
import { nairaToKobo } from '#shared/money.ts';
import { Button } from '#src/components/button.tsx';
import { paymentTexts } from '#src/features/orders/payment-texts.ts';
import type { OrderPaymentView } from '#src/features/orders/use-card-payment.ts';
import { nationalPhone } from '#src/lib/phone.ts';
import { texts } from '#src/lib/texts.ts';

export interface PayNowButtonProps {
  orderId: string;
  /** Naira, as on the wire: what the card pays (the total less the wallet's part). */
  total: number;
  email: string | false | undefined;
  phone?: string | number | false;
  name?: string;
  payment: OrderPaymentView;
}

/** What the order's unresolved payments say, or null when Pay Now may be offered. */
export function inFlightText(payment: OrderPaymentView): string | null {
  if (payment.rechecking) return paymentTexts.verifying;
  const open = payment.entries.filter((p) => p.stage !== 'unapplied');
  if (open.some((p) => p.stage === 'pending')) return paymentTexts.pending;
  if (open.some((p) => p.stage === 'succeeded')) return paymentTexts.verifying;
  const opened = open.filter((p) => !payment.isMine(p.reference));
  if (!opened.length) return null;
  // Another tab's checkout is open (it holds the reference), or one left by a reload is checked.
  return opened.some((p) => p.heldAt > 0) ? paymentTexts.otherTab : paymentTexts.verifying;
}

export function PayNowButton({ orderId, total, email, phone, name, payment }: PayNowButtonProps) {
  const canPay = typeof email === 'string' && email.length > 0;
  const waiting = inFlightText(payment);
  // The checkout (a provider's overlay) closed without paying: the focus, left on the page's body
  // when the overlay and its frame went, comes back to Pay Now, where the buyer was.
  const button = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(payment.busy);
  useEffect(() => {
    const ended = wasBusy.current && !payment.busy;
    wasBusy.current = payment.busy;
    if (!ended) return;
    const active = document.activeElement;
    if (!active || active === document.body) button.current?.focus();
  }, [payment.busy]);

  const onClick = () => {
    if (!canPay) return;
    payment.pay({
      email,
      amountKobo: nairaToKobo(total),
      orderId,
      name,
      phone: phone === false || phone === undefined ? undefined : nationalPhone(phone),
    });
  };

  return (
    <div className="pay-now">
      {waiting === null || payment.busy ? (
        <Button
          ref={button}
          onClick={onClick}
          loading={payment.busy}
          busyLabel={paymentTexts.paying}
          disabled={!canPay}
        >
          {texts.payNow}
        </Button>
      ) : null}
      {waiting !== null ? <p role="status">{waiting}</p> : null}
      {payment.error ? (
        <p role="alert" className="pay-now__error">
          {payment.error}
        </p>
      ) : null}
      {!canPay ? <p>{paymentTexts.noEmail}</p> : null}
    </div>
  );
}
