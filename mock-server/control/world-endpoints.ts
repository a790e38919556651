import { z } from 'zod';
import { endpoint } from '#src/api/schemas/common.ts';
import { CHECKOUT_MODES } from '#src/api/schemas/mock-control-names.ts';
import { PROFILE_NAMES } from '../domain/behaviour-profile.ts';
import type { RecordingDocument } from '../recording/recorder.ts';
import type { WorldInfo } from '../worlds/world-info.ts';
import { answerOf } from './control-endpoints.ts';

// `/__mock/worlds`: make, list, enter and drop the isolated worlds of a mock process, and record
// what a world answers (worlds/world-routes.ts and recording/recording-routes.ts serve them).

/** A path of this site to land on after entering a world (never another site). */
const landing = z
  .string()
  .regex(/^\/(?![/\\])[^\s]*$/, 'a path of this site, such as /account')
  .max(500)
  .optional();

const createBody = z
  .object({
    seed: z.union([z.string().min(1).max(100), z.number().int()]).optional(),
    snapshot: z.unknown().optional().describe('A document from GET /__mock/snapshot'),
    profile: z.enum(PROFILE_NAMES).optional(),
    checkout: z.enum(CHECKOUT_MODES).optional(),
    stores: z.number().int().min(1).max(50_000).optional(),
    simulator: z.boolean().optional(),
    speed: z.number().positive().max(100).optional(),
  })
  .strict();

/** The recording's state without its entries (what start and stop answer). */
type RecordingState = Omit<RecordingDocument, 'entries'> & { count: number };

/** What a world that never recorded answers (the panel asks). */
type NoRecording = {
  on: false;
  world: string;
  seed: string | number;
  stoppedBecause: null;
  entries: [];
};

const NAME = /^[a-z][a-z0-9-]{0,59}$/;

export const worldEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/__mock/worlds',
    body: createBody,
    response: answerOf<WorldInfo & { header: Record<string, string>; enter: string }>(),
  }),
  list: endpoint({
    method: 'GET',
    path: '/__mock/worlds',
    response: answerOf<{
      worlds: WorldInfo[];
      limits: { maxWorlds: number; maxWorldsMB: number; usedMB: number; ttlMinutes: number };
      process: { rssMB: number; heapUsedMB: number };
    }>(),
  }),
  drop: endpoint({
    method: 'DELETE',
    path: '/__mock/worlds/:id',
    response: z.object({ ok: z.literal(true), dropped: z.string() }),
  }),
  /** A 303 to `to` with the world's cookie set (an empty text body). */
  enter: endpoint({
    method: 'GET',
    path: '/__mock/worlds/:id/enter',
    query: z.object({ to: landing, token: z.string().optional() }),
    response: z.string(),
  }),
  record: endpoint({
    method: 'POST',
    path: '/__mock/worlds/:id/recording',
    body: z
      .object({
        action: z.enum(['start', 'stop']),
        maxEntries: z.number().int().min(1).max(5_000).optional(),
        maxBytes: z.number().int().min(1_000).max(20_000_000).optional(),
      })
      .strict(),
    response: answerOf<RecordingState>(),
  }),
  recording: endpoint({
    method: 'GET',
    path: '/__mock/worlds/:id/recording',
    response: answerOf<RecordingDocument | NoRecording>(),
  }),
  /** The recording as a scenario module (TypeScript text). */
  recordedScenario: endpoint({
    method: 'GET',
    path: '/__mock/worlds/:id/recording/scenario',
    query: z.object({
      name: z.string().regex(NAME, 'a kebab-case name such as my-journey').optional(),
    }),
    response: z.string(),
  }),
};
