// One-click scenes for a presenter (control API `POST /__mock/presets/:name`, buttons on the
// panel): each sets the simulator's speed and demand and turns the card-check outage on or off.
// Faults a person injected by hand are left alone. The preset applied is remembered beside the
// world (a part of its memory): a reset or an import clears the faults, the outage among them, so
// it forgets the preset too.
import { type Ctx, memoryPart, partOf } from '../domain/plumbing/context.ts';
import { addFault, faultAhead } from '../domain/plumbing/faults.ts';
import { CARD_CHECK } from '../domain/provider.ts';

export type Preset = {
  name: string;
  title: string;
  description: string;
  /** Simulator settings; omitted ones stay as they are. */
  speed?: number;
  demand?: number;
  /** Card checks fail (`POST /api/pay` answers 503) while this preset is on. */
  cardOutage: boolean;
};

export const CARD_OUTAGE_MESSAGE = 'Card payments are temporarily unavailable';

export const PRESETS: readonly Preset[] = [
  {
    name: 'quiet-evening',
    title: 'Quiet evening',
    description: 'A few orders now and then (demand ×0.25) at 5× speed; payments work.',
    speed: 5,
    demand: 0.25,
    cardOutage: false,
  },
  {
    name: 'lunch-rush',
    title: 'Lunch rush',
    description: 'Orders pour in (demand ×3) at 10× speed; riders crowd the roads.',
    speed: 10,
    demand: 3,
    cardOutage: false,
  },
  {
    name: 'payment-outage',
    title: 'Payment outage',
    description:
      "Card checks fail (POST /api/pay answers 503 until cleared): buyers' cards are refused in the app and in the simulation. Speed and demand stay.",
    cardOutage: true,
  },
  {
    name: 'normal',
    title: 'Normal day',
    description: 'Back to normal demand at 10× speed, card payments restored.',
    speed: 10,
    demand: 1,
    cardOutage: false,
  },
];

/** The preset last applied to a world, null after a hand change (a part of its memory). */
const PRESET = memoryPart((): { name: string | null } => ({ name: null }));

/**
 * The last preset applied to this world (until its settings are changed otherwise, or the world
 * is swapped), if any.
 */
export const currentPreset = (ctx: Ctx): string | null => partOf(ctx, PRESET).name;

/** Forget the current preset (the controls were changed by hand). */
export const clearPreset = (ctx: Ctx): void => {
  partOf(ctx, PRESET).name = null;
};

const isCardOutage = (f: { method: string; path: string }) =>
  f.method === CARD_CHECK.method && f.path === CARD_CHECK.path;

export function findPreset(name: string): Preset | undefined {
  return PRESETS.find((p) => p.name === name);
}

/** Applies `preset`: simulator on, its speed and demand, the card outage on or off. */
export function applyPreset(ctx: Ctx, preset: Preset): void {
  ctx.simulator.on = true;
  if (preset.speed !== undefined) ctx.simulator.speed = preset.speed;
  if (preset.demand !== undefined) ctx.simulator.demand = preset.demand;
  const outages = ctx.faults.filter(isCardOutage);
  if (preset.cardOutage && outages.length === 0) {
    addFault(ctx, { ...CARD_CHECK, status: 503, message: CARD_OUTAGE_MESSAGE });
  }
  if (!preset.cardOutage) {
    for (const fault of outages) ctx.faults.splice(ctx.faults.indexOf(fault), 1);
  }
  partOf(ctx, PRESET).name = preset.name;
}

/** Whether card checks are failing now (a fault on the card check). */
export const cardChecksDown = (ctx: Ctx): boolean =>
  faultAhead(ctx, CARD_CHECK.method, CARD_CHECK.path) !== undefined;
