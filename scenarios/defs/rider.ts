import type { Scenario } from '#scenarios/core/types.ts';
import { signedIn } from '#scenarios/steps/auth-steps.ts';
import {
  profileShowsReview,
  reviewRider,
  riderProfile,
  ridersNear,
} from '#scenarios/steps/rider-steps.ts';

export const rider: Scenario = {
  name: 'rider',
  title: '8. Rider',
  description:
    "Riders near a place, a rider's public profile, and a buyer's review appearing on it.",
  actors: {
    visitor: { role: 'visitor', account: { kind: 'none' } },
    buyer: { role: 'buyer', account: { kind: 'demo', role: 'buyer' } },
  },
  steps: [
    ridersNear('visitor', 'Lagos'),
    riderProfile('visitor'),
    signedIn('buyer'),
    reviewRider('buyer', {
      positive: 'Fast and polite, the food came hot.',
      negative: 'The rider was late and the soup spilled.',
    }),
    profileShowsReview('visitor'),
  ],
};
