// The offline gazetteer's places (shared with the mock: real Nigerian places at real, rounded
// points), for what the client reads from them: a local government's neighbourhoods
// (lga-neighbourhoods.ts) and how deep the offline map names something around a view
// (components/map-detail-limit.tsx). Loaded only where needed: the first screens do not carry it.
import { LAGOS_PLACES } from '#shared/places/gazetteer-lagos.ts';
import { NORTH_PLACES } from '#shared/places/gazetteer-north.ts';
import { NORTH_CENTRAL_PLACES } from '#shared/places/gazetteer-north-central.ts';
import { SOUTH_EAST_PLACES } from '#shared/places/gazetteer-south-east.ts';
import { SOUTH_SOUTH_PLACES } from '#shared/places/gazetteer-south-south.ts';
import { SOUTH_WEST_PLACES } from '#shared/places/gazetteer-south-west.ts';
import { STATE_PLACES } from '#shared/places/gazetteer-states.ts';
import type { Place } from '#shared/places/place-types.ts';

export const OFFLINE_PLACES: readonly Place[] = [
  ...STATE_PLACES,
  ...LAGOS_PLACES,
  ...NORTH_CENTRAL_PLACES,
  ...SOUTH_SOUTH_PLACES,
  ...SOUTH_WEST_PLACES,
  ...SOUTH_EAST_PLACES,
  ...NORTH_PLACES,
];
