import type { Ctx } from '../domain/plumbing/context.ts';
import { DomainError } from '../domain/plumbing/errors.ts';
import { worldMemoryMb } from './world-memory.ts';

/**
 * `--max-worlds-mb`: the estimated memory of the made worlds (`world-memory.ts`),
 * with what the worlds being built will take reserved while they are built, against the budget.
 */
export function createMemoryBudget(maxMb: number, made: () => Iterable<{ ctx: Ctx }>) {
  let reservedMb = 0;
  const usedMb = () => {
    let mb = reservedMb;
    for (const w of made()) mb += worldMemoryMb(w.ctx);
    return mb;
  };
  return {
    maxMb,
    /** MB the made worlds hold (estimated), with those being built. */
    usedMb,
    /**
     * Reserves `needMb` for `what` (returns the release), or refuses with 507, saying what is in
     * use, the budget and what it needs, when it would take the worlds past the budget.
     */
    reserve(needMb: number, what: string): () => void {
      const used = usedMb();
      if (used + needMb > maxMb) {
        throw new DomainError(507, {
          message: `No room for ${what} (about ${Math.ceil(needMb)} MB): this mock's worlds already hold about ${Math.round(used)} MB of their ${maxMb} MB budget (--max-worlds-mb). Drop a world with DELETE /__mock/worlds/:id (GET /__mock/worlds lists each one's memoryMB), wait for idle ones to expire, or start the mock with a bigger --max-worlds-mb`,
          usedMB: Math.round(used),
          budgetMB: maxMb,
          neededMB: Math.ceil(needMb),
        });
      }
      reservedMb += needMb;
      let released = false;
      return () => {
        if (!released) reservedMb -= needMb;
        released = true;
      };
    },
  };
}

/**
 * Runs `collect` (a full GC, `full-gc.ts`) once `quietMs` passed after the last call: after a
 * burst of drops, their memory goes back to the system. No-op without `collect`.
 */
export function collectAfterDrops(collect: (() => void) | undefined, quietMs = 500) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    soon(): void {
      if (!collect) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        collect();
      }, quietMs);
      timer.unref?.();
    },
    stop(): void {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
