import { DomainError } from '../domain/plumbing/errors.ts';
import { TOTAL_UPLOAD_QUOTA } from '../domain/uploads.ts';
import { defineRoute, ok, type RouteDef } from '../routes/route-types.ts';
import { noPace, type Pace, sharedTurns } from '../seed/pace.ts';
import {
  applySnapshot,
  captureSnapshot,
  MAX_PROBLEMS,
  readSnapshot,
  snapshotDocument,
} from '../state/snapshot-document.ts';
import { snapshotEndpoints as api } from './snapshot-endpoints.ts';

const tags = ['control'];

/**
 * A document is read and checked in slices of a few ms, so the other worlds are answered
 * meanwhile; in the browser's mock (no `setImmediate`, one world) in one go.
 */
const readPace: Pace = typeof setImmediate === 'function' ? sharedTurns(4)() : noPace;

/** A snapshot holds every upload as base64 (4/3 of the bytes) beside the records. */
const SNAPSHOT_BODY_LIMIT = Math.ceil((TOTAL_UPLOAD_QUOTA * 4) / 3) + 32 * 1024 * 1024;

/** `GET`/`PUT /__mock/snapshot`: the whole world as one JSON document, out and in. */
export const snapshotRoutes: RouteDef[] = [
  defineRoute({
    ...api.snapshot,
    summary:
      'The whole world as one JSON document (records of every table, uploads inline as base64, seed, checkout mode, generator position, clock advance): attach it to a bug report, load it with PUT',
    tags,
    // Not `readOnly`: it waits for queued writes, so it never shows half of a request's changes.
    handler: (ctx) => ok(snapshotDocument(ctx, captureSnapshot(ctx))),
  }),
  defineRoute({
    ...api.loadSnapshot,
    summary: `Replace the world with a document from GET /__mock/snapshot. Checked whole first (record schemas, duplicate ids, upload quota, money and order invariants): a bad one is refused with 400 { message, problems: [{ path, message }] } (the first ${MAX_PROBLEMS}) and the world stays as it was; faults are cleared as by a reset`,
    tags,
    bodyLimit: SNAPSHOT_BODY_LIMIT,
    handler: async (ctx, { body }) => {
      const read = await readSnapshot(body, 'base64', { pace: readPace });
      if (!read.ok) {
        const [first] = read.problems;
        throw new DomainError(400, {
          message: `Invalid snapshot: ${first ? `${first.path}: ${first.message}` : 'unreadable'}${read.problems.length > 1 ? ` (and ${read.problems.length - 1} more problems)` : ''}; the world was not changed`,
          problems: read.problems,
        });
      }
      applySnapshot(ctx, read.snapshot);
      return ok({
        ok: true,
        seed: ctx.seed,
        checkout: ctx.options.checkout,
        records: Object.fromEntries(Object.entries(ctx.db).map(([name, t]) => [name, t.size])),
      });
    },
  }),
];
