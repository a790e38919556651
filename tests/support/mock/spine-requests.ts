// One request of every route of the mock's table, in an order that one browser could send them (a
// visitor, then the buyer, then the vendor, then the presenter at the control API), for tests that
// compare two transports answer by answer. Values a later request needs (an order's id, a payment
// reference, an uploaded picture) are read from the answers before it; `routesCovered` names the
// routes the list covers, so a test can insist that a new route gets its request.
import { DEMO_DEVICE, DEMO_PASSWORD } from '#mock/seed/demo-accounts.ts';
import type { WorldIds } from '#mock/seed/world.ts';

/** What the requests learn as they go. */
export type SpineValues = WorldIds & {
  order: Record<string, unknown>;
  orderId: string;
  amountKobo: number;
  productId: string;
  seedPicture: string;
  upload: string;
  reference: string;
  pending: string;
  /** The buyer's wallet account (a bank transfer's destination). */
  account: string;
  accessCode: string;
  code: string;
  snapshot: unknown;
};

/** The values before the first request: the world's ids and the body of an order to place. */
export const firstValues = (ids: WorldIds, order: Record<string, unknown>): SpineValues => ({
  ...ids,
  order,
  orderId: '',
  amountKobo: 0,
  productId: '',
  seedPicture: '',
  upload: '',
  reference: '',
  pending: '',
  account: '',
  accessCode: '',
  code: '',
  snapshot: undefined,
});

export type SpineRequest = {
  /** The route's method and path, as the table declares it. */
  route: `${string} ${string}`;
  path: (v: SpineValues) => string;
  body?: (v: SpineValues) => unknown;
  /** A multipart body: the fields (a picture is added as `imgs`, or `img` for a vendor). */
  form?: { fields: Record<string, string>; file: string };
  /** An event stream: only its first chunk is compared. */
  stream?: true;
  /** Reads what later requests need from the (JSON) answer. */
  learn?: (answer: never, v: SpineValues) => void;
};

const buyer = { email: 'buyer@bukka.test', password: DEMO_PASSWORD, fingerprint: DEMO_DEVICE };
const vendor = { ...buyer, email: 'vendor@bukka.test' };
const newcomer = 'ada.parity@bukka.test';
const dev = DEMO_DEVICE;

const get = (route: string, extra: Partial<SpineRequest> = {}): SpineRequest => ({
  route: `GET ${route}`,
  path: () => route,
  ...extra,
});

export const SPINE_REQUESTS: SpineRequest[] = [
  get('/__mock/health'),
  get('/__mock/city'),
  get('/__mock/events', { stream: true }),
  get('/__mock/simulator'),
  get('/__mock/accounts'),
  get('/__mock/presets'),
  get('/__mock/panel'),
  get('/__mock/panel/wallets'),
  get('/__mock/openapi.json'),
  get('/__mock/docs'),
  get('/__mock/geo/search', { path: () => '/__mock/geo/search?q=Ikeja&format=json&limit=3' }),
  get('/__mock/geo/reverse', { path: () => '/__mock/geo/reverse?lat=6.6&lon=3.35&format=json' }),
  get('/__mock/tiles/:z/:x/:y.svg', { path: () => '/__mock/tiles/12/2089/1983.svg' }),
  get('/__mock/paystack/inline.js'),
  get('/api/users/stores', { path: () => '/api/users/stores?page=1&query=&rating=' }),
  get('/api/users/location', { path: () => '/api/users/location?query=Bodija' }),
  get('/api/users/riders', { path: () => '/api/users/riders?query=&page=1' }),
  get('/api/users/find/:id', { path: (v) => `/api/users/find/${v.rider}?page=1` }),
  get('/api/users/reviews/:userId', { path: (v) => `/api/users/reviews/${v.vendor}` }),
  get('/api/products', {
    path: (v) => `/api/products?query=${v.vendor}`,
    learn: (answer: { _id: string; imgs: { url: string }[] }[], v) => {
      v.productId = answer[0]!._id;
      v.seedPicture = answer[0]!.imgs[0]!.url;
    },
  }),
  get('/__mock/media/seed/:kind/:file', { path: (v) => v.seedPicture }),
  get('/api/products/pings'),
  get('/api/products/find/:id', { path: (v) => `/api/products/find/${v.productId}` }),
  get('/api/products/kitchen/cat/:storeId', {
    path: (v) => `/api/products/kitchen/cat/${v.vendor}`,
  }),
  get('/api/products/kitchen/:storeId', {
    path: (v) => `/api/products/kitchen/${v.vendor}?query=&page=1&price=&category=`,
  }),
  {
    route: 'POST /api/products/recommended',
    path: () => '/api/products/recommended',
    body: (v) => ({ product: { _id: v.productId, userId: v.vendor }, cartItems: [] }),
  },
  {
    route: 'POST /api/users/register',
    path: () => '/api/users/register',
    body: () => ({
      surname: 'Obi',
      firstname: 'Ada',
      password: 'parity-pass-1',
      age: '30',
      country: 'Nigeria',
      state: 'Lagos',
      email: newcomer,
      fingerprint: dev,
    }),
  },
  {
    route: 'POST /api/users/resendOtp',
    path: () => '/api/users/resendOtp',
    body: () => ({ email: newcomer, fingerprint: dev }),
  },
  get('/__mock/outbox', {
    path: () => `/__mock/outbox?to=${newcomer}`,
    learn: (answer: { code?: string }[], v) => {
      v.code = answer.at(-1)?.code ?? '';
    },
  }),
  {
    route: 'POST /api/users/verification',
    path: () => '/api/users/verification',
    body: (v) => ({ email: newcomer, otpCode: v.code, fingerprint: dev }),
  },
  {
    route: 'POST /api/users/resetpassword',
    path: () => '/api/users/resetpassword',
    body: () => ({ email: newcomer, fingerprint: dev }),
  },
  {
    route: 'POST /api/users/changepassword',
    path: () => '/api/users/changepassword',
    body: () => ({ email: newcomer, password: 'parity-pass-2', fingerprint: dev }),
  },
  { route: 'POST /api/users/signin', path: () => '/api/users/signin', body: () => buyer },
  {
    route: 'POST /api/orders/:deviceId/:buyerId/:storeId',
    path: (v) => `/api/orders/${dev}/${v.buyer}/${v.vendor}`,
    body: (v) => v.order,
    learn: (answer: { _id: string }, v) => {
      v.orderId = answer._id;
    },
  },
  get('/api/orders/:deviceId/allorders/:userId', {
    path: (v) => `/api/orders/${dev}/allorders/${v.buyer}?query=all`,
  }),
  get('/api/orders/:deviceId/find/:orderId/:userId', {
    path: (v) => `/api/orders/${dev}/find/${v.orderId}/${v.buyer}`,
    learn: (answer: { details: { total: number } }, v) => {
      v.amountKobo = Math.round(answer.details.total * 100);
    },
  }),
  {
    route: 'POST /__mock/payments',
    path: () => '/__mock/payments',
    body: (v) => ({ email: buyer.email, amount: v.amountKobo, status: 'success' }),
    learn: (answer: { reference: string }, v) => {
      v.reference = answer.reference;
    },
  },
  // Nothing held from the wallet: the order's card payment below is untouched.
  {
    route: 'POST /api/orders/wallet-pay',
    path: () => '/api/orders/wallet-pay',
    body: (v) => ({ orderId: v.orderId, amount: 0 }),
  },
  { route: 'POST /api/pay', path: () => '/api/pay', body: (v) => ({ reference: v.reference }) },
  {
    route: 'POST /api/orders/pay',
    path: () => '/api/orders/pay',
    body: (v) => ({ orderId: v.orderId, reference: v.reference }),
  },
  get('/__mock/payments', { path: () => `/__mock/payments?email=${buyer.email}` }),
  { route: 'POST /api/pay/webhook', path: () => '/api/pay/webhook', body: () => ({}) },
  {
    route: 'POST /api/payment/create/:userId',
    path: (v) => `/api/payment/create/${v.buyer}`,
    learn: (answer: { accountNumber: string }, v) => {
      v.account = answer.accountNumber;
    },
  },
  get('/api/transactions/:deviceId/history/:userId', {
    path: (v) => `/api/transactions/${dev}/history/${v.buyer}`,
  }),
  {
    route: 'POST /api/reviews',
    path: () => '/api/reviews',
    body: (v) => ({ userId: v.vendor, msg: 'Lovely jollof', reviewerId: v.buyer, positive: true }),
  },
  {
    route: 'POST /api/users/vendor/:deviceId/registration/:userId',
    path: (v) => `/api/users/vendor/${dev}/registration/${v.buyer}`,
    form: {
      fields: {
        businessName: 'Ada Parity Kitchen',
        physicalAddress: '14 Herbert Macaulay Way, Yaba',
        placesCanDeliverTo: '["Yaba"]',
      },
      file: 'img',
    },
  },
  {
    route: 'POST /__mock/paystack/transaction/initialize',
    path: () => '/__mock/paystack/transaction/initialize',
    body: (v) => ({
      key: 'pk_test_x',
      email: buyer.email,
      amount: 250000,
      metadata: { orderId: v.orderId },
    }),
    learn: (answer: { data: { access_code: string; reference: string } }, v) => {
      v.accessCode = answer.data.access_code;
      v.pending = answer.data.reference;
    },
  },
  get('/__mock/paystack/checkout', {
    path: (v) => `/__mock/paystack/checkout?access_code=${v.accessCode}`,
  }),
  {
    route: 'POST /__mock/paystack/checkout/:accessCode/complete',
    path: (v) => `/__mock/paystack/checkout/${v.accessCode}/complete`,
    body: () => ({ outcome: 'failed' }),
  },
  get('/__mock/paystack/transaction/verify/:reference', {
    path: (v) => `/__mock/paystack/transaction/verify/${v.pending}`,
  }),
  {
    route: 'POST /__mock/payments/:reference/complete',
    path: (v) => `/__mock/payments/${v.pending}/complete`,
    body: () => ({ outcome: 'success' }),
  },
  { route: 'POST /api/users/logout', path: () => '/api/users/logout' },
  { route: 'POST /api/users/signin', path: () => '/api/users/signin', body: () => vendor },
  get('/api/users/account/find/:userId', { path: (v) => `/api/users/account/find/${v.vendor}` }),
  get('/api/users/acct/:id', { path: (v) => `/api/users/acct/${v.vendor}` }),
  {
    route: 'PUT /api/orders/:deviceId/takeorder/:storeId/:orderId',
    path: (v) => `/api/orders/${dev}/takeorder/${v.vendor}/${v.orderId}`,
  },
  {
    route: 'PUT /api/orders/:deviceId/refund/:storeId/:orderId',
    path: (v) => `/api/orders/${dev}/refund/${v.vendor}/${v.orderId}`,
  },
  {
    route: 'POST /api/products/post/:deviceId',
    path: (v) => `/api/products/post/${dev}?userId=${v.vendor}`,
    form: {
      fields: {
        name: 'Zobo',
        type: 'Zobo',
        desc: 'Cold zobo',
        category: 'Beverages',
        price: '700',
        content: '["zobo"]',
      },
      file: 'imgs',
    },
    learn: (answer: { imgs: { url: string }[] }, v) => {
      v.upload = answer.imgs[0]!.url;
    },
  },
  get('/__mock/media/uploads/:file', { path: (v) => v.upload }),
  {
    route: 'POST /__mock/bank-transfer',
    path: () => '/__mock/bank-transfer',
    body: (v) => ({ accountNumber: v.account, amount: 2500 }),
  },
  {
    route: 'POST /__mock/faults',
    path: () => '/__mock/faults',
    body: () => ({ path: '/api/products/pings', status: 503 }),
  },
  get('/__mock/faults'),
  { route: 'DELETE /__mock/faults', path: () => '/__mock/faults' },
  {
    route: 'POST /__mock/clock/advance',
    path: () => '/__mock/clock/advance',
    body: () => ({ ms: 60_000 }),
  },
  { route: 'POST /__mock/orders/:id/deliver', path: (v) => `/__mock/orders/${v.orderId}/deliver` },
  {
    route: 'POST /__mock/simulator',
    path: () => '/__mock/simulator',
    body: () => ({ on: false, demand: 2 }),
  },
  // An unknown preset: every known one turns the simulator on, whose ticks are the wall clock's.
  { route: 'POST /__mock/presets/:name', path: () => '/__mock/presets/rainy-day' },
  { route: 'POST /__mock/worlds', path: () => '/__mock/worlds', body: () => ({}) },
  get('/__mock/worlds'),
  { route: 'DELETE /__mock/worlds/:id', path: () => '/__mock/worlds/w1' },
  get('/__mock/worlds/:id/enter', { path: () => '/__mock/worlds/w1/enter?to=/' }),
  {
    route: 'POST /__mock/worlds/:id/recording',
    path: () => '/__mock/worlds/default/recording',
    body: () => ({ action: 'start' }),
  },
  get('/api/users/stores', { path: () => '/api/users/stores?page=2' }),
  get('/__mock/worlds/:id/recording', { path: () => '/__mock/worlds/default/recording' }),
  get('/__mock/worlds/:id/recording/scenario', {
    path: () => '/__mock/worlds/default/recording/scenario',
  }),
  get('/__mock/proxy'),
  get('/__mock/proxy/report'),
  { route: 'DELETE /__mock/proxy', path: () => '/__mock/proxy' },
  get('/__mock/snapshot', {
    learn: (answer: unknown, v) => {
      v.snapshot = answer;
    },
  }),
  { route: 'PUT /__mock/snapshot', path: () => '/__mock/snapshot', body: (v) => v.snapshot },
  // No route: the pipeline's not-found answer.
  get('/api/nothing/here'),
  { route: 'POST /__mock/reset', path: () => '/__mock/reset', body: () => ({ seed: 7 }) },
];

/** The routes the requests above cover (`METHOD path`), the not-found one left out. */
export const routesCovered = (): Set<string> =>
  new Set(SPINE_REQUESTS.map((r) => r.route).filter((r) => r !== 'GET /api/nothing/here'));
