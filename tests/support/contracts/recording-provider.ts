import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';

// A stand-in for the hosted API in tests of the verifier: records every request it receives and
// answers plausibly for the fixture accounts below (enough for the hosted provider states to be
// established), so a test can see exactly what a verification run would send to a real provider.

export type Recorded = { method: string; url: string; path: string; cookie: string; body: string };

/** Fixture accounts and ids of the stand-in (none is a contract example value). */
const FIXTURE = {
  device: 'recorded-device-7f3a',
  buyer: { id: 'aa00000000000000000000b1', email: 'pact.buyer@staging.test', password: 'b-pass' },
  vendor: { id: 'aa00000000000000000000e1', email: 'pact.vendor@staging.test', password: 'v-pass' },
  newcomer: { id: 'aa00000000000000000000c1', email: 'pact.new@staging.test', password: 'n-pass' },
  riderId: 'aa00000000000000000000d1',
  products: ['aa0000000000000000000a01', 'aa0000000000000000000a02'],
  orders: { paid: 'aa0000000000000000000f01', unpaid: 'aa0000000000000000000f02' },
} as const;

/** The PACT_* environment of a hosted run against the stand-in. */
export function fixtureEnv(): Record<string, string> {
  return {
    PACT_DEVICE_ID: FIXTURE.device,
    PACT_BUYER_EMAIL: FIXTURE.buyer.email,
    PACT_BUYER_PASSWORD: FIXTURE.buyer.password,
    PACT_BUYER_ID: FIXTURE.buyer.id,
    PACT_VENDOR_EMAIL: FIXTURE.vendor.email,
    PACT_VENDOR_PASSWORD: FIXTURE.vendor.password,
    PACT_VENDOR_ID: FIXTURE.vendor.id,
    PACT_NEWCOMER_EMAIL: FIXTURE.newcomer.email,
    PACT_NEWCOMER_PASSWORD: FIXTURE.newcomer.password,
    PACT_NEWCOMER_ID: FIXTURE.newcomer.id,
    PACT_UNVERIFIED_EMAIL: 'pact.waiting@staging.test',
    PACT_UNVERIFIED_PASSWORD: 'w-pass',
    PACT_RIDER_ID: FIXTURE.riderId,
    PACT_PAYSTACK_REFERENCE: 'T_staging_success_1',
  };
}

const product = (id: string, n: number) => ({
  _id: id,
  name: n === 0 ? 'Ofada Rice' : 'Chapman',
  desc: 'From the stand-in provider',
  price: 2500,
  imgs: [],
  content: [],
  userId: FIXTURE.vendor.id,
  category: n === 0 ? 'Food' : 'Drinks',
  type: n === 0 ? 'Rice' : 'Drink',
});

const review = {
  _id: 'aa0000000000000000000c01',
  msg: 'Good',
  reviewerId: FIXTURE.buyer.id,
  positive: true,
};

function answer(method: string, path: string, query: URLSearchParams, body: string) {
  const ok = (value: unknown) => ({ status: 200, body: value });
  const products = FIXTURE.products.map(product);
  const accounts = [FIXTURE.buyer, FIXTURE.vendor, FIXTURE.newcomer];
  if (method === 'POST' && path === '/api/users/signin') {
    const sent = JSON.parse(body || '{}') as { email?: string; password?: string };
    const account = accounts.find((a) => a.email === sent.email);
    if (!account) return { status: 404, body: { message: 'User not found' } };
    if (sent.password !== account.password)
      return { status: 401, body: { message: 'wrong credentials' } };
    return {
      status: 200,
      body: { user: { firstname: 'Pact', _id: account.id } },
      cookie: `auth_token=${randomBytes(12).toString('hex')}; Path=/; HttpOnly; Secure; SameSite=None`,
    };
  }
  if (method === 'POST' && path === '/api/users/logout')
    return ok({ message: 'Logged out successfully' });
  if (method !== 'GET') return ok({});
  if (path === '/api/products') return ok(products);
  if (path.startsWith('/api/products/kitchen/cat/')) return ok(['Food', 'Drinks']);
  if (path.startsWith('/api/products/kitchen/'))
    return ok({ products, businessName: 'Stand-in Kitchen', verified: false });
  if (path.startsWith('/api/products/find/'))
    return ok({ ...products[0], businessName: 'Stand-in Kitchen', rating: 4.5, verified: true });
  if (path === '/api/users/location')
    return ok(
      query.get('query') === 'Lagos'
        ? 'store exist'
        : 'Sorry, we do not have stores in this location yet',
    );
  if (path.startsWith('/api/users/find/'))
    return ok({ allReviews: [review], user: { km: 3, deliveryRate: 1, rating: 4, balance: 0 } });
  if (path.startsWith('/api/users/reviews/')) return ok([review]);
  if (path === '/api/users/stores') return ok({ stores: [], totalPages: 0 });
  if (path === '/api/users/riders') return ok([]);
  if (/^\/api\/orders\/[^/]+\/allorders\//.test(path)) {
    const row = (id: string, isPaid: boolean) => ({
      _id: id,
      content: [],
      isPaid,
      isCancelled: false,
      isDelivered: false,
    });
    return ok({
      orders: [row(FIXTURE.orders.paid, true), row(FIXTURE.orders.unpaid, false)],
      counts: { pending: 1, dispatched: 0, delivered: 0, refunded: 0, all: 2 },
      bal: 0,
      isBusinessOwner: path.endsWith(FIXTURE.vendor.id),
    });
  }
  if (/^\/api\/orders\/[^/]+\/find\//.test(path)) {
    const paid = path.includes(FIXTURE.orders.paid);
    return ok({
      products: [],
      details: { isPaid: paid, isCancelled: false, ...(paid ? { reference: 'T_paid_1' } : {}) },
    });
  }
  return ok([]);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}

/** Starts the stand-in on a free port; `requests` fills as it is called. */
export async function startRecordingProvider() {
  const requests: Recorded[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await readBody(req);
    requests.push({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      path: url.pathname,
      cookie: req.headers.cookie ?? '',
      body,
    });
    const a = answer(req.method ?? 'GET', url.pathname, url.searchParams, body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if ('cookie' in a && a.cookie) headers['set-cookie'] = a.cookie;
    res.writeHead(a.status, headers).end(JSON.stringify(a.body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
