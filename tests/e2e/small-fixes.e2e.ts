// Smaller defects of a walk through the app, in Chromium against the mock: a double-click on
// the product page's Add To Tray is one plate; an order to a place the cart's store does not
// deliver to is stopped before Place order (and the mock would refuse it too).

import {
  checkOut,
  DEMO,
  onDevice,
  seedCart,
  signInByApi,
  vendorProduct,
} from '../support/e2e/account-e2e-support.ts';
import { expect, type Page, test } from '../support/e2e/world-fixture.ts';

test('one tap, one plate: a double-click on Add To Tray adds one; a later click another', async ({
  page,
  request,
}) => {
  const product = await vendorProduct(request);
  await page.goto(`/product/${product._id}`);
  const add = page.getByRole('button', { name: 'Add To Tray' });
  await add.dblclick();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.waitForTimeout(800);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await add.click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});

async function typeAddress(page: Page, localGvt: string, street: string) {
  await page.getByRole('button', { name: /^(Add Shipping|Edit)$/ }).click();
  await page.getByLabel('Street').fill(street);
  await page.getByLabel('Local government').fill(localGvt);
  await page.getByRole('button', { name: 'Save' }).click();
}

test('an order to a place the store does not deliver to is stopped before Place order, with why', async ({
  page,
  request,
}) => {
  let orders = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/orders\/[^/]+\/[^/]+\/[^/]+$/.test(r.url())) orders++;
  });
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  // The demo store (Lekki) delivers to Lekki Phase 1, Victoria Island, Ikoyi, Ajah and Yaba.
  await seedCart(page, await vendorProduct(request), 2, '/cart');
  await typeAddress(page, 'Ikeja', '12 Allen Avenue');
  const said =
    'The store in your cart does not deliver to Ikeja. Change the shipping address, or order from a store that delivers there.';
  const box = page.getByRole('region', { name: 'Shipping address' });
  await expect(box.getByRole('alert')).toHaveText(said);
  await page.getByRole('button', { name: 'Check out' }).click();
  const sheet = page.getByRole('dialog', { name: 'Order summary' });
  await expect(sheet.getByText(said)).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();
  expect(orders).toBe(0);

  // A phone number of '123' is not saved: the field says why.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Phone number').fill('123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a Nigerian phone number of 11 digits')).toBeVisible();
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByLabel('Street').fill('14 Herbert Macaulay Way');
  await page.getByLabel('Local government').fill('Yaba');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(box.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Check out' }).click();
  await sheet.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}$/);
  expect(orders).toBe(1);
});

test('the mock refuses an order outside the store’s area with 400 { message }', async ({
  page,
  request,
}) => {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  const product = await vendorProduct(request);
  const answer = await page.evaluate(
    async ({ product }) => {
      const raw = localStorage.getItem('bukka');
      const buyerId = String(JSON.parse(raw ?? '{}').user?.userInfo?.user?._id ?? '');
      const fee = product.price > 5000 ? 1200 : 1500;
      const total = product.price + fee;
      const res = await fetch(`/api/orders/demo-device/${buyerId}/${product.userId}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          orderedItems: [{ ...product, quantity: 1 }],
          shippingAddress: {
            name: 'Ada Obi',
            street: '12 Allen Avenue',
            localGvt: 'Ikeja',
            state: 'Lagos',
            country: 'Nigeria',
            phoneNumber: '08031234567',
          },
          subtotal: product.price,
          shippingFee: fee,
          total,
          extras: [[]],
        }),
      });
      return { status: res.status, body: await res.json() };
    },
    { product },
  );
  expect(answer).toEqual({
    status: 400,
    body: {
      message:
        'Mama Bukka Kitchen does not deliver to Ikeja. Choose an address in its delivery area.',
    },
  });
});

test('a toast showing when a dialog opens goes behind it: never over its buttons', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  await seedCart(page, await vendorProduct(request), 2, '/cart');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const toast = page.locator('.Toastify__toast', { hasText: 'Shipping Info Updated' });
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Check out' }).click();
  const sheet = page.getByRole('dialog', { name: 'Order summary' });
  await expect(sheet).toBeVisible();
  // The toast area is stacked below the dialog.
  const stack = await page.evaluate(() => {
    const z = (selector: string) =>
      Number(getComputedStyle(document.querySelector(selector) as Element).zIndex);
    return { toasts: z('.Toastify__toast-container'), dialog: z('.dialog') };
  });
  expect(stack.toasts).toBeLessThan(stack.dialog);
  // Playwright's click checks that nothing covers the button at the point it clicks.
  await sheet.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}$/);
});

test('on a phone the test checkout fits the screen, its close button included', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  await seedCart(page, await vendorProduct(request), 2, '/cart');
  await checkOut(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const close = page.getByRole('button', { name: 'Close checkout' });
  await expect(close).toBeVisible();
  const box = await close.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
});
