import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatNairaAmount } from '#shared/money.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { ProfilePage } from '#src/app/profile-page.tsx';
import { describeTransaction } from '#src/features/wallet/transaction-meaning.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { clearSession, sessionStore } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { placeTestOrder } from '#tests/support/orders.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const routes = {
  '/profile/:userId': ProfilePage,
  '/signin': () => <p>sign-in page</p>,
};

const api = installMockApi();
beforeEach(() => {
  clearSession();
});
afterEach(async () => {
  act(() => dismissToast());
  // A test that switched to wallet checkout leaves the next one the default, card.
  if (api.world.ctx.options.checkout !== 'card') {
    await api.call('POST', '/__mock/reset', { seed: 1, checkout: 'card' });
  }
});

async function balanceOf(userId: string): Promise<number> {
  const list = await api.call<{ bal: number }>(
    'GET',
    `/api/orders/demo-device/allorders/${userId}?query=all`,
  );
  return list.bal;
}

describe('account page', () => {
  it('sends signed-out visitors to /signin', async () => {
    const view = renderRoutes(routes, '/profile/someone');
    await waitFor(() => expect(view.currentPath()).toBe('/signin?next=%2Fprofile%2Fsomeone'));
  });

  it('greets the user and shows the balance, the tabs with counts and the default tab', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    await placeTestOrder(api, buyer._id);
    const bal = await balanceOf(buyer._id);
    renderRoutes(routes, `/profile/${buyer._id}`);
    expect(screen.getByRole('heading', { name: `Hello, ${buyer.firstname}` })).toBeVisible();
    expect(await screen.findByText(formatNairaAmount(bal))).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Order status' });
    const current = within(tabs).getByRole('link', { current: 'page' });
    expect(current.textContent).toMatch(/^pending \(\d+\)$/);
    for (const name of ['dispatched', 'delivered', 'refunded', 'all']) {
      expect(
        within(tabs).getByRole('link', { name: new RegExp(`^${name} \\(\\d+\\)$`) }),
      ).toBeVisible();
    }
  });

  it('takes the tab from the query parameter and links cards to their order', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const { orderId } = await placeTestOrder(api, buyer._id);
    renderRoutes(routes, `/profile/${buyer._id}?query=all`);
    const link = await waitFor(() => {
      const found = document.querySelector(`a[href="/order/${orderId}"]`);
      if (!found) throw new Error('no card yet');
      return found as HTMLElement;
    });
    expect(within(link).getByText('Pay Now')).toBeVisible();
    expect(within(link).getByText('Your turn: pay for it')).toBeVisible();
    expect(within(link).getAllByRole('listitem').length).toBeLessThanOrEqual(3);
  });

  it('marks a refunded order card as cancelled in the refunded tab', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const { orderId } = await placeTestOrder(api, buyer._id);
    await api.signInAs(DEMO.vendor);
    await api.call('PUT', `/api/orders/demo-device/refund/${api.world.ids.vendor}/${orderId}`);
    await api.signInAs(DEMO.buyer);
    renderRoutes(routes, `/profile/${buyer._id}?query=refunded`);
    const link = await waitFor(() => {
      const found = document.querySelector(`a[href="/order/${orderId}"]`);
      if (!found) throw new Error('no card yet');
      return found as HTMLElement;
    });
    expect(within(link).getByText('cancelled')).toBeVisible();
    expect(within(link).queryByText(/^Your turn/)).not.toBeInTheDocument();
  });

  it("says 'No {status} orders' for an empty tab", async () => {
    const rider = await api.signInAs(DEMO.rider);
    renderRoutes(routes, `/profile/${rider._id}?query=refunded`);
    expect(await screen.findByText('No refunded orders')).toBeVisible();
  });

  it('says the session ended, logs out and goes to sign in when the orders answer so', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    await api.fail('GET', '/api/orders/demo-device/allorders/*', {
      status: 401,
      message: 'jwt expired',
    });
    const view = renderRoutes(routes, `/profile/${buyer._id}`);
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeVisible();
    expect(screen.queryByText('jwt expired')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(view.currentPath()).toBe(
        `/signin?next=${encodeURIComponent(`/profile/${buyer._id}`)}`,
      ),
    );
    expect(sessionStore.userInfo).toBeNull();
  });
});

describe('failure is not emptiness', () => {
  it('orders that fail to load (not a session answer) say so with a Retry and keep the session', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    await api.fail('GET', '/api/orders/demo-device/allorders/*');
    const view = renderRoutes(routes, `/profile/${buyer._id}`);
    const orders = screen.getByRole('region', { name: 'Your orders' });
    expect(await within(orders).findByRole('alert')).toHaveTextContent('something went wrong');
    expect(within(orders).queryByText('No pending orders')).not.toBeInTheDocument();
    // Failure never looks like '(0)': the tabs show no counts until they are known.
    expect(within(orders).getByRole('link', { name: 'pending' })).toBeVisible();
    expect(within(orders).queryByText('(0)')).not.toBeInTheDocument();
    expect(sessionStore.userInfo?.user?._id).toBe(buyer._id);
    expect(view.currentPath()).toBe(`/profile/${buyer._id}`);
    await api.call('DELETE', '/__mock/faults');
    await userEvent.setup().click(within(orders).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(orders).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(orders).getByRole('link', { name: /^pending \(\d+\)$/ })).toBeVisible();
  });

  it('a wallet account that fails to load says so with a Retry', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    await api.fail('GET', '/api/users/account/find/:userId');
    renderRoutes(routes, `/profile/${buyer._id}`);
    const wallet = screen.getByRole('region', { name: 'Wallet balance' });
    expect(await within(wallet).findByRole('alert')).toHaveTextContent('something went wrong');
    await api.call('DELETE', '/__mock/faults');
    await userEvent.setup().click(within(wallet).getByRole('button', { name: 'Try again' }));
    expect(await within(wallet).findByRole('button', { name: 'Wallet details' })).toBeVisible();
  });

  it("the hosted API's device check of the wallet account (no device in a GET) keeps the session", async () => {
    // V-A answers every user's `account/find` so (hosted §2.3): the lookup failed, the session did not.
    const buyer = await api.signInAs(DEMO.buyer);
    await api.fail('GET', '/api/users/account/find/:userId', {
      status: 401,
      message: 'verification fail, switch off VPN if active',
    });
    const view = renderRoutes(routes, `/profile/${buyer._id}`);
    const wallet = screen.getByRole('region', { name: 'Wallet balance' });
    expect(await within(wallet).findByRole('alert')).toHaveTextContent('something went wrong');
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
    expect(sessionStore.userInfo?.user?._id).toBe(buyer._id);
    expect(view.currentPath()).toBe(`/profile/${buyer._id}`);
  });

  it('the same answer to a call that sent the device (the orders) ends the session', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    await api.fail('GET', '/api/orders/demo-device/allorders/*', {
      status: 401,
      message: 'verification fail, switch off VPN if active',
    });
    const view = renderRoutes(routes, `/profile/${buyer._id}`);
    await waitFor(() => expect(sessionStore.userInfo).toBeNull());
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(view.currentPath()).toMatch(/^\/signin\?next=/));
  });

  it('a transaction history that fails to load says so with a Retry', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    await api.fail('GET', '/api/transactions/:deviceId/history/:userId');
    const user = userEvent.setup();
    renderRoutes(routes, `/profile/${buyer._id}`);
    await user.click(screen.getByRole('button', { name: /Transaction History/ }));
    const history = screen.getByRole('region', { name: 'Transaction History' });
    expect(await within(history).findByRole('alert')).toHaveTextContent('something went wrong');
    await api.call('DELETE', '/__mock/faults');
    await user.click(within(history).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem').length).toBeGreaterThan(0));
  });
});

describe('wallet', () => {
  // With wallet checkout a buyer's deposits pay orders (with card checkout nothing invites them:
  // see below).
  it('creates a wallet after Ok (Cancel does nothing), funds it and shows the new balance', async () => {
    await api.call('POST', '/__mock/reset', { seed: 1, checkout: 'wallet' });
    const rider = await api.signInAs(DEMO.rider);
    const user = userEvent.setup();
    renderRoutes(routes, `/profile/${rider._id}`);
    expect(
      await screen.findByText('No wallet account yet: Create wallet to fund it by bank transfer.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create wallet' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Create a bank account for transfers into your wallet? Money sent to it pays for your orders.',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.url.includes('/api/payment/create/'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Create wallet' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Account number')).toBeVisible();
    // 'Create wallet' is gone: 'Fund wallet / Deposit' has the keyboard focus.
    expect(screen.getByRole('button', { name: 'Fund wallet / Deposit' })).toHaveFocus();
    expect(sessionStore.userInfo?.user?.wallet).toBe(true);
    expect(
      screen.queryByText('No wallet account yet: Create wallet to fund it by bank transfer.'),
    ).not.toBeInTheDocument();
    const before = await balanceOf(rider._id);
    const helper = screen.getByRole('form', { name: 'Mock mode: simulate a bank transfer' });
    const amount = within(helper).getByLabelText('Amount (naira)');
    await user.clear(amount);
    await user.type(amount, '2500');
    await user.click(within(helper).getByRole('button', { name: 'simulate a bank transfer' }));
    expect(
      await screen.findByText(formatNairaAmount(before + 2500), {
        selector: '.wallet-panel__balance .money',
      }),
    ).toBeVisible();
  });

  it('wallet checkout: the balance pays orders, and Fund wallet / Deposit is offered', async () => {
    await api.call('POST', '/__mock/reset', { seed: 1, checkout: 'wallet' });
    const buyer = await api.signInAs(DEMO.buyer);
    renderRoutes(routes, `/profile/${buyer._id}`);
    expect(
      await screen.findByText(
        'Orders are paid from this balance when you place them. Fund it by bank transfer to your wallet account.',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Fund wallet / Deposit' })).toBeVisible();
  });

  it("?fund=wallet (the checkout sheet's Fund wallet) opens the deposit details, focused", async () => {
    await api.call('POST', '/__mock/reset', { seed: 1, checkout: 'wallet' });
    const buyer = await api.signInAs(DEMO.buyer);
    renderRoutes(routes, `/profile/${buyer._id}?fund=wallet`);
    const fund = await screen.findByRole('button', { name: 'Fund wallet / Deposit' });
    await waitFor(() => expect(fund).toHaveFocus());
    expect(fund).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Account number')).toBeVisible();
  });

  it('?fund=wallet without an account yet puts the focus on Create wallet', async () => {
    await api.call('POST', '/__mock/reset', { seed: 1, checkout: 'wallet' });
    const rider = await api.signInAs(DEMO.rider);
    renderRoutes(routes, `/profile/${rider._id}?fund=wallet`);
    const create = await screen.findByRole('button', { name: 'Create wallet' });
    await waitFor(() => expect(create).toHaveFocus());
  });

  it('keeps the balance and the open history in step with a transfer made elsewhere', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const before = await balanceOf(buyer._id);
    const user = userEvent.setup();
    renderRoutes(routes, `/profile/${buyer._id}`);
    const wallet = screen.getByRole('region', { name: 'Wallet balance' });
    expect(
      await within(wallet).findByText(formatNairaAmount(before), {
        selector: '.wallet-panel__balance .money',
      }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Transaction History/ }));
    const history = screen.getByRole('region', { name: 'Transaction History' });
    const transfers = () => within(history).queryAllByText('Bank transfer into your wallet').length;
    await waitFor(() => expect(transfers()).toBeGreaterThan(0));
    const seen = transfers();
    const account = api.world.ctx.db.accounts.first('user', buyer._id);
    // The bank (the panel, a script) credits the account: no click in this page.
    await api.call('POST', '/__mock/bank-transfer', {
      accountNumber: account?.accountNumber,
      amount: 1_234_00,
    });
    expect(
      await within(wallet).findByText(
        formatNairaAmount(before + 1234),
        { selector: '.wallet-panel__balance .money' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(transfers()).toBe(seen + 1), { timeout: 8000 });
  });

  it("opens the Transaction History: 'your history is empty' or the cut rows", async () => {
    const rider = await api.signInAs(DEMO.rider);
    const user = userEvent.setup();
    renderRoutes(routes, `/profile/${rider._id}`);
    const toggle = screen.getByRole('button', { name: /Transaction History/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(panel?.textContent).toBe('your history is empty'), {
      timeout: 3000,
    });
  });

  it('shows money in and out with a sign (not colour only) and what each record means', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const { orderId, total } = await placeTestOrder(api, buyer._id);
    const { reference } = await api.call<{ reference: string }>('POST', '/__mock/payments', {
      email: DEMO.buyer,
      amount: Math.round(total * 100),
      status: 'success',
    });
    await api.call('POST', '/api/orders/pay', { reference, orderId });
    const vendor = await api.signInAs(DEMO.vendor);
    await api.call('PUT', `/api/orders/demo-device/refund/${vendor._id}/${orderId}`);
    const user = userEvent.setup();
    renderRoutes(routes, `/profile/${vendor._id}`);
    await user.click(screen.getByRole('button', { name: /Transaction History/ }));
    const history = screen.getByRole('region', { name: 'Transaction History' });
    const amount = formatNairaAmount(total);
    await within(history).findAllByText(/^Refund to /);
    const rows = within(history).getAllByRole('listitem');
    const row = (start: string) =>
      rows.find((li) => li.textContent?.startsWith(start) && li.textContent.includes(amount));
    const refundRow = row('Refund to ');
    const paidRow = row('Card payment for an order from ');
    expect(refundRow).toBeDefined();
    expect(refundRow).toHaveTextContent(`Debit −${amount}`);
    // The sign and the amount (a `.money` span of its own) are one `.wallet-tx__amount`.
    const signed = within(refundRow as HTMLElement).getByText(
      (_, el) =>
        el?.classList.contains('wallet-tx__amount') === true && el.textContent === `−${amount}`,
    );
    expect(signed).toHaveClass('wallet-tx__amount--debit');
    expect(paidRow).toHaveTextContent(`Credit +${amount}`);
  });

  it('shows the bank details once, whichever of Fund wallet and Wallet details is open', async () => {
    // Fund wallet / Deposit is offered to a buyer with wallet checkout.
    await api.call('POST', '/__mock/reset', { seed: 1, checkout: 'wallet' });
    const buyer = await api.signInAs(DEMO.buyer);
    const user = userEvent.setup();
    renderRoutes(routes, `/profile/${buyer._id}`);
    await user.click(await screen.findByRole('button', { name: 'Fund wallet / Deposit' }));
    await user.click(screen.getByRole('button', { name: 'Wallet details' }));
    expect(screen.getAllByText('Account number')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Fund wallet / Deposit' }));
    expect(screen.getAllByText('Account number')).toHaveLength(1);
  });

  it('lists every transaction with its meaning, names cut as the spec says', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    await placeTestOrder(api, buyer._id);
    const records = await api.call<Transaction[]>(
      'GET',
      `/api/transactions/demo-device/history/${buyer._id}`,
    );
    const user = userEvent.setup();
    renderRoutes(routes, `/profile/${buyer._id}`);
    await user.click(screen.getByRole('button', { name: /Transaction History/ }));
    const rows = await waitFor(() => {
      const list = document.querySelectorAll('.wallet-history__list li');
      if (list.length === 0) throw new Error('no rows yet');
      return list;
    });
    expect(
      Array.from(rows).map((row) => row.querySelector('.wallet-tx__meaning')?.textContent),
    ).toEqual(records.map((tx) => describeTransaction(tx, buyer._id).meaning));
  });
});
