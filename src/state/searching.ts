// Search state (spec sections 3 and 4): searchproducts deduplicated by _id, searchedLocation,
// pagecounts. Only searchedLocation is persisted.
import { proxy } from 'valtio';

export interface SearchItem {
  _id: string;
  [key: string]: unknown;
}

export interface SearchingState {
  searchproducts: SearchItem[];
  searchedLocation: string;
  pagecounts: number;
}

export const searchingStore = proxy<SearchingState>({
  searchproducts: [],
  searchedLocation: '',
  pagecounts: 0,
});

function uniqueById<T extends SearchItem>(list: readonly T[], seen = new Set<string>()): T[] {
  const out: T[] = [];
  for (const item of list) {
    if (seen.has(item._id)) continue;
    seen.add(item._id);
    out.push(item);
  }
  return out;
}

/** Append only results whose _id is not present yet (duplicates within `results` too). */
export function addSearchResults(results: readonly SearchItem[]): void {
  const seen = new Set(searchingStore.searchproducts.map((item) => item._id));
  searchingStore.searchproducts.push(...uniqueById(results, seen));
}

/** Replace the list (deduplicated). */
export function resetSearchResults(results: readonly SearchItem[] = []): void {
  searchingStore.searchproducts = uniqueById(results);
}

export function setSearchedLocation(location: string): void {
  searchingStore.searchedLocation = location;
}

export function clearSearchedLocation(): void {
  searchingStore.searchedLocation = '';
}

export function setPageCount(count: number): void {
  searchingStore.pagecounts = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}
