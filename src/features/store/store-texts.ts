// Texts and constants of the store page (spec "Store page", sections 8 and 9).
export const storeTexts = {
  searchLabel: 'Search this store',
  searchButton: 'Search',
  categories: 'Categories',
  allCategories: 'All',
  priceLabel: 'Lowest price shown',
  add: 'Add to cart',
  decrease: 'Remove one',
  increase: 'Add one',
  loading: 'Loading dishes',
  noProducts: 'No dish matches these filters in this store.',
  chooseStore: 'Choose a kitchen',
  chooseStoreText:
    'This page shows one kitchen at a time. Sign in to see your own store here, or pick a kitchen from the search.',
  findKitchens: 'Find kitchens',
} as const;

/** Price slider (spec section 9). */
export const PRICE_MIN = 500;
export const PRICE_MAX = 10000;
export const PRICE_DEFAULT = 500;
export const PRICE_STEP = 100;

/** '{n} products found'. */
export function productsFound(count: number): string {
  return `${count} product${count === 1 ? '' : 's'} found`;
}

export function quantityOf(name: string, quantity: number): string {
  return `${quantity} × ${name} in the cart`;
}
