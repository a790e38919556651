import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProfilePage } from '#src/app/profile-page.tsx';
import { WalletPanel } from '#src/features/wallet/wallet-panel.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { clearSession } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { renderRoutes, renderWithProviders } from '#tests/support/render.tsx';

// What each balance is for, said where it is shown: a balance the API can spend (the mock's wallet
// payment) says how; one it cannot (the hosted API: no wallet payment, no payout call) says that it
// holds refunds and stays. No API can pay a balance out, so no CashOut button pretends to: the
// panel says it in words. Money in by bank transfer sits apart, under its own heading.

const routes = { '/profile/:userId': ProfilePage };

const api = installMockApi();
beforeEach(() => {
  clearSession();
});
afterEach(() => {
  act(() => dismissToast());
});

describe('the wallet panel, where the API can pay orders from the balance (the mock)', () => {
  it('a vendor: earnings pay refunds and own orders; no payout, said; Create wallet apart', async () => {
    const vendor = await api.signInAs(DEMO.vendor);
    for (const account of api.world.ctx.db.accounts.lookup('user', vendor._id)) {
      await api.world.ctx.db.accounts.remove(account._id);
    }
    renderRoutes(routes, `/profile/${vendor._id}`);
    expect(
      await screen.findByText(
        'Your earnings: paid orders, less refunds. They pay the refunds you give, and your own orders at other kitchens: open an unpaid order to pay it from your wallet.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Bukka has no payout to a bank account yet, so your earnings stay in this wallet.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /cash ?out/i })).not.toBeInTheDocument();
    const fund = screen.getByRole('region', { name: 'Add money by bank transfer' });
    expect(await screen.findByRole('button', { name: 'Create wallet' })).toBeVisible();
    expect(fund).toContainElement(screen.getByRole('button', { name: 'Create wallet' }));
    expect(fund).toHaveTextContent(
      'Create wallet gives you a bank account number for transfers into this balance (to cover refunds). It does not pay your earnings out.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create wallet' }));
    expect(screen.getByRole('dialog', { name: 'Create wallet' })).toHaveTextContent(
      'Create a bank account for transfers into your wallet? It receives money; it does not pay your earnings out.',
    );
  });

  it('a buyer with card checkout: the balance pays orders, so Fund wallet / Deposit is offered', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    renderRoutes(routes, `/profile/${buyer._id}`);
    expect(
      await screen.findByText(
        'Your balance holds refunds of your orders and money sent to your wallet account. It pays for your orders: open an unpaid order to pay all of it from your wallet, or a part with the rest by card.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Bukka has no cash-out to a bank account yet, so your balance stays in this wallet.',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Fund wallet / Deposit' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /cash ?out/i })).not.toBeInTheDocument();
  });
});

describe('the wallet panel, where the API cannot spend the balance (hosted)', () => {
  it('a buyer: it holds refunds, cannot pay orders or be cashed out, and invites no deposit', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    renderWithProviders(
      <WalletPanel userId={buyer._id} balance={659} isBusinessOwner={false} walletPays={false} />,
    );
    expect(
      await screen.findByText(
        'Orders are paid by card. Your balance holds refunds of your orders; it cannot pay for orders or be cashed out yet.',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Wallet details' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Wallet account' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Fund wallet / Deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /cash ?out/i })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Wallet details' }));
    expect(
      screen.getByText(
        'Money sent to this account is added to your balance, which cannot pay for orders or be cashed out yet: pay your orders by card.',
      ),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide wallet details' }));
    expect(screen.queryByText('Account number')).not.toBeInTheDocument();
  });

  it('a buyer without an account is not asked to create one', async () => {
    const rider = await api.signInAs(DEMO.rider);
    renderWithProviders(
      <WalletPanel userId={rider._id} balance={0} isBusinessOwner={false} walletPays={false} />,
    );
    expect(
      await screen.findByText(/^Orders are paid by card\. Your balance holds refunds/),
    ).toBeVisible();
    await waitFor(() =>
      expect(api.requests.some((r) => r.url.includes('/api/users/account/find/'))).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Create wallet' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No wallet account yet/)).not.toBeInTheDocument();
  });

  it('a vendor: earnings pay refunds; no payout, said', async () => {
    const vendor = await api.signInAs(DEMO.vendor);
    renderWithProviders(
      <WalletPanel userId={vendor._id} balance={7051.5} isBusinessOwner walletPays={false} />,
    );
    expect(
      screen.getByText(
        'Your earnings: paid orders, less refunds. Refunds you give are paid from it.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Bukka has no payout to a bank account yet, so your earnings stay in this wallet.',
      ),
    ).toBeVisible();
  });
});
