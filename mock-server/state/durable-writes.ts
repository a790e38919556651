import type { Ctx } from '../domain/plumbing/context.ts';
import { partOf, worldPart } from '../domain/plumbing/context.ts';

// A write is answered once it is on disk: a world kept by `--state` (the default world, or any
// world with `--keep-worlds`) holds the wait for its journal (`journal-append.ts`,
// `appendedNow`), which the request pipeline's runner awaits after a write and before its answer
// (`pipeline/durable-runner.ts`). The writes answered while a line is being flushed share the next
// one (a group commit), so a kill — even `kill -9` — loses no answered write.

const KEPT = worldPart(() => ({ onDisk: undefined as (() => Promise<void>) | undefined }));

/** The world's journal is kept: `onDisk` resolves once every change so far is flushed. */
export function keptOnDisk(ctx: Ctx, onDisk: (() => Promise<void>) | undefined): void {
  partOf(ctx, KEPT).onDisk = onDisk;
}

/** What to await before answering a write in `ctx`; undefined when nothing keeps the world. */
export const onDiskOf = (ctx: Ctx): (() => Promise<void>) | undefined => partOf(ctx, KEPT).onDisk;
