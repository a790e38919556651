import type { Rng } from './rng.ts';

// Random samples and shuffles from the world's seeded generator (the hosted API answers some
// lists in random order; the hosted profile does too, reproducibly per seed and call sequence).

/** The items in a random order (a copy). */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** `n` distinct items drawn at random (all of them, shuffled, when there are fewer). */
export function sampleOf<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const out = items.slice();
  const k = Math.min(n, out.length);
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(rng.next() * (out.length - i));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out.slice(0, k);
}
