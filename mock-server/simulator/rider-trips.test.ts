import { describe, expect, it } from 'vitest';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import { distanceKm, placeOfAddress, SPREAD_DEGREES, spread } from '../domain/city-geo.ts';
import { dropOffOf } from '../domain/place-from.ts';
import { pickRider, TRIP_MS, type Trip, tripDurationMs, tripPosition } from './rider-trips.ts';
import { roadPath } from './road-route.ts';
import { simulatorMemory } from './simulator-memory.ts';
import { stepSimulator } from './simulator-step.ts';

const yaba = { lat: 6.5095, lon: 3.3711 };
const lekki = { lat: 6.4478, lon: 3.4723 };
const trip: Trip = {
  orderId: 'o',
  riderId: 'r',
  riderName: 'Emeka Eze',
  storeId: 's',
  storeName: 'Mama Bukka Kitchen',
  from: lekki,
  to: yaba,
  path: [lekki, yaba],
  startMs: 100_000,
  endMs: 200_000,
};

describe('rider positions over simulated time', () => {
  it('is at the store before the start, at the buyer after the end, halfway at mid-time', () => {
    expect(tripPosition(trip, 0)).toEqual({ ...lekki, progress: 0 });
    expect(tripPosition(trip, 100_000)).toEqual({ ...lekki, progress: 0 });
    expect(tripPosition(trip, 250_000)).toEqual({ ...yaba, progress: 1 });
    const mid = tripPosition(trip, 150_000);
    expect(mid.progress).toBe(0.5);
    expect(mid.lat).toBeCloseTo((lekki.lat + yaba.lat) / 2, 10);
    expect(mid.lon).toBeCloseTo((lekki.lon + yaba.lon) / 2, 10);
  });

  it('moves forward only, along the line from store to buyer', () => {
    let last = -1;
    for (let t = 100_000; t <= 200_000; t += 5_000) {
      const p = tripPosition(trip, t);
      const along = distanceKm(lekki, p) / distanceKm(lekki, yaba);
      expect(along).toBeGreaterThanOrEqual(last - 1e-9);
      expect(distanceKm(lekki, p) + distanceKm(p, yaba)).toBeCloseTo(distanceKm(lekki, yaba), 6);
      last = along;
    }
  });

  it('takes longer for longer rides, within the demo bounds', () => {
    const short = tripDurationMs(yaba, { lat: 6.51, lon: 3.372 });
    const long = tripDurationMs(lekki, yaba);
    expect(short).toBeGreaterThanOrEqual(TRIP_MS.min);
    expect(long).toBeGreaterThan(short);
    expect(tripDurationMs(yaba, { lat: 9.05, lon: 7.49 })).toBe(TRIP_MS.max);
  });
});

describe('where things are', () => {
  it('geocodes an address to its district, spread a little by id', async () => {
    const { ctx } = await createTestWorld(3);
    const a = placeOfAddress(
      '5 Admiralty Way, Lekki Phase 1, Lagos, Lagos State, Nigeria',
      'store-a',
    )!;
    const b = placeOfAddress(
      '9 Admiralty Way, Lekki Phase 1, Lagos, Lagos State, Nigeria',
      'store-b',
    )!;
    expect(distanceKm(a, lekki)).toBeLessThan(1);
    expect(a).not.toEqual(b);
    expect(placeOfAddress('5 Admiralty Way, Lekki Phase 1, Lagos', 'store-a')).toEqual(a);
    expect(placeOfAddress('Nowhere at all', 'x')).toBeNull();
    expect(
      distanceKm(dropOffOf(ctx, { localGvt: 'Yaba', state: 'Lagos' }, 'o1')!, yaba),
    ).toBeLessThan(1);
    expect(
      distanceKm(dropOffOf(ctx, { localGvt: 'Wuse 2', state: 'FCT' }, 'o1')!, {
        lat: 9.077,
        lon: 7.47,
      }),
    ).toBeLessThan(1);
    const s = spread(yaba, 'k');
    expect(Math.abs(s.lat - yaba.lat)).toBeLessThanOrEqual(SPREAD_DEGREES);
  });
});

describe('riders in the simulation', { timeout: 30_000 }, () => {
  it('gives accepted orders to free riders, who move from store to buyer and deliver on arrival', async () => {
    const world = await createTestWorld(3);
    const memory = simulatorMemory(world.ctx);
    let sawTrip: Trip | undefined;
    for (let i = 0; i < 120 && !sawTrip; i++) {
      await stepSimulator(world.ctx, 5_000);
      sawTrip = [...memory.trips.values()][0];
    }
    expect(sawTrip).toBeDefined();
    const t = sawTrip!;
    expect(distanceKm(t.from, t.to)).toBeLessThanOrEqual(60);
    expect(world.ctx.db.users.get(t.riderId)?.isDispatcher).toBe(true);
    // The ride follows the roads and bridges.
    expect(t.path).toEqual(roadPath(t.from, t.to));
    const at = tripPosition(t, memory.simulatedMs);
    expect(at.progress).toBeLessThan(1);
    // Busy riders are not picked while a free one exists.
    const busy = new Map([...memory.trips.values()].map((x) => [x.riderId, 1]));
    const store = world.ctx.db.users.get(t.storeId)!;
    const next = pickRider(world.ctx, busy, store);
    expect(busy.has(next!._id)).toBe(false);
    while (memory.trips.has(t.orderId)) await stepSimulator(world.ctx, 5_000);
    const order = world.ctx.db.orders.get(t.orderId)!;
    if (order.isDelivered) {
      expect(order.riderId).toBe(t.riderId);
      expect(memory.simulatedMs).toBeGreaterThanOrEqual(t.endMs);
    } else expect(order.isCancelled).toBe(true); // refunded mid-ride, sometimes
  });
});
