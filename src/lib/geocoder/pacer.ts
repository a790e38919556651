// Spaces calls out: each one starts at least `intervalMs` after the previous one started
// (Nominatim's public server allows 1 request per second per application).

export interface Pacer {
  /** Resolves when the caller may start its request. */
  wait(): Promise<void>;
}

export function createPacer(
  intervalMs: number,
  now: () => number = () => Date.now(),
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Pacer {
  let nextSlot = Number.NEGATIVE_INFINITY;
  return {
    async wait() {
      if (intervalMs <= 0) return;
      const start = Math.max(now(), nextSlot);
      nextSlot = start + intervalMs;
      const delay = start - now();
      if (delay > 0) await sleep(delay);
    },
  };
}
