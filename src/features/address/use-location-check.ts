import { useState } from 'react';
import { useLocation } from 'wouter';
import { STORE_EXISTS } from '#shared/schemas/stores.ts';
import { checkPlace } from '#src/api/stores.ts';
import { texts } from '#src/lib/texts.ts';
import { setSearchedLocation } from '#src/state/searching.ts';

/**
 * Does a store serve the place (asked as the API can match it: `checkPlace`)? 'store exist' → the
 * place, as chosen, becomes the searched location, the app goes to /search?searchedLocation={place} and `onFound` closes the dialog; any other reply is
 * kept to show in red. A failed call says 'something went wrong' there too (in the dialog, never
 * a toast over it).
 */
export function useLocationCheck(onFound: () => void) {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const [reply, setReply] = useState<string | null>(null);
  const check = async (place: string) => {
    const wanted = place.trim();
    if (!wanted) return;
    setPending(true);
    setReply(null);
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
