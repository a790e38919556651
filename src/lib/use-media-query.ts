import { useSyncExternalStore } from 'react';

/** True while the media query matches (false where matchMedia is missing, e.g. some tests). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () =>
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false,
    () => false,
  );
}

/** The spec's small-screen switch for the search bar and the header. */
export const SMALL_SCREEN = '(max-width: 768px)';
/** The main narrow/wide switch (spec section 9). */
export const WIDE_SCREEN = '(min-width: 1200px)';
