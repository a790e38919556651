import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/db.ts';
import { createFixedClock } from './clock.ts';
import { createCtx, memoryPart, partOf, swapRecords, worldPart } from './context.ts';

// The parts of a world's memory and their two lifetimes: as long as the records (renewed by a
// swap: a reset, an import, a `--state` restore) or as long as the world (kept across it).
const COUNTER = memoryPart(() => ({ n: 0 }));
const WATCHERS = worldPart(() => new Set<string>());

const world = () => createCtx({ seed: 1, clock: createFixedClock(0) });

describe('world memory parts', () => {
  it('are made the first time a world asks, once, and belong to that world only', () => {
    const a = world();
    const b = world();
    partOf(a, COUNTER).n += 2;
    partOf(a, WATCHERS).add('panel');
    expect(partOf(a, COUNTER)).toBe(partOf(a, COUNTER));
    expect(partOf(a, COUNTER).n).toBe(2);
    expect(partOf(b, COUNTER).n).toBe(0);
    expect(partOf(b, WATCHERS).size).toBe(0);
  });

  it('a records part starts afresh when the records are swapped; a world part stays', () => {
    const ctx = world();
    partOf(ctx, COUNTER).n = 5;
    partOf(ctx, WATCHERS).add('panel');
    const before = ctx.memory.recordsId;
    swapRecords(ctx, createDb());
    expect(ctx.memory.recordsId).not.toBe(before);
    expect(partOf(ctx, COUNTER).n).toBe(0);
    expect([...partOf(ctx, WATCHERS)]).toEqual(['panel']);
  });

  it('say their lifetime in their type', () => {
    expect(COUNTER.lifetime).toBe('records');
    expect(WATCHERS.lifetime).toBe('world');
  });
});
