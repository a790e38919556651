// The city's own clock for an order's steps. The simulator runs at demo pace (a ride takes 40 to
// 150 simulated seconds), so the wall-clock stamps of one simulated order all read the same
// minute. Each step is also noted on the simulator's clock, and told to the order page in the
// city's minutes: a simulated second is CITY_TIME_SCALE seconds of the city's day, so a ride
// reads 13–50 min and a kitchen's wait 3–13 min (mock-only, `cityMinutes` on the order answer).
import type { Ctx } from '../domain/plumbing/context.ts';

/** City seconds per simulated second. */
export const CITY_TIME_SCALE = 20;

export type CityStep = 'placed' | 'paid' | 'accepted' | 'pickedUp' | 'delivered';
export type StepTimes = Partial<Record<CityStep, number>>;

/** Orders whose steps are remembered (the oldest are forgotten first). */
const REMEMBERED_ORDERS = 5_000;

/** Notes that `orderId` reached `step` now, on the simulator's clock (the first time only). */
export function noteCityStep(ctx: Ctx, orderId: string, step: CityStep): void {
  const memory = ctx.memory.simulator;
  const times = memory.stepTimes.get(orderId) ?? {};
  if (times[step] !== undefined) return;
  times[step] = memory.simulatedMs;
  memory.stepTimes.set(orderId, times);
  if (memory.stepTimes.size > REMEMBERED_ORDERS) {
    memory.stepTimes.delete(memory.stepTimes.keys().next().value as string);
  }
}

/** Simulated ms → the city's whole minutes. */
export const cityMinutesOf = (simMs: number): number =>
  Math.round((simMs * CITY_TIME_SCALE) / 60_000);

/**
 * The order's steps in the city's minutes after it was placed, for the steps the simulator saw
 * (undefined when it did not see the order placed: then the wall clock is all there is).
 */
export function cityMinutes(
  ctx: Ctx,
  orderId: string,
): Partial<Record<Exclude<CityStep, 'placed'>, number>> | undefined {
  const times = ctx.memory.simulator.stepTimes.get(orderId);
  if (times?.placed === undefined) return undefined;
  const placed = times.placed;
  const out: Partial<Record<Exclude<CityStep, 'placed'>, number>> = {};
  for (const step of ['paid', 'accepted', 'pickedUp', 'delivered'] as const) {
    const at = times[step];
    if (at !== undefined) out[step] = cityMinutesOf(at - placed);
  }
  return out;
}
