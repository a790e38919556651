// What the order page says of paying from the wallet (the mock's wallet payment: an order whose
// answer carries `walletShare`). Amounts come formatted ('N12,300.00').
export const walletPayTexts = {
  holds: (balance: string) => `Your Bukka wallet holds ${balance}.`,
  payAll: (amount: string) => `Pay ${amount} from wallet`,
  partFromWallet: (amount: string) => `Use ${amount} from wallet`,
  partHint: (rest: string) => `The other ${rest} is then paid by card.`,
  held: (share: string, rest: string) =>
    `${share} from your wallet goes to this order. Pay the other ${rest} by card.`,
  putBack: 'Put it back in my wallet',
  puttingBack: 'Putting it back…',
  paying: 'Paying from wallet…',
  confirmTitle: 'Pay from wallet',
  confirmAll: (amount: string) => `Pay ${amount} for this order from your wallet?`,
  confirmPart: (amount: string) => `Put ${amount} of your wallet towards this order?`,
  balanceAfter: (before: string, after: string) => `Your balance goes from ${before} to ${after}.`,
  confirm: 'Pay',
  cancel: 'Cancel',
  paidFromWallet: 'Paid from your wallet',
  partTaken: (share: string) => `${share} from your wallet goes to this order`,
  putBackDone: (share: string) => `${share} is back in your wallet`,
  paidSplit: (share: string) => `${share} of it from your wallet.`,
} as const;
