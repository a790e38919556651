// The vendor landing page (/vendor). The spec shows no content there; these texts use only the
// spec's own claims (section 1) and the registration flow it describes (section 2, Account).
export const vendorTexts = {
  title: 'Sell your food on Bukka',
  lead: 'Join the market: open a store, post your dishes and reach buyers near you, in a reliable environment.',
  start: 'Start vendor registration',
  signInToStart: 'Sign in to start vendor registration',
  whyTitle: 'Why sell on Bukka',
  reasons: [
    {
      title: 'Bonuses of up to 20%',
      text: 'Vendors get bonuses of up to 20% of their monthly sales.',
    },
    {
      title: 'Buyers near you',
      text: 'Buyers find stores by location or store name, and see your rating and whether you are online.',
    },
    {
      title: 'Riders deliver',
      text: 'Dispatch riders take your orders to the buyer; you accept or refund each order from your account.',
    },
    {
      title: 'Paid through the wallet',
      text: 'Buyers pay from their Bukka wallet or by card, so you see paid orders before you cook.',
    },
  ],
  howTitle: 'How registration works',
  steps: [
    'Sign in (or sign up and verify your e-mail).',
    'Open your account page and choose vendor registration.',
    'Give your shop name, physical address, a picture and the places you can deliver to.',
    'Your store gets its own page on Bukka: post dishes with photos, price, content and extras.',
  ],
  aboutExtras: 'What are extras?',
} as const;
