import { ProviderClient } from './provider-client.ts';
import { currentSession } from './session.ts';

// The hosted API's fixtures: accounts and ids from the environment (docs/contracts.md, "Hosted
// fixtures"), read through the provider's public API. Nothing here writes unless the run allows
// writes (the client refuses before sending). Sessions: a fixture's cookie from the environment,
// or one sign-in per role per run — never more, because on the hosted API a sign-in that needs a
// code e-mails one.

export type Env = Record<string, string | undefined>;
export type Role = 'BUYER' | 'VENDOR' | 'NEWCOMER';

type Product = {
  _id: string;
  userId?: string;
  name?: string;
  type?: string;
  category?: string;
  extras?: { _id: string }[];
};
export type OrderRow = { _id: string; isPaid?: boolean; isCancelled?: boolean };
type OrderDetails = {
  details: { isTaken?: string; isCancelled?: boolean; isPaid?: boolean; reference?: string };
};

const KNOWN_DEVICE_DROP =
  'the hosted API drops a device\'s verified flag on every sign-in without a code (docs/hosted-divergences.md, "Known devices"), so this fixture now needs the e-mailed code';

export function hostedFixtures(baseUrl: string, env: Env, allowWrites: boolean) {
  const api = new ProviderClient(baseUrl, { readOnly: !allowWrites, timeoutMs: 30_000 });

  const need = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`set ${name} (docs/contracts.md, "Hosted fixtures")`);
    return value;
  };
  const device = () => need('PACT_DEVICE_ID');
  const idOf = (role: Role) => need(`PACT_${role}_ID`);

  const signIns = new Map<Role, Promise<string>>();
  /** One sign-in per role per run (its outcome, token or error, is kept). */
  const signInOnce = (role: Role): Promise<string> => {
    let attempt = signIns.get(role);
    if (!attempt) {
      attempt = (async () => {
        const email = need(`PACT_${role}_EMAIL`);
        const password = need(`PACT_${role}_PASSWORD`);
        const answer = await api.expectOk('sign in', 'POST', '/api/users/signin', {
          json: { email, password, fingerprint: device() },
        });
        if (!answer.token) {
          throw new Error(
            `signing in as PACT_${role}_EMAIL answered ${JSON.stringify(answer.body)} without a session: ${KNOWN_DEVICE_DROP}; set PACT_${role}_COOKIE to a session cookie of that account`,
          );
        }
        return answer.token;
      })();
      attempt.catch(() => undefined);
      signIns.set(role, attempt);
    }
    return attempt;
  };

  /** The role's session token: the fixture's cookie, else the run's one sign-in. */
  const token = async (role: Role): Promise<string> => {
    device();
    return env[`PACT_${role}_COOKIE`] || (await signInOnce(role));
  };

  /** Makes the role's session current (the interaction's cookie); the role's user id. */
  const session = async (role: Role): Promise<string> => {
    currentSession.set(await token(role));
    return idOf(role);
  };

  /** The fixture has signed in on its device at least once in this run (outcome ignored). */
  const signedInBefore = async (role: Role) => {
    await signInOnce(role).catch(() => undefined);
  };

  let products: Promise<Product[]> | undefined;
  const vendorProducts = (): Promise<Product[]> => {
    products ??= (async () => {
      const vendorId = idOf('VENDOR');
      const answer = await api.expectOk(
        'products of PACT_VENDOR',
        'GET',
        `/api/products?query=${vendorId}&pageSize=100`,
      );
      return (answer.body as Product[]).filter((p) => p.userId === vendorId);
    })();
    return products;
  };

  const matchesDish = (p: Product, dish: string) =>
    [p.type, p.category, p.name].some((t) => t?.toLowerCase().includes(dish.toLowerCase()));

  const orders = async (role: Role, tab: string): Promise<OrderRow[]> => {
    const answer = await api.expectOk(
      `orders of PACT_${role}`,
      'GET',
      `/api/orders/${encodeURIComponent(device())}/allorders/${idOf(role)}?query=${tab}`,
      { token: await token(role) },
    );
    return (answer.body as { orders?: OrderRow[] }).orders ?? [];
  };

  const orderDetails = async (role: Role, orderId: string) => {
    const answer = await api.expectOk(
      'order details',
      'GET',
      `/api/orders/${encodeURIComponent(device())}/find/${orderId}/${idOf(role)}`,
      { token: await token(role) },
    );
    return (answer.body as OrderDetails).details;
  };

  const profile = async (userId: string) => {
    const answer = await api.expectOk('profile', 'GET', `/api/users/find/${userId}?page=1`);
    return answer.body as { allReviews?: unknown[]; user?: { balance?: unknown } };
  };

  return {
    api,
    need,
    device,
    idOf,
    token,
    session,
    signedInBefore,
    vendorProducts,
    matchesDish,
    orders,
    orderDetails,
    profile,
    allowWrites,
  };
}

export type HostedFixtures = ReturnType<typeof hostedFixtures>;
