// Rider steps: the rider list near a place, a rider's public profile, a buyer's review.

import { attempt, must, seen } from '#scenarios/core/attempt.ts';
import type { Step } from '#scenarios/core/types.ts';
import { createReview } from '#src/api/reviews.ts';
import { fetchRiders, fetchUserProfile } from '#src/api/riders.ts';
import { requireMemory } from './views.ts';

export function ridersNear(actor: string, place: string): Step {
  return {
    title: `${actor} lists riders near ${place}`,
    actor,
    async run(ctx) {
      const riders = await must('riders', () => fetchRiders({ query: place }));
      ctx.observe('found', riders.length > 0);
      if (!ctx.checkThat('riders found', riders.length > 0, riders.length, '≥ 1')) return;
      const addresses = riders.map((r) =>
        String((r as Record<string, unknown>).physicalAddress ?? ''),
      );
      const far = addresses.filter((a) => !a.toLowerCase().includes(place.toLowerCase()));
      ctx.check('every rider is near the place', far, []);
      const leaked = riders.filter((r) => 'password' in r || 'otp' in r);
      ctx.check('no secrets in the list', leaked.length, 0);
      ctx.memory.riderId = String(riders[0]?._id ?? '');
    },
  };
}

export function riderProfile(actor: string): Step {
  return {
    title: `${actor} opens the rider's profile`,
    actor,
    async run(ctx) {
      const outcome = await attempt(() => fetchUserProfile(requireMemory(ctx, 'riderId')));
      ctx.observe('answer', seen(outcome));
      if (!ctx.check('profile shown', outcome.status, 200) || !outcome.ok) return;
      const { user, allReviews } = outcome.value;
      ctx.checkThat(
        'name, rating, hours, distance',
        Boolean(user.name) && user.rating >= 0 && user.deliveryRate > 0 && user.km >= 0,
        user,
        'filled',
      );
      ctx.observe('reviews', allReviews.length);
      ctx.memory.riderReviews = allReviews.map((r) => ({ positive: r.positive }));
    },
  };
}

/**
 * Posts a review the profile can show: its list holds the first 2 negative and the first 2
 * positive reviews (hosted rule), so the review takes the polarity that still has room.
 */
export function reviewRider(actor: string, msgs: { positive: string; negative: string }): Step {
  return {
    title: `${actor} reviews the rider`,
    actor,
    async run(ctx) {
      const shown = (ctx.memory.riderReviews as { positive: boolean }[] | undefined) ?? [];
      const positive = shown.filter((r) => r.positive).length < 2;
      if (!positive && shown.filter((r) => !r.positive).length >= 2) {
        throw new Error(
          'the profile already shows 2 positive and 2 negative reviews: a new one cannot appear',
        );
      }
      const msg = positive ? msgs.positive : msgs.negative;
      ctx.observe('positive', positive);
      const outcome = await attempt(() =>
        createReview({
          userId: requireMemory(ctx, 'riderId'),
          msg,
          reviewerId: ctx.actor.userId,
          positive,
        }),
      );
      ctx.observe('answer', seen(outcome));
      if (!ctx.check('review saved', outcome.status, 200) || !outcome.ok) return;
      ctx.check('saved text', outcome.value.msg, msg);
      ctx.check('saved polarity', outcome.value.positive, positive);
      ctx.memory.reviewMsg = msg;
    },
  };
}

export function profileShowsReview(actor: string): Step {
  return {
    title: `${actor} sees the review on the rider's profile`,
    actor,
    async run(ctx) {
      const profile = await must('profile', () => fetchUserProfile(requireMemory(ctx, 'riderId')));
      const msg = requireMemory(ctx, 'reviewMsg');
      const mine = profile.allReviews.find((r) => r.msg === msg);
      ctx.observe('shown', Boolean(mine));
      ctx.checkThat(
        'review listed',
        Boolean(mine),
        profile.allReviews.map((r) => r.msg),
        msg,
      );
      ctx.checkThat('reviewer named', Boolean(mine?.reviewerName), mine?.reviewerName, 'a name');
    },
  };
}
