import type { CheckoutMode } from '#src/api/schemas/mock-control-names.ts';
import type { ProfileName } from '../domain/behaviour-profile.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { dataBytesOf, recordsOf, worldMemoryMb } from './world-memory.ts';
import { DEFAULT_WORLD, type ServedWorld } from './world-selection.ts';

// A world of the registry and what `GET /__mock/worlds` and `POST /__mock/worlds` tell of it.

export type World = {
  id: string;
  ctx: Ctx;
  createdAt: number;
  lastUsedAt: number;
  /** How the world was made and how long it took (ms). */
  from: 'seed' | 'snapshot' | 'start';
  buildMs: number;
  /** What the resolver answers for this world's requests (made once, with the world). */
  served: ServedWorld;
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
