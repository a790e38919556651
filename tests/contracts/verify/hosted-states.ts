import type { Interaction } from './pact-files.ts';
import type { StateSet } from './run-verification.ts';

export const PENDING_ON_HOSTED = (_i: Interaction): string | undefined => undefined;
export function hostedStates(_url: string): StateSet {
  return { states: {}, beforeEach: async () => {}, deviceId: '' };
}
