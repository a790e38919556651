import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import { STORE_EXISTS } from '#shared/schemas/stores.ts';
import { checkPlace, storeQueries } from '#src/api/stores.ts';
import { texts } from '#src/lib/texts.ts';
import { setSearchedLocation } from '#src/state/searching.ts';

/**
 * Does a store serve the place (asked as the API can match it: `checkPlace`)? 'store exist' → the
 * place, as chosen, becomes the searched location, the app goes to /search?searchedLocation={place} and `onFound` closes the dialog; any other reply is
 * kept to show in red. A failed call says 'something went wrong' there too (in the dialog, never
 * a toast over it). The place's stores are asked for beside the check, not after it: /search opens
 * on them (its first page, as the search page asks for it) instead of a round trip later.
 */
export function useLocationCheck(onFound: () => void) {
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const [reply, setReply] = useState<string | null>(null);
  const check = async (place: string) => {
    const wanted = place.trim();
    if (!wanted) return;
    setPending(true);
    setReply(null);
    void client.prefetchInfiniteQuery(
      storeQueries.searchPages({
        searchedLocation: wanted.slice(0, TEXT_LIMITS.search),
        query: '',
        page: 1,
        popularFilter: '',
        rating: '',
      }),
    );
    try {
      const answer = await checkPlace(wanted);
      if (answer === STORE_EXISTS) {
        setSearchedLocation(wanted);
        navigate(`/search?${new URLSearchParams({ searchedLocation: wanted })}`);
        onFound();
        return;
      }
      setReply(answer);
    } catch {
      setReply(texts.somethingWentWrong);
    } finally {
      setPending(false);
    }
  };
  return { check, pending, reply, clearReply: () => setReply(null) };
}
