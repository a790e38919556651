import { describe, expect, it } from 'vitest';
import type { RecordedActor, RecordedEntry, RecordingDocument } from './recorder.ts';
import { writeScenario } from './write-scenario.ts';

// The writer alone, on a hand-made recording: ids become references to the answer they came
// from, each actor acts on its own device, a refused request stays an expected failure, the
// outbox code is read by the existing step, and nothing of the recording's world is left.

const BUYER: RecordedActor = {
  id: 'b0000000000000000000000b',
  email: 'buyer@bukka.test',
  firstname: 'Adaeze',
  role: 'buyer',
  demo: true,
};
const VENDOR: RecordedActor = {
  ...BUYER,
  id: 'a0000000000000000000000a',
  email: 'vendor@bukka.test',
  role: 'vendor',
};
const STORE = VENDOR.id;
const DISH = 'd000000000000000000000d1';
const ORDER = 'c000000000000000000000c1';

let n = 0;
function entry(
  actor: RecordedActor | null,
  method: string,
  path: string,
  route: string,
  rest: Partial<RecordedEntry> = {},
): RecordedEntry {
  n += 1;
  return {
    n,
    atMs: n,
    actor,
    method,
    path,
    route,
    params: {},
    query: {},
    body: null,
    status: 200,
    answer: {},
    ...rest,
  };
}

const recording: RecordingDocument = {
  on: false,
  world: 'w1',
  seed: 7,
  checkout: 'card',
  profile: 'safe',
  startedAt: '2026-11-26T00:00:00.000Z',
  stoppedAt: '2026-11-26T00:01:00.000Z',
  stoppedBecause: null,
  limits: { maxEntries: 500, maxBytes: 2_000_000 },
  bytes: 0,
  entries: [
    entry(BUYER, 'POST', '/api/users/signin', '/api/users/signin', {
      body: { email: BUYER.email, password: '***', fingerprint: 'phone-1' },
      answer: { user: { email: BUYER.email, url: 'x', rdt: '***' } },
    }),
    entry(BUYER, 'POST', '/api/users/verification', '/api/users/verification', {
      body: { email: BUYER.email, otpCode: '***' },
      answer: { user: { _id: BUYER.id, firstname: 'Adaeze' } },
    }),
    entry(VENDOR, 'POST', '/api/users/signin', '/api/users/signin', {
      body: { email: VENDOR.email, password: '***', fingerprint: 'laptop-1' },
      answer: { user: { _id: VENDOR.id, firstname: 'Tunde' } },
    }),
    entry(BUYER, 'GET', '/api/products', '/api/products', {
      query: { query: STORE },
      answer: [{ _id: DISH, name: 'Jollof', price: 4250, extras: [] }],
    }),
    entry(
      BUYER,
      'POST',
      `/api/orders/phone-1/${BUYER.id}/${STORE}`,
      '/api/orders/:deviceId/:buyerId/:storeId',
      {
        params: { deviceId: 'phone-1', buyerId: BUYER.id, storeId: STORE },
        body: { orderedItems: [{ _id: DISH, quantity: 1 }], total: 5750 },
        answer: { _id: ORDER, isPaid: false, total: 5750 },
      },
    ),
    entry(
      VENDOR,
      'PUT',
      `/api/orders/laptop-1/takeorder/${STORE}/${ORDER}`,
      '/api/orders/:deviceId/takeorder/:storeId/:orderId',
      {
        params: { deviceId: 'laptop-1', storeId: STORE, orderId: ORDER },
        status: 409,
        answer: { message: 'Only a paid order can be accepted' },
      },
    ),
  ],
};

describe('writeScenario', () => {
  const source = writeScenario(recording, 'two-sides');

  it('names the actors by role and replays from the recorded seed', () => {
    expect(source).toContain('export const twoSides: Scenario = {');
    expect(source).toContain(
      "buyer: { role: 'buyer', account: { kind: 'demo', role: 'buyer' }, deviceId: 'phone-1' },",
    );
    expect(source).toContain(
      "vendor: { role: 'vendor', account: { kind: 'demo', role: 'vendor' }, deviceId: 'laptop-1' },",
    );
    expect(source).toContain('seed: 7,');
    expect(source).toContain('keepGoing: true,');
  });

  it('reads the code from the outbox with the existing steps', () => {
    expect(source).toContain("signInStep('buyer', { expect: 'device-code' })");
    expect(source).toContain("verifyWithMailCode('buyer', {\n  kind: 'device',\n})");
    expect(source).toContain("signInStep('vendor', { expect: 'session' })");
  });

  it('turns ids into references to the answers they came from', () => {
    expect(source).toContain("query: '{vendor.id}'");
    expect(source).toContain("productId: '0._id'");
    expect(source).toContain("path: '/api/orders/{buyer.device}/{buyer.id}/{vendor.id}'");
    expect(source).toContain("_id: '{productId}'");
    expect(source).toContain("orderId: '_id'");
    expect(source).toContain("orderTotalKobo: 'total'");
    expect(source).toContain("path: '/api/orders/{vendor.device}/takeorder/{vendor.id}/{orderId}'");
    for (const id of [BUYER.id, VENDOR.id, DISH, ORDER]) expect(source).not.toContain(id);
  });

  it('keeps a refused request as an expected failure, and checks fields of the others', () => {
    expect(source).toContain(
      "call('vendor', 'vendor accepts the order → refused: Only a paid order can be accepted'",
    );
    expect(source).toMatch(/status: 409,\n\s+message: 'Only a paid order can be accepted',/);
    expect(source).toMatch(/fields: \{\n\s+isPaid: false,\n\s+total: 5750,/);
  });

  it('names the store from the search when no vendor took part', () => {
    const store = 'e0000000000000000000000e';
    const alone: RecordingDocument = {
      ...recording,
      entries: [
        entry(null, 'GET', '/api/users/stores', '/api/users/stores', {
          query: { searchedLocation: 'Lekki' },
          answer: { stores: [{ _id: store, businessName: 'Iya Basira' }], totalPages: 1 },
        }),
        entry(BUYER, 'GET', `/api/products/kitchen/${store}`, '/api/products/kitchen/:storeId', {
          params: { storeId: store },
          answer: { businessName: 'Iya Basira', products: [] },
        }),
      ],
    };
    const text = writeScenario(alone, 'alone');
    expect(text).toContain("visitor: { role: 'visitor', account: { kind: 'none' } },");
    expect(text).toContain("storeId: 'stores.0._id'");
    expect(text).toContain("path: '/api/products/kitchen/{storeId}'");
    expect(text).toContain("call('buyer', 'buyer opens the store page'");
    expect(text).not.toContain(store);
  });
});

describe('checks that hold in any world', () => {
  const PAST = 'f000000000000000000000f1';
  const list = (pending: number, orders: string[]) =>
    entry(BUYER, 'GET', `/api/orders/phone-1/allorders/${BUYER.id}`, LIST, {
      params: { deviceId: 'phone-1', userId: BUYER.id },
      query: { query: 'all' },
      answer: {
        orders: orders.map((_id) => ({ _id, isPaid: true })),
        counts: { pending, dispatched: 1, delivered: 2, refunded: 0, all: pending + 3 },
        bal: 1200.5,
        isBusinessOwner: false,
      },
    });
  const LIST = '/api/orders/:deviceId/allorders/:userId';
  const used: RecordingDocument = {
    ...recording,
    entries: [
      recording.entries[2]!,
      list(4, [PAST]),
      entry(
        BUYER,
        'GET',
        `/api/orders/phone-1/find/${PAST}/${BUYER.id}`,
        '/api/orders/:deviceId/find/:orderId/:userId',
        { answer: { details: { isPaid: true, businessName: 'Another Kitchen', total: 9900 } } },
      ),
      recording.entries[4]!,
      list(5, [ORDER, PAST]),
    ],
  };
  const text = writeScenario(used, 'used-world');

  it('checks counts and balances by how far they moved since the first look', () => {
    expect(text).toMatch(
      /changedBy: \{\n\s+'counts.pending': 0,\n\s+'counts.dispatched': 0,\n\s+'counts.delivered': 0,\n\s+'counts.refunded': 0,\n\s+'counts.all': 0,\n\s+bal: 0,/,
    );
    expect(text).toMatch(/changedBy: \{\n\s+'counts.pending': 1,[^}]+'counts.all': 1,\n\s+bal: 0,/);
    expect(text).not.toMatch(/'counts\.(pending|all)': [3-8],/);
    expect(text).toMatch(/fields: \{\n\s+isBusinessOwner: false,\n\s+\},/);
  });

  it('checks a thing from before the recording by its status only', () => {
    expect(text).toContain("pastOrderId: 'orders.0._id'");
    expect(text).toContain(
      "    // {pastOrderId} came before the recording (another world has another): status only.\n    call('buyer', 'buyer opens the order', {",
    );
    expect(text).toContain("path: '/api/orders/{buyer.device}/find/{pastOrderId}/{buyer.id}'");
    expect(text).not.toContain('Another Kitchen');
    expect(text).not.toContain(PAST);
    // The order the journey placed keeps its own name and its checks.
    expect(text).toContain("orderId: '_id'");
    expect(text).toMatch(/fields: \{\n\s+isPaid: false,\n\s+total: 5750,/);
  });

  it('takes no reference from what a thing from before the recording points at', () => {
    // The cart filled before the recording: its dish is known only from the last order's details.
    const details = entry(
      BUYER,
      'GET',
      `/api/orders/phone-1/find/${PAST}/${BUYER.id}`,
      '/api/orders/:deviceId/find/:orderId/:userId',
      { answer: { details: { _id: PAST, products: [{ productId: DISH }] } } },
    );
    const pointed = list(4, [PAST]);
    (pointed.answer as { orders: object[] }).orders[0] = {
      _id: PAST,
      content: [{ productId: DISH }],
    };
    const cartFirst = writeScenario(
      { ...recording, entries: [recording.entries[2]!, pointed, details, recording.entries[4]!] },
      'cart-first',
    );
    expect(cartFirst).not.toMatch(/pastProductId|productId: '/);
    expect(cartFirst).toContain(`_id: '${DISH}',`);
    expect(cartFirst).toContain("orderId: '_id'");
  });

  it('says so in its header', () => {
    expect(text).toContain(
      '// Checks are relative to where the recording began: it replays in any world.',
    );
  });
});
