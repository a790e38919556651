// The extras page (/extra). The spec shows no content; this explains extras as the product and
// cart rules define them (spec sections 3, 4, 5 and 9).
export const extrasTexts = {
  title: 'Extras: add-ons to your dish',
  lead: 'Many dishes come with extras — an extra piece of meat, plantain, a bottle of water — that you add to your order in the cart.',
  howTitle: 'How extras work',
  points: [
    'A store lists the extras it offers with each dish, each with its own price.',
    'In your cart, use + and − beside an extra to choose how many you want; it never goes below 0.',
    'Extras are added to your subtotal. The delivery fee depends only on the dishes: N1,200.00 when they come to more than N5,000.00, otherwise N1,500.00.',
    'Only extras you chose (more than 0) are sent with your order, and the store sees them on the order.',
    'A cart holds dishes from one store at a time, so extras always come from the same kitchen.',
  ],
  storesTitle: 'Find dishes with extras',
  allStores: 'See all kitchens',
} as const;
