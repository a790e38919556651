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
} as const;
