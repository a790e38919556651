// The emulated provider's checkout page's script (inlined in the page by checkout-page.ts, bundled
// by mock-server/browser-scripts): the payer's four choices are sent to the mock, and the outcome
// is posted to the inline script of the paying page (paystack-transaction.ts) when the page is in
// its iframe. The page's data is the JSON of its #checkout-data element.
import type { CheckoutLoaded, CheckoutMessage, CheckoutResult } from './checkout-message.ts';

/** What checkout-page.ts writes into #checkout-data. */
type CheckoutData = {
  /** The mock's origin ('' = the page's own). */
  base: string;
  /** The mock world of the transaction ('' = the default one). */
  world?: string;
  source: string;
  accessCode: string;
  id: number;
  reference: string;
  email: string;
};

type CompleteAnswer = { status: string; reference: string; message?: string };

const data = JSON.parse(
  document.getElementById('checkout-data')?.textContent as string,
) as CheckoutData;
const inFrame = window.parent && window.parent !== window;
const status = document.getElementById('checkout-status') as HTMLElement;
const buttons = Array.prototype.slice.call(
  document.querySelectorAll('button[data-outcome]'),
) as HTMLButtonElement[];
let busy = false;

function send(message: CheckoutLoaded | CheckoutResult): void {
  if (!inFrame) return;
  const marked: CheckoutMessage = Object.assign(message, {
    source: data.source,
    accessCode: data.accessCode,
  });
  window.parent.postMessage(marked, '*');
}

function choose(outcome: string): void {
  if (busy) return;
  busy = true;
  for (const b of buttons) b.disabled = true;
  status.textContent = 'Processing…';
  const world = data.world ? `?world=${encodeURIComponent(data.world)}` : '';
  const path = `/__mock/paystack/checkout/${encodeURIComponent(data.accessCode)}/complete`;
  fetch(data.base + path + world, {
    credentials: 'omit',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  })
    .then((res) => res.json().then((json: CompleteAnswer | null) => ({ ok: res.ok, json: json })))
    .then((r) => {
      if (!r.ok) throw new Error(r.json?.message || 'Request failed');
      const answer = r.json as CompleteAnswer;
      status.textContent = `Transaction ${answer.status} (reference ${answer.reference})`;
      send({
        type: 'result',
        outcome,
        status: answer.status,
        reference: answer.reference,
        id: data.id,
        message: answer.status === 'failed' ? 'Declined' : undefined,
      });
    })
    .catch((error: Error) => {
      busy = false;
      for (const b of buttons) b.disabled = false;
      status.textContent = `Could not complete: ${error.message}`;
    });
}

for (const b of buttons) {
  b.addEventListener('click', () => choose(b.getAttribute('data-outcome') as string));
}
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') choose('abandoned');
});
send({
  type: 'loaded',
  id: data.id,
  reference: data.reference,
  customer: { email: data.email, customer_code: `CUS_${data.accessCode}` },
});
