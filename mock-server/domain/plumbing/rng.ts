/** Seeded pseudo-random numbers (mulberry32 over a 32-bit state hashed from the seed). */
export type Rng = {
  /** Uniform float in [0, 1). */
  next(): number;
  int(minInclusive: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  /** `n` lower-case hex digits. */
  hex(n: number): string;
  /** ObjectId-like 24-hex id. */
  objectId(): string;
  /** `n` decimal digits (leading zeros kept). */
  digits(n: number): string;
  chance(p: number): boolean;
  /**
   * An independent stream for one purpose, derived from the seed (not from draws so far): what
   * it draws never shifts this stream's draws, so e.g. the seeded names could be added without
   * changing a single id of the seeded worlds.
   */
  fork(purpose: string): Rng;
  /** The generator's position (a 32-bit integer): saved with the world (`--state`, snapshots). */
  state(): number;
  /** Continues from a position `state()` gave (a restored world draws fresh ids, not old ones). */
  restore(state: number): void;
};

export function hashSeed(seed: string | number): number {
  const text = String(seed);
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const HEX_CODES = Array.from('0123456789abcdef', (c) => c.charCodeAt(0));

export function createRng(seed: string | number): Rng {
  let state = hashSeed(seed) || 0x9e3779b9;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  // Char codes into one flat string: a `+=` chain of one-char strings makes a rope that every
  // Map lookup by id must flatten (ids are most of the 10,000-store seed's allocations).
  const codes: number[] = [];
  const hex = (n: number) => {
    codes.length = n;
    for (let i = 0; i < n; i++) codes[i] = HEX_CODES[Math.floor(next() * 16)]!;
    return String.fromCharCode.apply(null, codes);
  };
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    hex,
    objectId: () => hex(24),
    digits: (n) => {
      let out = '';
      for (let i = 0; i < n; i++) out += String(Math.floor(next() * 10));
      return out;
    },
    chance: (p) => next() < p,
    fork: (purpose) => createRng(`${seed}/${purpose}`),
    state: () => state,
    restore: (saved) => {
      state = saved | 0;
    },
  };
}
