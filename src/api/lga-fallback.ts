// A local government the API cannot match by name is asked for by its neighbourhoods. The hosted
// store search matches a piece of text in a store's address or delivery places (§3.14), and stores
// write their neighbourhood ("Lekki Phase 1"), not its local government ("Eti-Osa"): so when the
// LGA's own name finds nothing, the search, the location check and the delivery check ask with its
// neighbourhoods instead — nearest to its centre first, a bounded few, all at once.

/**
 * The neighbourhoods to ask for `place` when it names a local government (`lgaNeighbourhoods`:
 * nearest first, at most MAX_NEIGHBOURHOODS), else none. The gazetteer is loaded on first use.
 */
export async function neighbourhoodsOf(place: string): Promise<string[]> {
  if (!place.trim()) return [];
  const { lgaNeighbourhoods } = await import('#src/lib/geocoder/lga-neighbourhoods.ts');
  return lgaNeighbourhoods(place);
}

/**
 * True as soon as one of `checks` resolves true (the others are left to finish unheard), false
 * when all resolve false; the first failure fails it.
 */
export function anyTrue(checks: readonly Promise<boolean>[]): Promise<boolean> {
  if (checks.length === 0) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    let left = checks.length;
    for (const check of checks) {
      check.then((yes) => {
        if (yes) resolve(true);
        else if (--left === 0) resolve(false);
      }, reject);
    }
  });
}
