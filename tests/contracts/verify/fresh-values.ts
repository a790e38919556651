import { randomBytes } from 'node:crypto';

// Values a provider state invents so that they match nothing on the provider: a fresh random
// ObjectId (no order has it) and a fresh card reference (no payment has it). Never the
// contract's example values, which a shared provider could one day hold.

export const unknownObjectId = (): string => randomBytes(12).toString('hex');

export const unknownReference = (): string => `pact_unknown_${randomBytes(8).toString('hex')}`;
