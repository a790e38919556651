import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAGOS_PLACES } from '#shared/places/gazetteer-lagos.ts';
import { latToWorld, lonToWorld } from '#shared/web-mercator.ts';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import { distanceKm, type LatLon } from '../domain/city-geo.ts';
import { NEAR_LIMIT_KM, userPoint } from '../domain/distances.ts';
import { LAGOS_ROAD_EDGES, LAGOS_ROAD_NODES } from '../places/lagos-roads.ts';
import type { Flat } from '../services/tiles/clip.ts';
import { loadMapData, type MapData } from '../services/tiles/map-data.ts';
import { pickRider, tripPosition } from './rider-trips.ts';
import { roadPath } from './road-route.ts';

// The rider's way stays on land: through Lagos's road waypoints and over its
// bridges, never straight across the lagoon; the simulator moves riders along it, and gives an
// order only to a rider of the store's own city.

/** Even-odd point-in-polygon over the offline map's land (what its tiles draw as land). */
function isLand(data: MapData, lat: number, lon: number): boolean {
  const px = lonToWorld(lon);
  const py = latToWorld(lat);
  let inside = false;
  for (const shape of data.land) {
    const [x0, y0, x1, y1] = shape.box;
    if (px < x0 || px > x1 || py < y0 || py > y1) continue;
    for (const ring of shape.parts as Flat[]) {
      for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
        const [xi, yi, xj, yj] = [ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!];
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
  }
  return inside;
}

const byId = new Map(LAGOS_ROAD_NODES.map((n) => [n.id, n]));
const same = (a: LatLon, b: LatLon) => a.lat === b.lat && a.lon === b.lon;
const isBridge = (a: LatLon, b: LatLon) =>
  LAGOS_ROAD_EDGES.some((e) => {
    if (!e.bridge) return false;
    const [x, y] = [byId.get(e.a)!, byId.get(e.b)!];
    return (same(a, x) && same(b, y)) || (same(a, y) && same(b, x));
  });
const bridgesOf = (path: LatLon[]) =>
  path.slice(1).flatMap((b, i) => {
    const a = path[i]!;
    return LAGOS_ROAD_EDGES.filter(
      (e) =>
        e.bridge &&
        ((same(a, byId.get(e.a)!) && same(b, byId.get(e.b)!)) ||
          (same(a, byId.get(e.b)!) && same(b, byId.get(e.a)!))),
    ).map((e) => e.bridge);
  });

/** Points every ~100 m along a segment. */
const samples = (a: LatLon, b: LatLon) => {
  const n = Math.max(2, Math.ceil(distanceKm(a, b) / 0.1));
  return Array.from({ length: n + 1 }, (_, i) => ({
    lat: a.lat + ((b.lat - a.lat) * i) / n,
    lon: a.lon + ((b.lon - a.lon) * i) / n,
  }));
};

let data: MapData;
beforeAll(async () => {
  data = await loadMapData();
});

const yaba = { lat: 6.5095, lon: 3.3711 };
const lekki = { lat: 6.4478, lon: 3.4723 };

describe('the rider’s way', { timeout: 30_000 }, () => {
  it('Yaba to Lekki Phase 1: the straight line crosses the lagoon; the way goes over bridges', () => {
    expect(samples(yaba, lekki).some((p) => !isLand(data, p.lat, p.lon))).toBe(true);
    const path = roadPath(yaba, lekki);
    expect(path[0]).toEqual(yaba);
    expect(path.at(-1)).toEqual(lekki);
    expect(bridgesOf(path).length).toBeGreaterThan(0);
    expect(bridgesOf(path)).toContain('Lekki–Ikoyi Link Bridge');
  });

  it('every road waypoint and road between them is on the map’s land', () => {
    for (const node of LAGOS_ROAD_NODES) expect(isLand(data, node.lat, node.lon)).toBe(true);
    for (const e of LAGOS_ROAD_EDGES.filter((x) => !x.bridge)) {
      for (const p of samples(byId.get(e.a)!, byId.get(e.b)!)) {
        expect(isLand(data, p.lat, p.lon), `${e.a}–${e.b}`).toBe(true);
      }
    }
  });

  it('between any two Lagos places (on land), the way is on land but for its bridges', () => {
    const onLand = LAGOS_PLACES.filter(
      (p) => p.lon > 3.25 && p.lon < 3.65 && isLand(data, p.lat, p.lon),
    );
    const place = fc.constantFrom(...onLand);
    fc.assert(
      fc.property(place, place, (a, b) => {
        const path = roadPath(a, b);
        for (let i = 1; i < path.length; i++) {
          const [from, to] = [path[i - 1]!, path[i]!];
          if (isBridge(from, to)) continue;
          for (const p of samples(from, to)) expect(isLand(data, p.lat, p.lon)).toBe(true);
        }
      }),
      { seed: 282, numRuns: 150 },
    );
  });

  it('the rider moves along the way, not across the water', () => {
    const path = roadPath(yaba, lekki);
    const trip = {
      orderId: 'o',
      riderId: 'r',
      riderName: 'Emeka Eze',
      storeId: 's',
      storeName: 'Mama Bukka Kitchen',
      from: yaba,
      to: lekki,
      path,
      startMs: 0,
      endMs: 100_000,
    };
    for (let t = 0; t <= 100_000; t += 2_000) {
      const at = tripPosition(trip, t);
      const offPath = Math.min(
        ...path.slice(1).map((b, i) => {
          const a = path[i]!;
          // Distance to the segment (fine at city scale): the nearest of ~10 m samples.
          return Math.min(...samples(a, b).map((p) => distanceKm(p, at)));
        }),
      );
      expect(offPath).toBeLessThan(0.11);
    }
  });
});

describe('riders deliver in their own city', { timeout: 30_000 }, () => {
  it('a store’s order goes to a rider based near it, never one of another city', async () => {
    const world = await createTestWorld(5);
    const stores = world.ids.stores.map((id) => world.ctx.db.users.get(id)!);
    for (const store of stores) {
      const rider = pickRider(world.ctx, new Map(), store);
      if (!rider) continue;
      const home = userPoint(world.ctx.db.users.get(rider._id)!)!;
      expect(distanceKm(home, userPoint(store)!)).toBeLessThanOrEqual(NEAR_LIMIT_KM);
    }
  });
});
