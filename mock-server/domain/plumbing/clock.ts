/** The mock's notion of time. Domain code reads time only from here. */
export type Clock = {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Moves time forward (control API `POST /__mock/clock/advance`). */
  advance(ms: number): void;
  /** Undoes every `advance` (a world reset starts from the present again). */
  reset(): void;
  /** How far `advance` has moved this clock in all (saved with the world, restored by `advance`). */
  advancedMs(): number;
};

/** A clock that stands still except when advanced (tests, reproducible runs). */
export function createFixedClock(startMs: number): Clock {
  let now = startMs;
  return {
    now: () => now,
    advance: (ms) => {
      now += Math.max(0, ms);
    },
    reset: () => {
      now = startMs;
    },
    advancedMs: () => now - startMs,
  };
}

/** A clock that follows a real time source plus an offset moved by `advance`. */
export function createOffsetClock(source: () => number): Clock {
  let offset = 0;
  return {
    now: () => source() + offset,
    advance: (ms) => {
      offset += Math.max(0, ms);
    },
    reset: () => {
      offset = 0;
    },
    advancedMs: () => offset,
  };
}
