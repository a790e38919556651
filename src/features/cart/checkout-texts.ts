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
  // What happened to an order whose answer was lost, or that another tab got to first.
  notPlacedOffline: 'Your order was not placed — check your connection and try again',
  notPlacedServer: 'Your order was not placed — something went wrong on our side, try again',
  outcomeUnknown:
    'We could not check whether your order was placed — check your connection and try again. We look for it first, so it is never placed twice.',
  placedDespiteLoss: 'Your order was placed — the connection dropped before we heard back',
  cartEmptiedElsewhere: 'Your cart was emptied in another tab',
  cartChangedElsewhere: 'Your cart changed in another tab — check it, then place the order',
  placingElsewhere: 'This order is already being placed in another tab',
  walletBalance: (balance: string) => `Paid from your wallet: balance ${balance}.`,
  walletShort: (missing: string) => `You need ${missing} more — `,
  fundWallet: 'Fund wallet',
} as const;
