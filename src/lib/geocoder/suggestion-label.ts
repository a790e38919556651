/** A suggestion shows only the last 3 comma-separated parts of the place name (spec, address
 * dialog): "Lekki Phase 1, Eti-Osa, Lagos, Nigeria" → "Eti-Osa, Lagos, Nigeria". */
export function suggestionLabel(displayName: string): string {
  return displayName
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(-3)
    .join(', ');
}
