import type { Ctx } from '../domain/plumbing/context.ts';
import { stepSimulator } from './simulator-step.ts';

export type SimulatorDriver = { stop(): void };

export type DriverOptions = {
  /** Real ms between ticks (default 1000). Each tick simulates `intervalMs × speed`. */
  intervalMs?: number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
};

/**
 * Ticks the simulator on a timer while `ctx.simulator.on` (the control API flips it). A tick
 * never overlaps the previous one. Works in Node and in the browser (the static demo).
 *
 * Two clocks, on purpose. The simulator's plans (a rider's ride, a kitchen's wait) advance by
 * simulated ms — `intervalMs × speed` a tick — while every record and event is stamped by
 * `ctx.clock`, the world's wall clock. Driving both from one clock would mean running `ctx.clock`
 * at `speed`× while the simulator is on, and that clock is also the people's: sign-up and reset
 * codes, sessions and the wrong-code windows expire by it, so under `npm start` (5×) a code a
 * presenter has 10 minutes to type would die in 2. So at 5× a 25-simulated-minute ride shows
 * wall-clock times 5 minutes apart — what the presenter watching it sees happen — and
 * `POST /__mock/clock/advance` moves the wall clock only (codes and sessions age; the city keeps
 * its pace): to hurry the city, raise its speed or deliver an order (`POST /__mock/orders/:id/deliver`).
 */
export function startSimulatorDriver(ctx: Ctx, options: DriverOptions = {}): SimulatorDriver {
  const intervalMs = options.intervalMs ?? 1_000;
  const set = options.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms));
  const clear =
    options.clearInterval ??
    ((handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));
  let busy = false;
  const handle = set(() => {
    if (!ctx.simulator.on || busy) return;
    busy = true;
    stepSimulator(ctx, intervalMs * ctx.simulator.speed)
      .catch((error: unknown) => ctx.log(`[simulator] tick failed: ${String(error)}`))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  (handle as { unref?: () => void }).unref?.();
  return { stop: () => clear(handle) };
}
