// 'Pay Now' for an unpaid order: amount = total × 100 kobo, NGN; payment errors in role="alert",
// a pending bank transfer as a status line.
import { Button } from '#src/components/button.tsx';
import { paymentTexts } from '#src/features/orders/payment-texts.ts';
import { useCardPayment } from '#src/features/orders/use-card-payment.ts';
import { nairaToKobo } from '#src/lib/money.ts';
import { nationalPhone } from '#src/lib/phone.ts';
import { texts } from '#src/lib/texts.ts';

export interface PayNowButtonProps {
  orderId: string;
  /** Naira, as on the wire. */
  total: number;
  email: string | false | undefined;
  phone?: string | number | false;
  name?: string;
}

export function PayNowButton({ orderId, total, email, phone, name }: PayNowButtonProps) {
  const payment = useCardPayment();
  const busy = payment.busy;
  const canPay = typeof email === 'string' && email.length > 0;

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
      <Button onClick={onClick} loading={busy} busyLabel={paymentTexts.paying} disabled={!canPay}>
        {texts.payNow}
      </Button>
      {payment.phase === 'verifying' ? <p role="status">{paymentTexts.verifying}</p> : null}
      {payment.phase === 'pending' ? <p role="status">{paymentTexts.pending}</p> : null}
      {payment.error ? (
        <p role="alert" className="pay-now__error">
          {payment.error}
        </p>
      ) : null}
      {!canPay ? <p>{paymentTexts.noEmail}</p> : null}
    </div>
  );
}
