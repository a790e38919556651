// Labels of the wallet panel; the spec's messages come from src/lib/texts.ts.
export const walletTexts = {
  balance: 'Wallet balance',
  // What the balance is, by who reads it and how orders are paid (docs/product-notes.md).
  vendorMeaning: 'Your earnings: paid orders, less refunds. Refunds you give are paid from it.',
  // Where the API can pay orders from the wallet (the mock's wallet payment): a second use.
  vendorMeaningSpends:
    'Your earnings: paid orders, less refunds. They pay the refunds you give, and your own orders at other kitchens: open an unpaid order to pay it from your wallet.',
  // No payout call exists (hosted §8.3): the balance stays; said instead of a dead CashOut button.
  vendorNoPayout:
    'Bukka has no payout to a bank account yet, so your earnings stay in this wallet.',
  buyerNoPayout:
    'Bukka has no cash-out to a bank account yet, so your balance stays in this wallet.',
  // 'Create wallet' (the spec's label) makes a bank account for transfers IN: never a payout.
  vendorNoAccount:
    'Create wallet gives you a bank account number for transfers into this balance (to cover refunds). It does not pay your earnings out.',
  buyerCardMeaning:
    'Orders are paid by card. Your balance holds refunds of your orders; it cannot pay for orders or be cashed out yet.',
  buyerCardMeaningSpends:
    'Your balance holds refunds of your orders and money sent to your wallet account. It pays for your orders: open an unpaid order to pay all of it from your wallet, or a part with the rest by card.',
  buyerWalletMeaning:
    'Orders are paid from this balance when you place them. Fund it by bank transfer to your wallet account.',
  buyerNoAccount: 'No wallet account yet: Create wallet to fund it by bank transfer.',
  fund: 'Fund wallet / Deposit',
  depositHelp: 'Transfer any amount to this account; your balance updates when the bank confirms.',
  bank: 'Bank',
  accountNumber: 'Account number',
  fundTitle: 'Add money by bank transfer',
  accountTitle: 'Wallet account',
  createWallet: 'Create wallet',
  creating: 'Creating wallet…',
  confirmCreateVendor:
    'Create a bank account for transfers into your wallet? It receives money; it does not pay your earnings out.',
  confirmCreateBuyer:
    'Create a bank account for transfers into your wallet? Money sent to it pays for your orders.',
  ok: 'Ok',
  cancel: 'Cancel',
  // A buyer's account details with card checkout: what a transfer to it would (not) do.
  detailsNoDeposit:
    'Money sent to this account is added to your balance, which cannot pay for orders or be cashed out yet: pay your orders by card.',
  details: 'Wallet details',
  hideDetails: 'Hide wallet details',
  history: 'Transaction History',
  credit: 'Credit',
  debit: 'Debit',
  simulateTitle: 'Mock mode: simulate a bank transfer',
  simulateNote: 'Test helper of the offline mock server; it does not exist on the real service.',
  simulateAmount: 'Amount (naira)',
  simulate: 'simulate a bank transfer',
  simulating: 'Sending the transfer…',
  simulated: (naira: string) => `Transfer received. New balance ${naira}`,
} as const;
