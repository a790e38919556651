// Screen labels of the checkout (the server's messages come from src/lib/texts.ts).
export const checkoutTexts = {
  checkOut: 'Check out',
  sheetTitle: 'Order summary',
  placeOrder: 'Place order',
  placing: 'Placing order…',
  cancel: 'Cancel',
  subtotal: 'Subtotal',
  deliveryFee: 'Delivery fee',
  total: 'Total amount',
  shipTo: 'Ship to',
  noShipping: 'Add a shipping address before you check out.',
  paidFromWallet: 'Paid from your wallet when you place the order.',
  walletAfter: (balance: string, after: string) =>
    `Paid from your wallet: balance ${balance}, ${after} after this order.`,
  walletPaid: (balance: string) => `Paid from your wallet — balance now ${balance}`,
  walletBalance: (balance: string) => `Paid from your wallet: balance ${balance}.`,
  walletShort: (missing: string) => `You need ${missing} more — `,
  fundWallet: 'Fund wallet',
} as const;
