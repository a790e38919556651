import { MatchersV3 } from '@pact-foundation/pact';

const { regex, fromProviderState } = MatchersV3;

// Example values of the contract. Ids are MongoDB ObjectId hex strings on the hosted API and the
// mock; the examples are fakes, the matchers say "24 lower-case hex digits".

export const EXAMPLE = {
  deviceId: 'demo-device',
  buyerId: '6650a1b2c3d4e5f601000001',
  vendorId: '6650a1b2c3d4e5f602000002',
  riderId: '6650a1b2c3d4e5f603000003',
  userId: '6650a1b2c3d4e5f605000005',
  productId: '6650a1b2c3d4e5f604000004',
  otherProductId: '6650a1b2c3d4e5f604000014',
  extraId: '6650a1b2c3d4e5f606000006',
  orderId: '6650a1b2c3d4e5f607000007',
  reviewId: '6650a1b2c3d4e5f608000008',
  missingOrderId: '0000000000000000000000aa',
  buyerEmail: 'buyer@bukka.test',
  vendorEmail: 'vendor@bukka.test',
  password: 'bukka-demo',
  newEmail: 'new.cook@bukka.test',
  code: '123456',
  wrongCode: '654321',
  reference: 'T100000000000001',
  sessionToken: 'pact-example-session-token',
  date: '2026-11-21T10:44:44.000Z',
} as const;

const ID = '^[0-9a-f]{24}$';
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$';

/** An ObjectId in a response body. */
export const id = (example: string) => regex(ID, example);
/** An ISO-8601 UTC date as the API serialises it. */
export const isoDate = (example: string = EXAMPLE.date) => regex(ISO, example);

/** A value only the provider knows, taken from the state handler's answer (Pact `${name}`). */
export const fromState = <T>(name: string, example: T) => fromProviderState(`$\{${name}}`, example);

/**
 * A path whose `{name}` segments the provider fills from the state handler's answer (Pact's
 * `${name}` expressions); `example` is the path the client sent in the consumer test.
 */
export const statePath = (template: string, example: string) =>
  fromProviderState(
    template.replace(/\{(\w+)\}/g, (_, name: string) => `$\{${name}}`),
    example,
  );
