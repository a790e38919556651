// What the panel knows of the live city: kept up to date by panel-city.ts from the snapshot and
// ticks, drawn by panel-map.ts.

import type { CitySnapshot, CityTick } from '../../simulator/city-view.ts';
import type { Preset } from '../../simulator/presets.ts';

export type Rider = CityTick['riders'][number];
export type Store = CitySnapshot['stores'][number];
export type CityCentre = CitySnapshot['cities'][number];

export const city = {
  /** The world the feed is of (a reset starts it over). */
  world: 0,
  /** The newest event in the feed. */
  lastSeq: 0,
  stores: [] as Store[],
  cities: [] as CityCentre[],
  riders: [] as Rider[],
  /** The city the presenter chose on the map (null: the first). */
  place: null as CityCentre | null,
  presets: [] as readonly Preset[],
  /** The preset in force, if any. */
  current: null as string | null,
};
