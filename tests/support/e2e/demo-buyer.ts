// The demo buyer's first steps as the static demo's specs take them: signing in, and an order of
// one dish of the demo store, its cart and address written where the cart and shipping screens
// keep them, then placed through the cart's own buttons.
import { expect, type Page } from '@playwright/test';
import { testAddress } from '../addresses.ts';

export async function signInAsDemoBuyer(page: Page): Promise<void> {
  await page.getByLabel('Email').fill('buyer@bukka.test');
  await page.getByLabel('Password').fill('bukka-demo');
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Places the buyer's order of one dish of the demo store; resolves with the order's id. */
export async function placeDemoOrder(page: Page, siteUrl: string): Promise<string> {
  await page.evaluate(async (address) => {
    const accounts = (await (await fetch('/__mock/accounts')).json()) as {
      role: string;
      _id: string;
    }[];
    const vendor = accounts.find((a) => a.role === 'vendor')?._id ?? '';
    const [product] = (await (await fetch(`/api/products?query=${vendor}`)).json()) as {
      extras?: object[];
    }[];
    const state = JSON.parse(localStorage.getItem('bukka') ?? '{"version":1}');
    state.cart = {
      items: [
        {
          ...product,
          quantity: 1,
          extras: (product?.extras ?? []).map((extra) => ({ ...extra, quantity: 0 })),
        },
      ],
    };
    state.shippingAddress = { address, reference: null };
    localStorage.setItem('bukka', JSON.stringify(state));
  }, testAddress);
  await page.goto(`${siteUrl}/cart`);
  await page.getByRole('button', { name: 'Check out' }).click();
  await page
    .getByRole('dialog', { name: 'Order summary' })
    .getByRole('button', { name: 'Place order' })
    .click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}$/);
  return page.url().split('/').at(-1) ?? '';
}
