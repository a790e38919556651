// Delays more than one behaviour plans with (the runner's adoption of people's orders too).
// A behaviour's own odds and delays live in its record's file.
import type { OrderRecord } from '../../db/records.ts';
import type { Ctx } from '../../domain/plumbing/context.ts';
import { demoStoreId } from '../simulator-actions.ts';
import type { Range } from './behaviour.ts';

export const TIMINGS = {
  acceptAfter: [8_000, 40_000],
  /**
   * The demo vendor's simulated orders wait longer, so a presenter can accept them by hand first.
   * People's orders there (the presenter's, the seed's) are never decided by the simulator.
   */
  demoAcceptAfter: [45_000, 120_000],
  /** From acceptance to a rider leaving the store with the order. */
  assignAfter: [5_000, 20_000],
  /** A person's order the simulator leaves to people is looked at again this often. */
  watchEvery: [30_000, 30_000],
} as const satisfies Record<string, Range>;

/** How long a paid order waits for its store's decision. */
export const delayToAccept = (ctx: Ctx, order: OrderRecord): Range =>
  order.storeId === demoStoreId(ctx) ? TIMINGS.demoAcceptAfter : TIMINGS.acceptAfter;
