import { z } from 'zod';
import { endpoint } from '#shared/schemas/common.ts';
import type { CitySnapshot } from '../simulator/city-view.ts';
import type { Preset } from '../simulator/presets.ts';
import { answerOf, faultRuleSchema, schemaOf, simulatorStatusSchema } from './control-endpoints.ts';

// The live city's control API: its snapshot and the presenter's presets (the event stream,
// `GET /__mock/events`, is text/event-stream and stays a plain route in panel/city-routes.ts).

/** A preset of the presenter (`simulator/presets.ts`). */
const presetSchema = schemaOf<Preset>()(
  z.object({
    name: z.string(),
    title: z.string(),
    description: z.string(),
    speed: z.number().optional(),
    demand: z.number().optional(),
    cardOutage: z.boolean(),
  }),
);

export const cityEndpoints = {
  city: endpoint({
    method: 'GET',
    path: '/__mock/city',
    query: z.object({ after: z.string().regex(/^\d+$/).optional() }),
    // The city snapshot (riders, stores, events, throughput) stays a typed JSON object: too big
    // to describe honestly here.
    response: answerOf<CitySnapshot>(),
  }),
  presets: endpoint({
    method: 'GET',
    path: '/__mock/presets',
    response: z.object({
      current: z.string().nullable(),
      presets: z.array(presetSchema).readonly(),
    }),
  }),
  applyPreset: endpoint({
    method: 'POST',
    path: '/__mock/presets/:name',
    response: z.object({
      preset: z.string(),
      simulator: simulatorStatusSchema,
      cardChecksDown: z.boolean(),
      faults: z.array(faultRuleSchema),
    }),
  }),
};
