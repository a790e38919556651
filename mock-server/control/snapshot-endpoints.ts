import { z } from 'zod';
import { endpoint } from '#shared/schemas/common.ts';
import { snapshotSchema } from '../state/snapshot-document.ts';

/** `GET`/`PUT /__mock/snapshot`: the whole world as one JSON document, out and in. */
export const snapshotEndpoints = {
  snapshot: endpoint({ method: 'GET', path: '/__mock/snapshot', response: snapshotSchema }),
  loadSnapshot: endpoint({
    method: 'PUT',
    path: '/__mock/snapshot',
    body: z.unknown().describe('A document from GET /__mock/snapshot'),
    response: z.looseObject({
      ok: z.literal(true),
      seed: z.union([z.string(), z.number()]),
      checkout: z.string(),
      records: z.record(z.string(), z.number()),
    }),
  }),
};
