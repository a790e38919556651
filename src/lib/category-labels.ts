// How a category, type or filter value is shown. The API's values keep the original client's
// spelling 'Desert' (the spec's buttons, filters and type list; the hosted catalogue's dishes are
// stored under it and found by it), so the wire keeps it; people read 'Dessert'.

/** The value as shown: 'Desert' → 'Dessert', 'desert' → 'dessert'; anything else as it is. */
export function categoryLabel(value: string): string {
  return value.replace(/\b([Dd])esert\b/g, '$1essert');
}
