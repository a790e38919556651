// The city's figures: orders per simulated minute and GMV over the last simulated minutes, from
// the placed and paid samples the feed keeps beside its events.
import type { Ctx } from '../domain/plumbing/context.ts';
import { type SimulatorMemory, simulatorMemory } from './simulator-memory.ts';

/** Throughput window, simulated ms. */
const THROUGHPUT_WINDOW_MS = 10 * 60_000;

/** Drops the samples older than the window. */
export function pruneSamples(memory: SimulatorMemory): void {
  const from = memory.simulatedMs - THROUGHPUT_WINDOW_MS;
  const samples = memory.city.samples;
  let drop = 0;
  while (drop < samples.length && samples[drop]!.simMs < from) drop++;
  if (drop > 0) samples.splice(0, drop);
}

export type Throughput = {
  /** Simulated minutes the figures cover (up to 10; less just after a start or reset). */
  windowMinutes: number;
  placed: number;
  paid: number;
  ordersPerMinute: number;
  /** Gross merchandise value: what buyers paid for orders in the window, kobo. */
  gmvKobo: number;
};

/** Orders per simulated minute and GMV over the last `windowMs` of simulated time. */
export function throughput(
  samples: readonly { simMs: number; type: 'placed' | 'paid'; kobo: number }[],
  nowSimMs: number,
  windowMs = THROUGHPUT_WINDOW_MS,
): Throughput {
  const from = nowSimMs - windowMs;
  let placed = 0;
  let paid = 0;
  let gmvKobo = 0;
  for (const s of samples) {
    if (s.simMs < from || s.simMs > nowSimMs) continue;
    if (s.type === 'placed') placed++;
    else {
      paid++;
      gmvKobo += s.kobo;
    }
  }
  const windowMinutes = Math.min(windowMs, Math.max(60_000, nowSimMs)) / 60_000;
  return {
    windowMinutes: Math.round(windowMinutes * 10) / 10,
    placed,
    paid,
    ordersPerMinute: Math.round((placed / windowMinutes) * 10) / 10,
    gmvKobo,
  };
}

/** The current figures of `ctx`'s world. */
export function cityThroughput(ctx: Ctx): Throughput {
  const memory = simulatorMemory(ctx);
  return throughput(memory.city.samples, memory.simulatedMs);
}
