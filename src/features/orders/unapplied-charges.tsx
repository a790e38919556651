// Charges the provider made that the order could not take (already paid with another reference,
// cancelled, refused): never dropped silently. Each says the amount, the reference and what to do
// (customer care, src/lib/contact.ts); it stays until the buyer says they noted it.

import { formatNaira } from '#shared/money.ts';
import { Button } from '#src/components/button.tsx';
import { paymentTexts, unappliedText } from '#src/features/orders/payment-texts.ts';
import { contact } from '#src/lib/contact.ts';
import { dropPayment, type PaymentInFlight } from '#src/state/payments-in-flight.ts';

export function UnappliedCharges({ entries }: { entries: readonly PaymentInFlight[] }) {
  const charges = entries.filter((p) => p.stage === 'unapplied');
  if (!charges.length) return null;
  return (
    <section className="order-unapplied" aria-label={paymentTexts.unappliedTitle}>
      {charges.map((charge) => (
        <div key={charge.reference} role="alert" className="order-unapplied__charge">
          <p>
            {unappliedText(
              formatNaira(charge.amountKobo),
              charge.reference,
              charge.reason ?? 'refused',
            )}
          </p>
          <p>
            <a href={contact.phoneHref}>{contact.phoneDisplay}</a> ·{' '}
            <a
              href={`mailto:${contact.email}?subject=${encodeURIComponent(`Payment ${charge.reference}`)}`}
            >
              {contact.email}
            </a>
          </p>
          <Button variant="secondary" size="small" onClick={() => dropPayment(charge.reference)}>
            {paymentTexts.dismiss}
          </Button>
        </div>
      ))}
    </section>
  );
}
