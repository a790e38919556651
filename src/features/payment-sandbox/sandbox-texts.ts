// Labels of the payment sandbox (mock mode only).
export const sandboxTexts = {
  title: 'Payment sandbox',
  note: 'Mock mode only: try the card checkout with a fixed test amount. No order is paid.',
  amount: 'Test amount',
  email: 'E-mail for the receipt',
  reference: 'Reference',
  checked: 'Checked by the server: the payment is successful.',
  pending: 'Bank transfer pending.',
} as const;

/** The original test page's fixed amount, in naira. */
export const SANDBOX_AMOUNT_NAIRA = 200;
export const SANDBOX_ORDER_ID = 'payment-sandbox';
