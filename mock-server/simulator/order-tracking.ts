// The live part of an order's tracking: while the simulator has a rider on the road with it, the
// order answer carries the rider's position; while the simulator will accept (or refuse) the order
// itself, `handledBy: 'city'` (mock-only; the hosted profile sends none of it).

import type { LatLon } from '../domain/city-geo.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { cityMinutes } from './city-clock.ts';
import { tripPosition } from './rider-trips.ts';
import { demoStoreId } from './simulator-actions.ts';
import { simulatorMemory } from './simulator-memory.ts';

const point = (p: LatLon) => ({ lat: round(p.lat), lon: round(p.lon) });
const round = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * Where the rider carrying `orderId` is now ({ lat, lon, progress 0–1 }), and the ride's ends and
 * way (`riderRoute`: store, destination, path over the roads), if one is on the road.
 */
function rideOf(ctx: Ctx, orderId: string) {
  if (ctx.profile.hostedShapes) return undefined;
  const memory = simulatorMemory(ctx);
  const trip = memory.trips.get(orderId);
  if (!trip) return undefined;
  return {
    riderPosition: tripPosition(trip, memory.simulatedMs),
    riderRoute: {
      store: { ...point(trip.from), name: trip.storeName },
      destination: { ...point(trip.to), ...(trip.toLga ? { lga: trip.toLga } : {}) },
      path: trip.path.map((p) => [round(p.lat), round(p.lon)] as [number, number]),
    },
  };
}

/**
 * True while the running simulator will decide this order on its own: one it placed (at any store,
 * the demo vendor's included), or a person's order at another store. A person's order at the demo
 * vendor's store is the presenter's call.
 */
function cityDecides(ctx: Ctx, orderId: string): boolean {
  if (ctx.profile.hostedShapes || !ctx.simulator.on) return false;
  const order = ctx.db.orders.get(orderId);
  if (!order || order.isTaken != null || order.isCancelled || order.isDelivered) return false;
  const plan = simulatorMemory(ctx).plans.get(orderId);
  if (!plan) return false;
  return plan.simulated || order.storeId !== demoStoreId(ctx);
}

/**
 * The order answer with what the simulator adds: the rider's live position and route while the
 * order is on the way, `handledBy: 'city'` while the city will accept or refuse it itself, and
 * the steps in the city's minutes (`cityMinutes`, city-clock.ts).
 */
export function withRiderPosition<T extends { details: { _id: string } }>(ctx: Ctx, answer: T): T {
  const ride = rideOf(ctx, answer.details._id);
  const city = cityDecides(ctx, answer.details._id);
  const minutes = ctx.profile.hostedShapes ? undefined : cityMinutes(ctx, answer.details._id);
  if (!ride && !city && !minutes) return answer;
  return {
    ...answer,
    details: {
      ...answer.details,
      ...(ride ?? {}),
      ...(city ? { handledBy: 'city' as const } : {}),
      ...(minutes ? { cityMinutes: minutes } : {}),
    },
  };
}

/**
 * The orders list with `handledBy: 'city'` on each row the running simulator will accept or refuse
 * itself, so a store tells its own decisions from the city's (mock-only, as in the details).
 */
export function withCityRows<T extends { orders: Array<{ _id: string }> }>(ctx: Ctx, list: T): T {
  if (ctx.profile.hostedShapes || !ctx.simulator.on) return list;
  return {
    ...list,
    orders: list.orders.map((row) =>
      cityDecides(ctx, row._id) ? { ...row, handledBy: 'city' as const } : row,
    ),
  };
}
