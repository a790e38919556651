import type { UserRecord } from '../db/records.ts';
import type { Ctx } from './plumbing/context.ts';

/** A user record with the hosted model's defaults (deliveryRate 1, km 57, …). */
export function newUser(ctx: Ctx, fields: Partial<UserRecord> & { email: string }): UserRecord {
  const now = ctx.clock.now();
  return {
    _id: ctx.rng.objectId(),
    passwordHash: '',
    surname: '',
    firstname: '',
    name: '',
    img: '',
    age: '',
    country: 'Nigeria',
    state: '',
    lga: '',
    businessName: '',
    businessImg: '',
    physicalAddress: '',
    placesCanDeliverTo: [],
    timeOpen: '',
    category: '',
    status: 'offline',
    wallet: false,
    rating: 0,
    verified: false,
    suspended: false,
    blocked: false,
    deliveryRate: 1,
    km: 57,
    balanceKobo: 0,
    isDispatcher: false,
    ridesCompleted: 0,
    isBusinessOwner: false,
    otpHash: null,
    otpCreatedAt: null,
    otpAttempts: 0,
    otpIsVerified: false,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}
