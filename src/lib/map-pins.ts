// The home map's store pins: each Lagos store at its area (geocoded from the address). Stores
// that share a point are drawn on a ring around it, a fixed number of pixels apart at any zoom,
// so every pin can be seen and clicked.

export type PlacedStore = { id: string; name: string; area: string; lat: number; lon: number };

/** Width a pin takes on the ring, in pixels. */
export const PIN_SPACING_PX = 28;

/** Pixel offsets for `count` pins sharing a point: none for one, else evenly on a circle. */
export function ringOffsets(count: number, spacing = PIN_SPACING_PX): [number, number][] {
  if (count <= 1) return [[0, 0]];
  // Neighbours on the ring are a chord apart: 2·r·sin(π/n) ≥ spacing.
  const radius = Math.max(spacing * 0.75, spacing / (2 * Math.sin(Math.PI / count)));
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count - Math.PI / 2;
    return [
      Math.round(radius * Math.cos(angle) * 10) / 10,
      Math.round(radius * Math.sin(angle) * 10) / 10,
    ];
  });
}

/** Items grouped by identical position (order kept by id, so the rings are stable). */
export function groupByPoint<T extends { id: string; position: readonly [number, number] }>(
  items: readonly T[],
): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => a.id.localeCompare(b.id))) {
    const key = `${item.position[0].toFixed(5)},${item.position[1].toFixed(5)}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()];
}

/** Roughly how far apart two points are, in km (equirectangular; fine within a city). */
export function distanceKm(
  [lat1, lon1]: readonly [number, number],
  [lat2, lon2]: readonly [number, number],
): number {
  const rad = Math.PI / 180;
  const x = (lon2 - lon1) * Math.cos(((lat1 + lat2) / 2) * rad);
  return Math.hypot(x, lat2 - lat1) * 111.195;
}
