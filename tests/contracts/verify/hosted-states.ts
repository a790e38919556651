import { STATE, type StateName } from '#tests/support/contracts/states.ts';
import { unknownObjectId, unknownReference } from './fresh-values.ts';
import { type Env, type HostedFixtures, hostedFixtures } from './hosted-fixtures.ts';
import type { Params, StateSet, StateSetup } from './run-verification.ts';

// Provider states on a provider without the mock's control API (the hosted API or a staging copy
// of it): established from the fixtures in the environment by reading the provider — and, only
// with --allow-writes, by writing to it. A state that cannot be established throws with the
// reason; the interaction is then reported as not sent (never sent with example values).

const EMAILED_CODE =
  "needs the e-mailed code, which only reaches the fixture's inbox (the hosted API has no outbox to read it from)";

export function hostedStates(baseUrl: string, env: Env, allowWrites: boolean): StateSet {
  const f = hostedFixtures(baseUrl, env, allowWrites);
  const states: Record<StateName, StateSetup> = {
    ...catalogueStates(f),
    ...accountStates(f),
    ...orderStates(f),
    ...paymentStates(f),
  };
  return {
    states,
    beforeEach: async () => {},
    // Paths of interactions without a session still carry a device id: a fresh one, never the
    // contract's example.
    deviceId: env.PACT_DEVICE_ID || `pact-${unknownObjectId().slice(0, 12)}`,
  };
}

function catalogueStates(f: HostedFixtures) {
  const vendorStore = async () => {
    const vendorId = f.idOf('VENDOR');
    const answer = await f.api.expectOk(
      'the store page of PACT_VENDOR',
      'GET',
      `/api/products/kitchen/${vendorId}?query=&page=1&price=&category=`,
    );
    if (!(answer.body as { businessName?: string }).businessName)
      throw new Error('PACT_VENDOR_ID is not a store (its store page has no businessName)');
    return vendorId;
  };
  const dishSeller = async (p: Params, minRating: number) => {
    const dish = String(p.dish ?? '');
    const product = (await f.vendorProducts()).find((x) => f.matchesDish(x, dish));
    if (!product)
      throw new Error(
        `PACT_VENDOR sells no product whose type, category or name contains "${dish}"`,
      );
    if (minRating > 0) {
      const found = await f.api.expectOk(
        'a product of PACT_VENDOR',
        'GET',
        `/api/products/find/${product._id}`,
      );
      const rating = Number((found.body as { rating?: number }).rating ?? 0);
      if (rating < minRating) {
        throw new Error(
          `PACT_VENDOR is rated ${rating}, not ${minRating} or more: no API call sets a rating, a database operator sets it on the fixture vendor once`,
        );
      }
    }
    return {};
  };
  const located = async (p: Params, served: boolean) => {
    const place = String(p.place ?? '');
    const answer = await f.api.expectOk(
      'location check',
      'GET',
      `/api/users/location?query=${encodeURIComponent(place)}`,
    );
    if ((answer.body === 'store exist') !== served) {
      throw new Error(
        served
          ? `no store's address or delivery places mention "${place}" (the fixture vendor should deliver there)`
          : `a store now serves "${place}" on this provider`,
      );
    }
    return {};
  };
  const withProducts = async () => {
    const storeId = await vendorStore();
    const categories = await f.api.expectOk(
      'categories of PACT_VENDOR',
      'GET',
      `/api/products/kitchen/cat/${storeId}?category=`,
    );
    if ((categories.body as string[]).length < 2)
      throw new Error('PACT_VENDOR sells fewer than two categories');
    const products = await f.vendorProducts();
    if (products.length < 2) throw new Error('PACT_VENDOR sells fewer than two products');
    return { storeId, productId: (products[0] as { _id: string })._id };
  };
  const rider = async (withReviews: boolean) => {
    const riderId = f.need('PACT_RIDER_ID');
    const profile = await f.profile(riderId);
    if (profile.user?.balance === '') throw new Error('PACT_RIDER_ID is not a rider');
    if (withReviews && (profile.allReviews?.length ?? 0) === 0)
      throw new Error('PACT_RIDER_ID has no reviews');
    return { riderId };
  };
  return {
    [STATE.storesOpen]: async () => {
      await vendorStore();
      return {};
    },
    [STATE.storeSellsDish]: (p: Params) => dishSeller(p, 0),
    [STATE.topRatedStoreSellsDish]: (p: Params) => dishSeller(p, Number(p.rating ?? 0)),
    [STATE.storeDeliversTo]: (p: Params) => located(p, true),
    [STATE.noStoreDeliversTo]: (p: Params) => located(p, false),
    [STATE.storeWithProducts]: withProducts,
    [STATE.productWithExtras]: async () => {
      const storeId = await vendorStore();
      const products = await f.vendorProducts();
      const withExtras = products.find((p) => (p.extras?.length ?? 0) > 0);
      const product = withExtras ?? products[0];
      if (!product) throw new Error('PACT_VENDOR sells no products');
      const extraId = withExtras?.extras?.[0]?._id;
      return { storeId, productId: product._id, ...(extraId ? { extraId } : {}) };
    },
    [STATE.storeWithReviews]: async () => {
      const storeId = await vendorStore();
      // The profile lists the same reviews and, unlike /api/users/reviews, answers when there
      // are none (that call would hang).
      if (((await f.profile(storeId)).allReviews?.length ?? 0) === 0)
        throw new Error('PACT_VENDOR has no reviews (the hosted reviews call would hang)');
      return { storeId };
    },
    [STATE.ridersAvailable]: async () => {
      await rider(false);
      return {};
    },
    [STATE.riderWithReviews]: () => rider(true),
  };
}

function accountStates(f: HostedFixtures) {
  const unavailable = (why: string) => async (): Promise<never> => {
    throw new Error(why);
  };
  return {
    [STATE.verifiedBuyer]: async () => ({
      email: f.need('PACT_BUYER_EMAIL'),
      password: f.need('PACT_BUYER_PASSWORD'),
      buyerId: f.idOf('BUYER'),
    }),
    [STATE.returningBuyer]: async () => {
      await f.signedInBefore('BUYER');
      return {
        email: f.need('PACT_BUYER_EMAIL'),
        password: f.need('PACT_BUYER_PASSWORD'),
        buyerId: f.idOf('BUYER'),
      };
    },
    [STATE.buyerSignedIn]: async () => ({
      buyerId: await f.session('BUYER'),
      email: f.need('PACT_BUYER_EMAIL'),
    }),
    [STATE.vendorSignedIn]: async () => {
      const vendorId = await f.session('VENDOR');
      return { vendorId, storeId: vendorId };
    },
    [STATE.nobodySignedIn]: async () => ({ buyerId: f.idOf('BUYER') }),
    [STATE.noAccount]: async (p: Params) => ({ email: String(p.email ?? '') }),
    [STATE.accountAwaitingCode]: async () => ({
      email: f.need('PACT_UNVERIFIED_EMAIL'),
      password: f.need('PACT_UNVERIFIED_PASSWORD'),
      // Any six digits but the real code (one chance in a million of hitting it).
      wrongCode: String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0'),
    }),
    [STATE.accountCodeExpired]: unavailable(EMAILED_CODE),
    [STATE.buyerOnNewDevice]: unavailable(EMAILED_CODE),
    [STATE.resetRequested]: unavailable(EMAILED_CODE),
    [STATE.resetVerified]: unavailable(EMAILED_CODE),
    [STATE.userNotVendor]: async () => {
      const userId = await f.session('NEWCOMER');
      const list = await f.api.expectOk(
        'orders of PACT_NEWCOMER',
        'GET',
        `/api/orders/${encodeURIComponent(f.device())}/allorders/${userId}?query=all`,
      );
      if ((list.body as { isBusinessOwner?: boolean }).isBusinessOwner)
        throw new Error('PACT_NEWCOMER is a vendor already (an earlier --allow-writes run)');
      return { userId };
    },
  };
}

function orderStates(f: HostedFixtures) {
  const first = async (role: 'BUYER' | 'VENDOR', tab: string, pick: (o: OrderView) => boolean) => {
    // The newest orders are enough to find one in a given state (a fixture need not be scanned).
    for (const row of (await f.orders(role, tab)).slice(0, 20)) {
      const details = await f.orderDetails(role, row._id);
      const view = { ...details, _id: row._id };
      if (pick(view)) return view;
    }
    return undefined;
  };
  const writes = (what: string) => {
    if (!f.allowWrites) throw new Error(`${what}; a read-only run does not write`);
  };
  const placeOrder = async () => {
    writes('needs a new order');
    const buyerId = await f.session('BUYER');
    const vendorId = f.idOf('VENDOR');
    const product = (await f.vendorProducts())[0] as
      | (Record<string, unknown> & { _id: string; price?: number })
      | undefined;
    if (!product) throw new Error('PACT_VENDOR sells no products');
    const price = Number(product.price ?? 0);
    const fee = price > 5000 ? 1200 : 1500;
    const answer = await f.api.expectOk(
      'checkout',
      'POST',
      `/api/orders/${encodeURIComponent(f.device())}/${buyerId}/${vendorId}`,
      {
        token: await f.token('BUYER'),
        json: {
          orderedItems: [{ ...product, quantity: 1, userId: vendorId }],
          shippingAddress: {
            name: 'Pact Verification',
            street: '1 Contract Street',
            localGvt: 'Yaba',
            state: 'Lagos',
            country: 'Nigeria',
            phoneNumber: '08000000000',
          },
          total: price + fee,
          subtotal: price,
          shippingFee: fee,
        },
      },
    );
    return (answer.body as { _id: string })._id;
  };
  const pay = async (orderId: string) => {
    writes('needs a paid order');
    // The hosted /api/orders/pay checks nothing about the reference (hosted-api.md §6.6).
    await f.api.expectOk('pay the order', 'POST', '/api/orders/pay', {
      json: { reference: unknownReference(), orderId },
    });
  };
  const act = async (action: 'takeorder' | 'refund', orderId: string) => {
    writes(`needs an order the store has ${action === 'refund' ? 'cancelled' : 'accepted'}`);
    const vendorId = await f.session('VENDOR');
    await f.api.expectOk(
      action,
      'PUT',
      `/api/orders/${encodeURIComponent(f.device())}/${action}/${vendorId}/${orderId}`,
      { token: await f.token('VENDOR') },
    );
  };
  const storeOrder = async (pick: (o: OrderView) => boolean, make: () => Promise<string>) => {
    const found = await first('VENDOR', 'all', pick);
    const orderId = found?._id ?? (await make());
    const vendorId = await f.session('VENDOR');
    return { orderId, vendorId };
  };
  const unpaidOrder = async () => {
    const found = await first('BUYER', 'all', (o) => o.isPaid === false && !o.isCancelled);
    return found?._id ?? (await placeOrder());
  };
  const awaiting = (o: OrderView) => o.isPaid === true && !o.isCancelled && !o.isTaken;
  return {
    [STATE.buyerWithOrders]: async () => {
      const buyerId = await f.session('BUYER');
      if ((await f.orders('BUYER', 'all')).length === 0)
        throw new Error('PACT_BUYER has no orders');
      return { buyerId };
    },
    [STATE.storeWithOrders]: async () => {
      const vendorId = await f.session('VENDOR');
      // Hosted "pending" lists paid, not cancelled orders (hosted-api.md §6.2).
      if ((await f.orders('VENDOR', 'pending')).length === 0)
        throw new Error('PACT_VENDOR has no paid order that is not cancelled');
      return { vendorId };
    },
    [STATE.unpaidOrder]: async () => ({
      orderId: await unpaidOrder(),
      buyerId: await f.session('BUYER'),
    }),
    [STATE.unpaidOrderWithPayment]: async () => ({
      orderId: await unpaidOrder(),
      reference: f.need('PACT_PAYSTACK_REFERENCE'),
    }),
    [STATE.paidOrderAwaitingStore]: () =>
      storeOrder(awaiting, async () => {
        const orderId = await placeOrder();
        await pay(orderId);
        return orderId;
      }),
    [STATE.orderAlreadyTaken]: () =>
      storeOrder(
        (o) => Boolean(o.isTaken) && !o.isCancelled,
        async () => {
          const orderId = await placeOrder();
          await pay(orderId);
          await act('takeorder', orderId);
          return orderId;
        },
      ),
    [STATE.orderAlreadyCancelled]: () =>
      storeOrder(
        (o) => o.isCancelled === true,
        async () => {
          const orderId = await placeOrder();
          await act('refund', orderId);
          return orderId;
        },
      ),
    [STATE.buyerReadyToOrder]: async () => {
      writes('creates an order');
      const buyerId = await f.session('BUYER');
      const product = (await f.vendorProducts()).find((p) => (p.extras?.length ?? 0) > 0);
      const extraId = product?.extras?.[0]?._id;
      if (!product || !extraId)
        throw new Error('no product of PACT_VENDOR has extras (V-A has none)');
      return { buyerId, storeId: f.idOf('VENDOR'), productId: product._id, extraId };
    },
    [STATE.buyerShortOfFunds]: async () => {
      throw new Error('the hosted API (V-A) never debits a wallet at checkout');
    },
    [STATE.noSuchOrder]: async () => ({ missingOrderId: unknownObjectId() }),
  };
}

type OrderView = {
  _id: string;
  isPaid?: boolean;
  isCancelled?: boolean;
  isTaken?: string;
  reference?: string;
};

function paymentStates(f: HostedFixtures) {
  const paystack = () => f.need('PACT_PAYSTACK_REFERENCE');
  return {
    [STATE.successfulPayment]: async () => ({ reference: paystack() }),
    [STATE.unknownPaymentReference]: async () => ({ reference: unknownReference() }),
    [STATE.paidOrderWithReference]: async () => {
      for (const row of await f.orders('BUYER', 'all')) {
        if (!row.isPaid) continue;
        const details = await f.orderDetails('BUYER', row._id);
        if (details.reference) return { orderId: row._id, reference: details.reference };
      }
      throw new Error('PACT_BUYER has no paid order with a reference');
    },
    [STATE.buyerWithTransactions]: async () => ({ buyerId: await f.session('BUYER') }),
    [STATE.userWithoutTransactions]: async () => ({ userId: await f.session('NEWCOMER') }),
    [STATE.buyerWithWallet]: async () => ({ buyerId: await f.session('BUYER') }),
    [STATE.userWithoutWallet]: async () => ({ userId: await f.session('NEWCOMER') }),
  };
}
