// /pay: the original client's payment test page as a sandbox, only in mock mode: fixed amount
// 200 naira, the e-mail typed by the tester; success → reference → POST /api/pay.
import { type FormEvent, useState } from 'react';
import { formatNairaAmount, nairaToKobo } from '#shared/money.ts';
import { writesRefused } from '#src/api/client.ts';
import { verifyPayment } from '#src/api/payments.ts';
import { Button } from '#src/components/button.tsx';
import { NotFoundPage } from '#src/components/not-found-page.tsx';
import { isMockMode } from '#src/config/mock-mode.ts';
import {
  SANDBOX_AMOUNT_NAIRA,
  SANDBOX_ORDER_ID,
  sandboxTexts,
} from '#src/features/payment-sandbox/sandbox-texts.ts';
import { payForOrder } from '#src/lib/payment/pay-for-order.ts';
import { checkFailedText, declinedText } from '#src/lib/payment/payment-outcome.ts';
import { paymentSuccessful, texts } from '#src/lib/texts.ts';
import '#src/styles/forms.css';
import { notifyError, notifyInfo, notifySuccess } from '#src/lib/toast.ts';
import { useSingleFlight } from '#src/lib/use-send-once.ts';

/** The sandbox's payments share one toast topic: a newer outcome replaces the older. */
const topic = 'payment:sandbox';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'checked'; reference: string }
  | { kind: 'pending' }
  | { kind: 'error'; message: string };

function Sandbox() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const flight = useSingleFlight();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    // A read-only view of the live backend (the proxy has refused a write): the server could never
    // check a charge, so no checkout opens.
    if (writesRefused()) {
      notifyError(texts.notSentReadOnly, undefined, { topic });
      setOutcome({ kind: 'error', message: texts.notSentReadOnly });
      return;
    }
    // One checkout at a time (send once while pending): a second submit is dropped.
    void flight.run(
      () =>
        new Promise<void>((done) => {
          setOutcome({ kind: 'busy' });
          const finish = (next: Outcome) => {
            setOutcome(next);
            done();
          };
          const fail = (message: string) => {
            notifyError(message, undefined, { topic });
            finish({ kind: 'error', message });
          };
          void payForOrder(
            {
              email: email.trim(),
              amountKobo: nairaToKobo(SANDBOX_AMOUNT_NAIRA),
              orderId: SANDBOX_ORDER_ID,
            },
            {
              // 'Payment successful' only once the server's check says so.
              success: (reference) => {
                verifyPayment(reference).then(
                  (check) => {
                    if (!check.success) return fail(texts.errorMakingPayment);
                    notifySuccess(paymentSuccessful(reference), undefined, { topic });
                    finish({ kind: 'checked', reference });
                  },
                  (error: unknown) => fail(checkFailedText(error)),
                );
              },
              cancelled: () => {
                notifyInfo(texts.paymentCancelled, undefined, { topic });
                finish({ kind: 'idle' });
              },
              failed: (message) => fail(declinedText(message)),
              pending: () => finish({ kind: 'pending' }),
            },
          );
        }),
    );
  };

  return (
    <div className="auth-narrow">
      <section aria-labelledby="sandbox-title">
        <h1 id="sandbox-title">{sandboxTexts.title}</h1>
        <p>{sandboxTexts.note}</p>
        <form className="auth-form" onSubmit={onSubmit}>
          <p>
            {sandboxTexts.amount}: <strong>{formatNairaAmount(SANDBOX_AMOUNT_NAIRA)}</strong>
          </p>
          <label>
            {sandboxTexts.email}
            <input
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <Button type="submit" loading={outcome.kind === 'busy'} disabled={!email.trim()}>
            {texts.payNow}
          </Button>
        </form>
        <div aria-live="polite">
          {outcome.kind === 'checked' ? (
            <p>
              {sandboxTexts.checked} {sandboxTexts.reference}: <code>{outcome.reference}</code>
            </p>
          ) : null}
          {outcome.kind === 'pending' ? <p>{sandboxTexts.pending}</p> : null}
        </div>
        {outcome.kind === 'error' ? <p role="alert">{outcome.message}</p> : null}
      </section>
    </div>
  );
}

export function PaymentSandboxPage({ mockMode = isMockMode() }: { mockMode?: boolean }) {
  return mockMode ? <Sandbox /> : <NotFoundPage />;
}
