import { nairaText } from '#mock/domain/plumbing/wire.ts';
import { escapeMarkup } from '#shared/markup.ts';
import { formatNaira } from '#shared/money.ts';
import { CHECKOUT_MESSAGE_SOURCE } from './browser/checkout-message.ts';
import { checkoutScript } from './checkout-script-text.ts';

/** What the checkout page shows of a provider transaction. */
export interface CheckoutView {
  accessCode: string;
  providerId: number;
  reference: string;
  email: string;
  amountKobo: number;
  currency: string;
  status: string;
}

const CHECKOUT_TITLE = 'Bukka test checkout — no real money';

/** The four choices the payer has, with their button labels. */
const CHECKOUT_CHOICES = [
  { outcome: 'success', label: 'Pay successfully' },
  { outcome: 'failed', label: 'Decline (failed)' },
  { outcome: 'abandoned', label: 'Cancel' },
  { outcome: 'pending', label: 'Bank transfer (pending)' },
] as const;

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #fff; }
  main { padding: 24px; max-width: 420px; margin: 0 auto; }
  h1 { font-size: 1.15rem; margin: 0 0 4px; }
  .badge { display: inline-block; background: #fff4ce; color: #5c4400; border: 1px solid #e0c060;
    border-radius: 4px; padding: 2px 8px; font-size: .85rem; font-weight: 600; }
  dl { margin: 16px 0; } dt { font-size: .85rem; color: #555; } dd { margin: 0 0 8px; }
  .amount { font-size: 1.6rem; font-weight: 700; }
  .choices { display: grid; gap: 10px; }
  button { font: inherit; min-height: 44px; border-radius: 6px; border: 2px solid #0b6e4f;
    background: #fff; color: #0b6e4f; cursor: pointer; padding: 8px 12px; }
  button.primary { background: #0b6e4f; color: #fff; }
  button:focus-visible { outline: 3px solid #1a4fd8; outline-offset: 2px; }
  button:disabled { opacity: .5; cursor: not-allowed; }
  [role=status] { min-height: 1.5em; margin-top: 12px; font-weight: 600; }
`;

function page(body: string, data: unknown): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeMarkup(CHECKOUT_TITLE)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeMarkup(CHECKOUT_TITLE)}</h1>
<p class="badge">Test mode: no card is charged, no money moves.</p>
${body}
</main>
<script id="checkout-data" type="application/json">${scriptJson(data)}</script>
<script>${checkoutScript()}</script>
</body>
</html>
`;
}

/**
 * The checkout page of one transaction, or a not-found page when the access code is unknown.
 * `base` is the mock's origin ('' = the page's own origin), used for the completion call because
 * the inline script shows this page through `srcdoc`; `world` the mock world it lives in.
 */
export function renderCheckoutPage(view: CheckoutView | undefined, base = '', world = ''): string {
  if (!view) {
    return page('<p role="alert">Transaction not found: the access code is unknown.</p>', { base });
  }
  const open = view.status === 'ongoing' || view.status === 'pending';
  const amount =
    view.currency === 'NGN'
      ? formatNaira(view.amountKobo)
      : `${view.currency} ${nairaText(view.amountKobo)}`;
  const choices = CHECKOUT_CHOICES.map(
    (c, i) =>
      `<button type="button" data-outcome="${c.outcome}"${i === 0 ? ' class="primary" autofocus' : ''}${open ? '' : ' disabled'}>${escapeMarkup(c.label)}</button>`,
  ).join('\n');
  const body = `
<dl>
<dt>Amount</dt><dd class="amount">${escapeMarkup(amount)}</dd>
<dt>E-mail</dt><dd>${escapeMarkup(view.email)}</dd>
<dt>Reference</dt><dd>${escapeMarkup(view.reference)}</dd>
</dl>
<div class="choices" role="group" aria-label="Choose the outcome of this test payment">
${choices}
</div>
<p id="checkout-status" role="status" aria-live="polite">${open ? '' : `This transaction is already ${escapeMarkup(view.status)}.`}</p>`;
  return page(body, {
    base,
    // The mock world of the transaction ('' = default): the completion call names it.
    world,
    source: CHECKOUT_MESSAGE_SOURCE,
    accessCode: view.accessCode,
    id: view.providerId,
    reference: view.reference,
    email: view.email,
  });
}
