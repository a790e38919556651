// Where a postal address is, for a map pin: the district and town after the house number and
// street ("5 Admiralty Way, Lekki Phase 1, Lagos, Lagos State, Nigeria" → "Lekki Phase 1, Lagos").
// The mock's simulator places stores and buyers with the same rule.

const STREET = /^\s*\d/;

/** The geocodable area of an address (district and town), or null when there is none. */
export function addressArea(address: string): string | null {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && STREET.test(parts[0]!)) parts.shift();
  const area = parts.slice(0, 2).filter((part) => !/^nigeria$/i.test(part));
  return area.length > 0 ? area.join(', ') : null;
}
