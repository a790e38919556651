// The live part of an order's tracking: while the simulator has a rider on the road with it, the
// order answer carries the rider's position (mock-only; the hosted profile sends none of it).
import type { Ctx } from '../domain/plumbing/context.ts';
import { tripPosition } from './rider-trips.ts';

/** Where the rider carrying `orderId` is now ({ lat, lon, progress 0–1 }), if one is on the road. */
function riderPositionOf(ctx: Ctx, orderId: string) {
  if (ctx.profile.hostedShapes) return undefined;
  const memory = ctx.memory.simulator;
  const trip = memory.trips.get(orderId);
  return trip ? tripPosition(trip, memory.simulatedMs) : undefined;
}

/** The order answer with the rider's live position added while the order is on the way. */
export function withRiderPosition<T extends { details: { _id: string } }>(ctx: Ctx, answer: T): T {
  const position = riderPositionOf(ctx, answer.details._id);
  return position ? { ...answer, details: { ...answer.details, riderPosition: position } } : answer;
}
