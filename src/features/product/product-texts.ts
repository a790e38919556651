// Texts of the product page (spec "Product page", sections 4 and 8).
export const productTexts = {
  addToTray: 'Add To Tray',
  goToStore: 'Go to store',
  // Not in the spec: the one-store warning's way forward (the warning is the spec's toast).
  otherStoreChoice: 'Your cart holds dishes from another store. What would you like to do?',
  startNewCart: 'Start a new cart',
  cancel: 'Cancel',
  none: 'none',
  online: 'online',
  verified: 'verified',
  notVerified: 'not verified',
  seeAll: 'See All',
  inYourCart: 'In your cart',
  recommended: 'Recommended for you',
  reviews: 'Store reviews',
  noReviews: 'This store has no reviews yet.',
  contains: 'Contains',
  extras: 'Add extras',
  storeRating: 'Store rating',
  rating: 'Rating',
  address: 'Address',
  loading: 'Loading product',
  thumbnails: 'Product photos',
  showPhoto: 'Show photo',
  notFoundExplanation:
    'This dish could not be loaded: it may have been removed by its store, or the link is wrong.',
  positive: 'Positive review',
  negative: 'Negative review',
  addedToTray: 'added to your cart',
  withExtras: 'With your extras',
} as const;

/** Suggestion cards in the product page's loading skeleton: one row (the spec's 18 cards are a
 * search page's skeleton, not this page's; docs/product-notes.md). */
export const RECOMMENDED_SKELETONS = 6;
/** Cart summary on the product page shows at most this many items. */
export const CART_SUMMARY_ITEMS = 3;

export function photoLabel(index: number, count: number): string {
  return `${productTexts.showPhoto} ${index + 1} of ${count}`;
}

/** '(up to 3)': an extra's limit with the dish. */
export function extraLimitText(limit: number): string {
  return `(up to ${limit})`;
}

/** '+ 2 × Plantain': an extra with its dish in the cart summary. */
export function extraLine(quantity: number, item: string): string {
  return `+ ${quantity} × ${item}`;
}

/** The drawn placeholder's name where a dish has no photo yet. */
export function noPhotoLabel(name: string): string {
  return `${name}: no photo yet`;
}
