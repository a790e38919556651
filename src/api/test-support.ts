// Test helpers for code that calls `src/api`: a fake fetch that records each `Request`, and sample
// bodies in the hosted API's shapes. Used by the API layer's own tests; not imported by the app.

export interface FakeFetch {
  fetch: typeof fetch;
  /** Every request made, in order. */
  requests: Request[];
  /** The next responses (queued); when the queue is empty, `fallback` answers. */
  queue: Array<() => Response | Promise<Response>>;
  fallback: () => Response | Promise<Response>;
  last(): Request;
}

export function createFakeFetch(): FakeFetch {
  const fake: FakeFetch = {
    requests: [],
    queue: [],
    fallback: () => jsonResponse({}),
    last() {
      const request = fake.requests.at(-1);
      if (!request) throw new Error('no request was made');
      return request;
    },
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      fake.requests.push(request);
      const next = fake.queue.shift() ?? fake.fallback;
      return next();
    },
  };
  return fake;
}

export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  all.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers: all });
}

export function textResponse(body: string, status: number, contentType = 'text/plain'): Response {
  return new Response(body, { status, headers: { 'content-type': contentType } });
}

export const sample = {
  product: {
    _id: '66f0a0000000000000000001',
    name: 'Jollof rice',
    desc: 'Smoky party jollof',
    price: 2500,
    imgs: [{ url: 'https://img.test/1.jpg', imgId: 'products/1', _id: 'i1' }],
    content: ['rice', 'chicken'],
    userId: '66f0b0000000000000000001',
    category: 'Food',
    type: 'Rice',
    visibility: 'Public',
    removed: false,
    extras: [{ _id: 'e1', item: 'Plantain', price: 300, limit: 2 }],
    createdAt: '2024-10-05T10:00:00.000Z',
    updatedAt: '2024-10-05T10:00:00.000Z',
    __v: 0,
  },
  productDetail: {
    _id: '66f0a0000000000000000001',
    name: 'Jollof rice',
    desc: 'Smoky party jollof',
    price: 2500,
    imgs: [{ url: 'https://img.test/1.jpg', imgId: 'products/1' }],
    content: ['rice'],
    userId: '66f0b0000000000000000001',
    category: 'Food',
    type: 'Rice',
    businessName: 'Mama Put',
    physicalAddress: 'Lekki, Lagos',
    rating: 4.5,
    verified: true,
  },
  storeCard: {
    _id: '66f0b0000000000000000001',
    businessName: 'Mama Put',
    businessImg: 'https://img.test/store.jpg',
    verified: true,
    rating: 4,
    km: 57,
    deliveryRate: 1,
    physicalAddress: 'Lekki, Lagos',
  },
  review: {
    _id: 'r1',
    reviewerName: 'Ada',
    reviewerImg: 'https://img.test/ada.jpg',
    msg: 'Great food',
    reviewerId: 'u2',
    positive: true,
  },
  shippingAddress: {
    name: 'Ada Obi',
    street: '1 Admiralty Way',
    localGvt: 'Eti-Osa',
    state: 'Lagos',
    country: 'Nigeria',
    phoneNumber: 8012345678,
  },
  orderRow: {
    _id: 'o1',
    content: [{ name: 'Jollof rice', category: 'food', quantity: 2, productId: 'p1' }],
    imgs: 'https://img.test/1.jpg',
    isDelivered: false,
    isPaid: true,
    isPaidAt: '2024-10-05T10:44:44.000Z',
    isCancelled: false,
  },
  counts: { pending: 1, dispatched: 0, delivered: 0, refunded: 0, all: 1 },
  transaction: {
    buyerId: 'u1',
    businessId: 's1',
    amount: 6500,
    status: true,
    orderId: 'o1',
    createdAt: '2024-10-05T10:00:00.000Z',
    buyerName: 'Ada',
    businessName: 'Mama Put',
  },
  wallet: { bank: 'WEMA BANK', accountNumber: '7824822527' },
} as const;

export const sampleOrderDetails = {
  products: [
    {
      name: 'Jollof rice',
      img: 'https://img.test/1.jpg',
      quantity: 2,
      price: 5000,
      category: 'food',
      productId: 'p1',
      businessId: false as const,
    },
  ],
  details: {
    _id: 'o1',
    shippingAddress: sample.shippingAddress,
    isDelivered: false,
    isPaid: false,
    isCancelled: false,
    buyerId: 'u1',
    businessId: 's1',
    total: 6500,
    subtotal: 5000,
    shippingFee: 1500,
    extras: [{ item: '1 Plantain 300 naira each', _id: 'x1' }],
    createdAt: '2024-10-05T10:00:00.000Z',
    updatedAt: '2024-10-05T10:00:00.000Z',
    __v: 0,
    buyerName: 'Obi  Ada',
    businessName: 'Mama Put',
    rating: 4,
    email: 'buyer@bukka.test',
    phoneNumber: 8012345678,
  },
};
