// Control API of the live city view: the snapshot (`/__mock/city`), the event stream
// (`/__mock/events`, server-sent events) and the presenter's presets (`/__mock/presets`).
import { cityEndpoints as api } from '../control/city-endpoints.ts';
import { fail } from '../domain/plumbing/errors.ts';
import { defineRoute, ok, type RouteDef } from '../routes/route-types.ts';
import { CITY_EVENT_TYPES } from '../simulator/city-events.ts';
import { citySnapshot } from '../simulator/city-view.ts';
import {
  applyPreset,
  cardChecksDown,
  currentPreset,
  findPreset,
  PRESETS,
} from '../simulator/presets.ts';
import { simulatorStatus } from '../simulator/simulator-memory.ts';
import { openCityStream } from './city-stream.ts';

const tags = ['control'];

const seqOf = (text: string | undefined): number => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

export const cityRoutes: RouteDef[] = [
  defineRoute({
    ...api.city,
    summary:
      'Live city snapshot: simulator controls and counters, throughput (orders per simulated minute, GMV in kobo over the last 10 simulated minutes), riders on the road with positions, stores on the map, events after `after` (a seq)',
    tags,
    readOnly: true,
    handler: (ctx, { query }) => ({
      status: 200,
      body: citySnapshot(ctx, seqOf(query.after)),
      headers: { 'cache-control': 'no-store' },
    }),
  }),
  defineRoute({
    method: 'GET',
    path: '/__mock/events',
    summary: `Server-sent events of the simulated city (text/event-stream): \`snapshot\` (as /__mock/city), then \`order\` events (${CITY_EVENT_TYPES.join(', ')} — by the simulator or by people, \`byPerson\` on the latter; id = seq, resumes after Last-Event-ID) and a \`tick\` every second`,
    tags,
    readOnly: true,
    handler: (ctx, { headers }) => ({
      status: 200,
      body: '',
      contentType: 'text/event-stream; charset=utf-8',
      headers: { 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
      stream: (write) =>
        openCityStream(ctx, write, { lastEventId: seqOf(headers['last-event-id']) }),
    }),
  }),
  defineRoute({
    ...api.presets,
    summary: "The presenter's presets: [{ name, title, description, speed?, demand?, cardOutage }]",
    tags,
    readOnly: true,
    handler: (ctx) => ok({ current: currentPreset(ctx), presets: PRESETS }),
  }),
  defineRoute({
    ...api.applyPreset,
    summary:
      'Apply a preset (quiet-evening, lunch-rush, payment-outage, normal): simulator on with its speed and demand; payment-outage adds a 503 fault on POST /api/pay (card checks), the others remove it',
    tags,
    handler: (ctx, { params }) => {
      const preset = findPreset(params.name);
      if (!preset) fail(404, `No preset ${params.name}: ${PRESETS.map((p) => p.name).join(', ')}`);
      applyPreset(ctx, preset);
      return {
        status: 200,
        body: {
          preset: preset.name,
          simulator: simulatorStatus(ctx),
          cardChecksDown: cardChecksDown(ctx),
          faults: ctx.faults,
        },
      };
    },
  }),
];
