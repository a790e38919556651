import { beforeEach, describe, expect, it } from 'vitest';
import {
  addSearchResults,
  clearSearchedLocation,
  resetSearchResults,
  searchingStore,
  setPageCount,
  setSearchedLocation,
} from '#src/state/searching.ts';

const ids = () => searchingStore.searchproducts.map((item) => item._id);

beforeEach(() => {
  resetSearchResults([]);
  clearSearchedLocation();
  setPageCount(0);
});

describe('search results', () => {
  it('append only items whose _id is not present', () => {
    addSearchResults([{ _id: 'a' }, { _id: 'b' }]);
    addSearchResults([{ _id: 'b', name: 'again' }, { _id: 'c' }]);
    expect(ids()).toEqual(['a', 'b', 'c']);
    expect(searchingStore.searchproducts[1]).toEqual({ _id: 'b' });
  });

  it('drop duplicates inside one page too', () => {
    addSearchResults([{ _id: 'a' }, { _id: 'a' }]);
    expect(ids()).toEqual(['a']);
  });

  it('reset to a given (deduplicated) list', () => {
    addSearchResults([{ _id: 'a' }]);
    resetSearchResults([{ _id: 'x' }, { _id: 'y' }, { _id: 'x' }]);
    expect(ids()).toEqual(['x', 'y']);
    resetSearchResults();
    expect(ids()).toEqual([]);
  });
});

describe('location and page count', () => {
  it('sets and clears the searched location', () => {
    setSearchedLocation('Ikeja, Lagos');
    expect(searchingStore.searchedLocation).toBe('Ikeja, Lagos');
    clearSearchedLocation();
    expect(searchingStore.searchedLocation).toBe('');
  });

  it('sets the page count as a whole number, never negative', () => {
    setPageCount(4);
    expect(searchingStore.pagecounts).toBe(4);
    setPageCount(-1);
    expect(searchingStore.pagecounts).toBe(0);
  });
});
