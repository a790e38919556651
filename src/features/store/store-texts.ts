// Texts and constants of the store page (spec "Store page", sections 8 and 9).
export const storeTexts = {
  searchLabel: 'Search this store',
  searchButton: 'Search',
  categories: 'Categories',
  allCategories: 'All',
  priceLabel: 'Price',
  anyPrice: 'Any price',
  add: 'Add to cart',
  // Not in the spec: the one-store warning's way forward.
  startNewCart: 'Start a new cart',
  decrease: 'Remove one',
  increase: 'Add one',
  loading: 'Loading dishes',
  noProducts: 'No dish matches these filters in this store.',
  clearFilters: 'Show every dish',
  noDishesYet: 'This kitchen has not posted a dish yet.',
  shopLive: 'Your shop is live — post your first dish',
  shopLiveText:
    'Buyers can find your shop now. Post a dish with its photos, price and extras, and it shows here.',
  postDish: 'Post a dish',
  chooseStore: 'Choose a kitchen',
  chooseStoreText:
    'This page shows one kitchen at a time. Sign in to see your own store here, or pick a kitchen from the search.',
  findKitchens: 'Find kitchens',
  notFound:
    'This kitchen does not exist, or it has closed. Find another kitchen near you from the search.',
} as const;

/** Price slider range (spec section 9). It is a ceiling: the default is the top end, where it sets
 * no limit (the spec's default of 500 as a ceiling would hide nearly every dish). */
export const PRICE_MIN = 500;
export const PRICE_MAX = 10000;

export const PRICE_STEP = 100;

/** 'up to ₦2,500', or 'Any price' at the top end. */
export function priceCeilingText(price: number, naira: string): string {
  return price >= PRICE_MAX ? storeTexts.anyPrice : `up to ${naira}`;
}

/** '{n} products found'. */
export function productsFound(count: number): string {
  return `${count} product${count === 1 ? '' : 's'} found`;
}

export function quantityOf(name: string, quantity: number): string {
  return `${quantity} × ${name} in the cart`;
}
