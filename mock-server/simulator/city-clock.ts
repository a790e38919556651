// The city's own clock for the ride. The simulator runs at demo pace (a ride takes 40 to 150
// simulated seconds), so the wall-clock stamps of a ride all read the same minute. The ride's
// steps — the acceptance it starts from, the rider's pickup, the delivery — are also noted on the
// simulator's clock and told to the order page in the city's minutes: a simulated second is
// CITY_TIME_SCALE seconds of the city's day, so a ride reads 13–50 min (mock-only, `cityMinutes`
// on the order answer). What people do (placing, paying, accepting, cancelling) is never on this
// clock: a buyer who paid at once must read "just after ordering", by the wall clock, as the
// payment's own stamp says. An order the city takes over already accepted is noted as accepted
// when taken over: its pickup then reads minutes after that, never "just after".
import type { Ctx } from '../domain/plumbing/context.ts';
import { type CityStep, type StepTimes, simulatorMemory } from './simulator-memory.ts';

/** City seconds per simulated second. */
const CITY_TIME_SCALE = 20;

/** Orders whose steps are remembered (the oldest are forgotten first). */
const REMEMBERED_ORDERS = 5_000;

/** Notes that `orderId` reached `step` now, on the simulator's clock (the first time only). */
export function noteCityStep(ctx: Ctx, orderId: string, step: CityStep): void {
  const memory = simulatorMemory(ctx);
  const times = memory.stepTimes.get(orderId) ?? {};
  if (times[step] !== undefined) return;
  times[step] = memory.simulatedMs;
  memory.stepTimes.set(orderId, times);
  if (memory.stepTimes.size > REMEMBERED_ORDERS) {
    memory.stepTimes.delete(memory.stepTimes.keys().next().value as string);
  }
}

/** Simulated ms → the city's whole minutes. */
const cityMinutesOf = (simMs: number): number => Math.round((simMs * CITY_TIME_SCALE) / 60_000);

const STEPS: readonly CityStep[] = ['accepted', 'pickedUp', 'delivered'];

/**
 * The ride's steps the simulator saw, in the city's minutes after the first of them; undefined
 * when it saw none. The page measures a ride step on this clock only when the step before it is
 * on it too, else by the wall-clock stamps.
 */
export function cityMinutes(ctx: Ctx, orderId: string): StepTimes | undefined {
  const times = simulatorMemory(ctx).stepTimes.get(orderId);
  if (!times) return undefined;
  const seen = STEPS.filter((step) => times[step] !== undefined);
  if (seen.length === 0) return undefined;
  const origin = Math.min(...seen.map((step) => times[step]!));
  return Object.fromEntries(
    seen.map((step) => [step, cityMinutesOf(times[step]! - origin)]),
  ) as StepTimes;
}
