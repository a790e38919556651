import type { CheckoutMode } from '#shared/schemas/mock-control-names.ts';
import { DEFAULT_WORLD } from '#shared/schemas/mock-control-names.ts';
import type { ProfileName } from '../domain/plumbing/behaviour-profile.ts';
import type { StateKeeper } from '../state/state-dir.ts';
import type { RunningWorld } from './create-world.ts';
import { dataBytesOf, recordsOf, worldMemoryMb } from './world-memory.ts';
import type { ServedWorld } from './world-selection.ts';

// A world of the registry and what `GET /__mock/worlds` and `POST /__mock/worlds` tell of it.

/**
 * A world of the registry: the running world it owns (its ctx, and the stop of its simulator's
 * driver, called when it is dropped or the app closes), and what the registry knows of it.
 */
export type World = RunningWorld & {
  id: string;
  createdAt: number;
  lastUsedAt: number;
  /** How the world was made and how long it took (ms). */
  from: 'seed' | 'snapshot' | 'start';
  buildMs: number;
  /** What the resolver answers for this world's requests (made once, with the world). */
  served: ServedWorld;
  /** Who waits for its end (its open event streams); the default world never ends before the app. */
  readonly dropListeners: Set<() => void>;
  /** Its keeper in `--state DIR/worlds/<id>/` (`--keep-worlds`: `world-keep.ts`). */
  kept?: StateKeeper;
};

export type WorldInfo = {
  id: string;
  seed: string | number;
  checkout: CheckoutMode;
  profile: ProfileName;
  from: World['from'];
  created: string;
  lastUsed: string;
  /** When an idle world is dropped (null for the default world). */
  expires: string | null;
  records: number;
  /**
   * Bytes of its records as JSON (uploads at their size): what the world holds, not the heap
   * (big tables estimated from a sample).
   */
  dataBytes: number;
  /** The heap it holds, estimated from its record counts (MB; what `--max-worlds-mb` sums). */
  memoryMB: number;
  buildMs: number;
  simulator: { on: boolean; speed: number };
};

/** What is told of world `w`, dropped after `ttlMs` without requests (the default world never). */
export const worldInfo = (w: World, ttlMs: number): WorldInfo => ({
  id: w.id,
  seed: w.ctx.seed,
  checkout: w.ctx.options.checkout,
  profile: w.ctx.profile.name,
  from: w.from,
  created: new Date(w.createdAt).toISOString(),
  lastUsed: new Date(w.lastUsedAt).toISOString(),
  expires: w.id === DEFAULT_WORLD ? null : new Date(w.lastUsedAt + ttlMs).toISOString(),
  records: recordsOf(w.ctx),
  dataBytes: dataBytesOf(w.ctx),
  memoryMB: Math.round(worldMemoryMb(w.ctx) * 10) / 10,
  buildMs: w.buildMs,
  simulator: { on: w.ctx.simulator.on, speed: w.ctx.simulator.speed },
});
