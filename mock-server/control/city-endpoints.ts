import { z } from 'zod';
import { endpoint } from '#src/api/schemas/common.ts';
import type { FaultRule } from '../domain/plumbing/context.ts';
import type { CitySnapshot } from '../panel/city-view.ts';
import type { Preset } from '../simulator/presets.ts';
import type { simulatorStatus } from '../simulator/simulator-memory.ts';
import { answerOf } from './control-endpoints.ts';

// The live city's control API: its snapshot and the presenter's presets (the event stream,
// `GET /__mock/events`, is text/event-stream and stays a plain route in panel/city-routes.ts).

export const cityEndpoints = {
  city: endpoint({
    method: 'GET',
    path: '/__mock/city',
    query: z.object({ after: z.string().regex(/^\d+$/).optional() }),
    response: answerOf<CitySnapshot>(),
  }),
  presets: endpoint({
    method: 'GET',
    path: '/__mock/presets',
    response: answerOf<{ current: string | null; presets: readonly Preset[] }>(),
  }),
  applyPreset: endpoint({
    method: 'POST',
    path: '/__mock/presets/:name',
    response: answerOf<{
      preset: string;
      simulator: ReturnType<typeof simulatorStatus>;
      cardChecksDown: boolean;
      faults: FaultRule[];
    }>(),
  }),
};
