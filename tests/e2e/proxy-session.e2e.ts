// A whole signed-in session through the read-only proxy, as a developer would use it against a
// production backend: a hosted-profile mock stands in for the hosted API (it asks a new device for
// an e-mailed code, and a sign-in after a code-free one for a code again), a proxying mock in front
// of it serves the built client. The buyer signs in on a device the account has never seen with
// the code the backend e-mailed, browses, tries Place order — refused, said in the product's words,
// the cart kept, nothing sent — then signs out and in again; the backend only ever receives reads
// and session calls.
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createMockServer } from '#mock/create-mock.ts';
import type { ProxyStatus } from '#mock/proxy/proxy-status.ts';
import { DEMO, onDevice, seedCart } from '../support/e2e/account-e2e-support.ts';
import { freeSidePort, sidePorts } from '../support/e2e/side-ports.ts';

type Mock = Awaited<ReturnType<typeof createMockServer>>;
let backend: Mock;
let backendUrl = '';
let proxy: Mock;
let proxyUrl = '';
/** What reached the backend's API: method and path. */
const reached: string[] = [];

const NOT_SENT = 'Not sent: this is a read-only view of the live backend';
const DEVICE = 'e2e-proxy-session-device';

const listen = async (mock: Mock) => {
  const port = sidePorts().length > 0 ? await freeSidePort() : 0;
  return (await mock.app.listen({ port, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
};

test.beforeAll(async () => {
  backend = await createMockServer({ seed: 1, options: { profile: 'hosted', hangMs: 2_000 } });
  backend.mock.observe({
    start: ({ request }) => {
      if (request.path.startsWith('/api/')) reached.push(`${request.method} ${request.path}`);
      return undefined;
    },
  });
  backendUrl = await listen(backend);
  proxy = await createMockServer({
    seed: 1,
    serveDir: resolve('dist'),
    proxy: { upstream: backendUrl, allowWrites: false },
  });
  proxyUrl = await listen(proxy);
});
test.afterAll(async () => {
  await proxy?.app.close();
  await backend?.app.close();
});

/** The newest code the backend e-mailed the buyer. */
async function backendCode(page: Page): Promise<string> {
  const mails = (await (
    await page.request.get(`${backendUrl}/__mock/outbox?to=${DEMO.buyer}`)
  ).json()) as { code?: string }[];
  const code = mails.filter((m) => m.code).at(-1)?.code;
  if (!code) throw new Error('the backend e-mailed the buyer no code');
  return code;
}

/** Signs in through the proxy's screens, entering the e-mailed code when the backend asks. */
async function signInThroughProxy(page: Page): Promise<'code' | 'free'> {
  await page.goto(`${proxyUrl}/signin`);
  await page.getByLabel('Email').fill(DEMO.buyer);
  await page.getByLabel('Password').fill('bukka-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  const asked = page.getByRole('heading', { name: 'Verify this device' });
  const greeted = page.getByText(/^Signed in as /);
  await expect(asked.or(greeted)).toBeVisible();
  if (!(await asked.isVisible())) return 'free';
  await page.getByLabel('Verification code').fill(await backendCode(page));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${proxyUrl}/`);
  return 'code';
}

test('sign in on a new device with the e-mailed code, browse, Place order refused and said, sign out and in again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await onDevice(page, DEVICE);

  // A device the account has never seen: the backend e-mails a code, the proxy forwards it.
  expect(await signInThroughProxy(page)).toBe('code');
  const cookies = await page.context().cookies(proxyUrl);
  expect(cookies.find((c) => c.name === 'auth_token')).toMatchObject({ httpOnly: true });

  // Browse: a store that delivers to Yaba, one of its dishes into the cart.
  const { stores } = (await (
    await page.request.get(
      `${proxyUrl}/api/users/stores?searchedLocation=Yaba&query=&page=1&popularFilter=&rating=`,
    )
  ).json()) as { stores: { _id: string }[] };
  const storeId = stores[0]?._id;
  expect(storeId).toBeTruthy();
  await page.goto(`${proxyUrl}/kitchen/${storeId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const products = (await (
    await page.request.get(`${proxyUrl}/api/products?query=${storeId}`)
  ).json()) as Parameters<typeof seedCart>[1][];
  const dish = products[0]!;
  await seedCart(page, dish, 2, `${proxyUrl}/cart`);
  await expect(page.getByText(dish.name).first()).toBeVisible();

  // Place order: refused by the proxy, said where the person acted, nothing sent, the cart kept.
  const before = reached.length;
  await page.getByRole('button', { name: 'Check out' }).click();
  const sheet = page.getByRole('dialog', { name: 'Order summary' });
  await sheet.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(NOT_SENT).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('something went wrong')).toHaveCount(0);
  expect(reached.slice(before).filter((r) => !r.startsWith('GET '))).toEqual([]);
  await page.reload();
  await expect(page.getByText(dish.name).first()).toBeVisible();
  const kept = await page.evaluate(
    () => JSON.parse(localStorage.getItem('bukka') ?? '{}').cart?.items?.length as number,
  );
  expect(kept).toBe(1);

  // Sign out and in again: the session calls go through, whatever the backend asks.
  await page.goto(`${proxyUrl}/`);
  await page.getByRole('button', { name: / menu$/ }).click();
  await page.getByRole('button', { name: 'LogOut' }).click();
  await expect(page.getByRole('link', { name: 'Log-in' })).toBeVisible();
  await signInThroughProxy(page);
  await expect(page.getByRole('button', { name: / menu$/ })).toBeVisible();

  // The backend only ever received reads and the session calls; the proxy names what it refused.
  const writes = reached.filter((r) => !r.startsWith('GET '));
  expect(
    writes.every((r) => /^POST \/api\/users\/(signin|verification|logout)$/.test(r)),
    writes.join('\n'),
  ).toBe(true);
  const status = (await (await page.request.get(`${proxyUrl}/__mock/proxy`)).json()) as ProxyStatus;
  expect(status.refused.map((r) => `${r.method} ${r.route}`)).toContain(
    'POST /api/orders/:deviceId/:buyerId/:storeId',
  );
  expect(status.endpoints.filter((e) => e.drifted > 0).map((e) => e.problems)).toEqual([]);
});
