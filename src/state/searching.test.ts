import { describe, expect, it } from 'vitest';
import {
  clearSearchedLocation,
  searchingStore,
  setSearchedLocation,
} from '#src/state/searching.ts';

describe('searched location', () => {
  it('sets and clears the searched location', () => {
    setSearchedLocation('Ikeja, Lagos');
    expect(searchingStore.searchedLocation).toBe('Ikeja, Lagos');
    clearSearchedLocation();
    expect(searchingStore.searchedLocation).toBe('');
  });
});
