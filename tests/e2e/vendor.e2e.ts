// Vendor tools against the mock: `openUpload=true` → shop registration → /kitchen/{userId};
// a product post with two photos → 'View Product' → the product is on the store page.

import { accountIds, DEMO, onDevice, signInByApi } from '../support/e2e/account-e2e-support.ts';
import { expect, test } from '../support/e2e/world-fixture.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('the demo vendor is warned that they are already a vendor', async ({ page, request }) => {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.vendor);
  const { vendor } = await accountIds(request);
  await page.goto(`/profile/${vendor}?openUpload=true`);
  await expect(page.getByText('sorry! you are already a vendor')).toBeVisible();
});

test('vendor registration, then a product post with two images shows on the store page', async ({
  page,
  request,
}) => {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.rider);
  const { rider } = await accountIds(request);
  await page.goto(`/profile/${rider}?openUpload=true`);

  const register = page.getByRole('dialog', { name: 'Register your shop' });
  await register.getByLabel('Shop photo').setInputFiles(photo('shop.png'));
  await expect(register.getByRole('img', { name: 'Preview of shop.png' })).toBeVisible();
  await register.getByLabel('Shop name (required)').fill('Emeka Suya Spot');
  await register.getByLabel('Shop address (required)').fill('5 Adeola Odeku St, Victoria Island');
  const place = register.getByLabel('Places you can deliver to (required)', { exact: true });
  await place.fill('V');
  await expect(register.getByRole('button', { name: 'Add place' })).toBeDisabled();
  await place.fill('Victoria Island');
  await register.getByRole('button', { name: 'Add place' }).click();
  await place.fill('Ikoyi');
  await place.press('Enter');
  await register.getByRole('button', { name: 'Register shop' }).click();
  await expect(page).toHaveURL(new RegExp(`/kitchen/${rider}$`));

  await page.goto(`/profile/${rider}`);
  await page.getByRole('button', { name: 'Upload/Post' }).click();
  const post = page.getByRole('dialog', { name: 'Create a post' });
  await post.getByLabel('Photos (up to 4)').setInputFiles([photo('front.png'), photo('side.png')]);
  await expect(post.getByRole('img', { name: /^Preview of / })).toHaveCount(2);
  await post.getByLabel('Name', { exact: true }).fill('Suya Platter Deluxe');
  await post.getByRole('combobox', { name: 'Category' }).selectOption('Food');
  await post.getByRole('combobox', { name: 'Type' }).selectOption('Meat');
  await post
    .getByLabel('Description', { exact: true })
    .fill('Spicy beef suya with onions and yaji');
  await post.getByLabel('Price (naira)', { exact: true }).fill('3500');
  await post.getByLabel('Content', { exact: true }).fill('beef suya');
  await post.getByRole('button', { name: 'Add', exact: true }).click();
  await post.getByRole('combobox', { name: 'Extra' }).selectOption('Chips');
  await post.getByLabel('Extra price (naira)').fill('700');
  await post.getByLabel('Limit', { exact: true }).fill('2');
  await post.getByRole('button', { name: 'Add extra' }).click();
  await post.getByRole('button', { name: 'Post' }).click();

  const view = post.getByRole('link', { name: 'View Product' });
  await expect(view).toBeVisible();
  const productPath = await view.getAttribute('href');
  const product = await (
    await request.get(`/api/products/find/${productPath?.split('/').at(-1)}`)
  ).json();
  expect(product.imgs).toHaveLength(2);
  await view.click();
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  await expect(page.getByText('Suya Platter Deluxe').first()).toBeVisible();

  await page.goto(`/kitchen/${rider}`);
  await expect(page.getByRole('heading', { name: 'Emeka Suya Spot' })).toBeVisible();
  // The card found by its link.
  await expect(page.locator(`a[href="${productPath}"]`).first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Add to cart: Suya Platter Deluxe' }),
  ).toBeVisible();
});
