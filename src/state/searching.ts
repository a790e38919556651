// Search state (spec sections 3 and 4): the searched location, persisted.
import { proxy } from 'valtio';

export interface SearchingState {
  searchedLocation: string;
}

export const searchingStore = proxy<SearchingState>({ searchedLocation: '' });

export function setSearchedLocation(location: string): void {
  searchingStore.searchedLocation = location;
}

export function clearSearchedLocation(): void {
  searchingStore.searchedLocation = '';
}
