import type { Ctx } from '../domain/context.ts';
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
