import type { z } from 'zod/mini';
import { koboToNaira } from '#shared/money.ts';
import type { CreateReviewRequest } from '#shared/schemas/reviews.ts';
import type { riderEndpoints } from '#shared/schemas/riders.ts';
import type { ReviewRecord } from '../db/records.ts';
import { kmFrom, nearestFirst } from './distances.ts';
import { placeFrom } from './place-from.ts';
import { hang, setField } from './plumbing/behaviour-profile.ts';
import type { Ctx } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';
import { sampleOf } from './plumbing/sampling.ts';
import { isoOf, nairaText, riderWire } from './plumbing/wire.ts';
import { assertSelf } from './session.ts';

/**
 * `GET /api/users/riders?query=&pageSize=`: riders whose name or address contains `query`, world
 * order, paged (the hosted API matches the address only: docs/hosted-divergences.md). The hosted
 * profile: a random sample of `pageSize` riders, then those of the sample whose address matches
 * (`page` ignored), as hosted (§3.8).
 */
export function listRiders(ctx: Ctx, q: z.output<typeof riderEndpoints.list.query>) {
  const pageSize = Math.min(Math.max(Number.parseInt(q.pageSize ?? '', 10) || 10, 1), 50);
  const page = Math.max(Number.parseInt(q.page ?? '', 10) || 1, 1);
  const term = (q.query ?? '').toLowerCase().trim();
  const matches = (u: { physicalAddress: string; name: string }) =>
    !term ||
    u.physicalAddress.toLowerCase().includes(term) ||
    (!ctx.profile.ridersByAddressOnly && u.name.toLowerCase().includes(term));
  const riders = ctx.db.users.lookup('rider', 'yes');
  if (ctx.profile.randomSamples) {
    return sampleOf(ctx.rng, riders, pageSize)
      .filter(matches)
      .map((u) => riderWire(u, ctx.profile));
  }
  // The safe profile, from the buyer's place (`near`, the mock's key): riders of that city only,
  // nearest first, each at its real distance.
  // A place the gazetteer does not know: the text match, without distances.
  const place = q.near?.trim() ?? '';
  const near = place ? nearestFirst(ctx, riders.filter(matches), place) : null;
  const about = near !== null && placeFrom(ctx, place)?.about === true;
  const listed =
    near ?? riders.filter(matches).map((user) => ({ user, km: place ? undefined : user.km }));
  return listed
    .slice((page - 1) * pageSize, page * pageSize)
    .map(({ user, km }) => riderWire(user, ctx.profile, { km, measured: near !== null, about }));
}

const reviewWire = (ctx: Ctx, r: ReviewRecord) => {
  const reviewer = ctx.db.users.get(r.reviewerId);
  return {
    ...(reviewer
      ? setField(ctx.profile, 'reviewerName', reviewer.name)
      : { reviewerName: 'A_user' }),
    ...setField(ctx.profile, 'reviewerImg', reviewer?.img),
    msg: r.msg,
    reviewerId: r.reviewerId,
    _id: r._id,
    positive: r.positive,
  };
};

/**
 * `GET /api/users/find/:id`: profile and reviews (2 negative then 2 positive, as hosted). With
 * `near` (the mock's key; the safe profile), `km` is from that place when the gazetteer knows both.
 */
export function userProfile(ctx: Ctx, id: string, actorId: string | undefined, near?: string) {
  const user = ctx.db.users.get(id);
  if (!user) fail(404, 'no user available');
  const reviews = ctx.db.reviews.lookup('user', id);
  const pick = [
    ...reviews.filter((r) => !r.positive).slice(0, 2),
    ...reviews.filter((r) => r.positive).slice(0, 2),
  ];
  const from = near?.trim() && !ctx.profile.hostedShapes ? placeFrom(ctx, near) : null;
  const measured = from ? kmFrom(from, user) : undefined;
  return {
    allReviews: pick.map((r) => reviewWire(ctx, r)),
    user: {
      ...setField(ctx.profile, 'name', user.name),
      km: measured ?? user.km,
      // The mock's key: `km` is the distance from `near`, not the stored display number.
      ...(measured === undefined ? {} : { measuredKm: true }),
      // The mock's key: measured from a stand-in for a larger place (an LGA's served district).
      ...(measured !== undefined && from?.about ? { aboutKm: true } : {}),
      deliveryRate: user.deliveryRate,
      rating: user.rating,
      balance:
        user.isDispatcher && actorId === user._id ? koboToNaira(user.balanceKobo) : ('' as const),
      // Not in the hosted answer (documented divergence): the rides-completed figure from data.
      ...(user.isDispatcher && !ctx.profile.hostedShapes
        ? { ridesCompleted: user.ridesCompleted }
        : {}),
    },
  };
}

/**
 * `GET /api/users/reviews/:userId`: at most 3 (2 positive then 1 negative); `[]` when none — after
 * the hang bound with the hosted profile, where the hosted API never answers (§3.10).
 */
export async function userReviews(ctx: Ctx, userId: string) {
  const reviews = ctx.db.reviews.lookup('user', userId);
  if (reviews.length === 0 && ctx.profile.reviewsHangWhenNone) await hang(ctx.profile);
  return [
    ...reviews.filter((r) => r.positive).slice(0, 2),
    ...reviews.filter((r) => !r.positive).slice(0, 1),
  ].map((r) => reviewWire(ctx, r));
}

/** `POST /api/reviews`: the signed-in user reviews someone else. */
export async function postReview(ctx: Ctx, actorId: string, body: CreateReviewRequest) {
  assertSelf(actorId, body.reviewerId);
  const { userId } = body;
  if (!ctx.db.users.get(userId)) fail(404, 'no user available');
  if (userId === actorId && !ctx.profile.selfReviews) fail(400, 'You can not review yourself');
  const msg = body.msg.trim().slice(0, 1000);
  if (!msg) fail(400, 'Review validation failed: msg: Path `msg` is required.');
  const now = ctx.clock.now();
  const r = await ctx.db.reviews.insert({
    _id: ctx.rng.objectId(),
    userId,
    reviewerId: actorId,
    msg,
    positive: body.positive,
    createdAt: now,
  });
  const iso = isoOf(now);
  return {
    _id: r._id,
    userId,
    reviewerId: actorId,
    msg,
    positive: r.positive,
    createdAt: iso,
    updatedAt: iso,
    __v: 0,
  };
}

/** `GET /api/users/acct/:id`: own balance as a bare string with two decimals. */
export function balanceText(ctx: Ctx, actorId: string, id: string): string {
  assertSelf(actorId, id);
  const user = ctx.db.users.get(id);
  if (!user) fail(404, 'something went wrong');
  return nairaText(user.balanceKobo);
}
