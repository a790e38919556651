// What a store search can match for a chosen place. The hosted API matches a piece of text in a
// store's address or delivery places, so a geocoder's whole label ("Yaba, Lagos Mainland, Lagos,
// Nigeria") finds nothing there, while the place's own name ("Yaba") or its local government
// ("Lagos Mainland", where that is what stores list) does; the mock reads the whole label. So the
// client asks with the whole label first, then each smaller piece of it, and keeps the first that
// has stores: one request where the whole label is understood, a few more where it is not.

const COUNTRY = /^nigeria$/i;
const POSTCODE = /^\d{4,}$/;
/** At most this many terms are tried: a street's long label must not cost a dozen requests. */
const MAX_TERMS = 5;

/**
 * The terms to try for `place`, most specific first: the text as chosen, then its pieces — the
 * place's own name, then the areas it lies in. A geocoder's label ends with its state and the
 * country, which are left out (every store of a state would match its name); a postcode too.
 */
export function placeTerms(place: string): string[] {
  const whole = place.trim();
  if (!whole) return [];
  const parts = whole
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !POSTCODE.test(part));
  const labelled = parts.length > 1 && COUNTRY.test(parts.at(-1)!);
  const named = labelled ? parts.slice(0, -1) : parts;
  const pieces = labelled && named.length > 1 ? named.slice(0, -1) : named;
  const seen = new Set<string>();
  return [whole, ...pieces]
    .filter((term) => {
      const key = term.toLowerCase();
      return !seen.has(key) && seen.add(key);
    })
    .slice(0, MAX_TERMS);
}
