import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentSandboxPage } from '#src/features/payment-sandbox/payment-sandbox-page.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { installMockApi } from '#tests/support/mock-api.ts';
import { renderWithProviders } from '#tests/support/render.tsx';

const fake = vi.hoisted(() => ({
  status: 'success',
  params: [] as Array<Record<string, unknown>>,
  reference: async (_email: string, _amount: number, _status: string) => '',
}));

vi.mock('#src/lib/payment/payment-provider.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#src/lib/payment/payment-provider.ts')>();
  class FakePop {
    newTransaction(params: Record<string, unknown>) {
      fake.params.push(params);
      setTimeout(async () => {
        const onSuccess = params.onSuccess as (r: { reference: string }) => void;
        const onCancel = params.onCancel as () => void;
        if (fake.status === 'cancel') onCancel();
        else
          onSuccess({
            reference: await fake.reference(
              String(params.email),
              Number(params.amount),
              fake.status,
            ),
          });
      }, 0);
    }
  }
  const { withFakePopup } = await import('#tests/support/fake-payment-provider.ts');
  return withFakePopup(real, FakePop);
});

const api = installMockApi();
beforeEach(() => {
  fake.params = [];
  fake.status = 'success';
  fake.reference = async (email, amount, status) =>
    (await api.call<{ reference: string }>('POST', '/__mock/payments', { email, amount, status }))
      .reference;
});
afterEach(() => {
  act(() => dismissToast());
});

describe('payment sandbox', () => {
  it('is not there outside mock mode', () => {
    renderWithProviders(<PaymentSandboxPage mockMode={false} />, { path: '/pay' });
    expect(screen.queryByRole('heading', { name: 'Payment sandbox' })).not.toBeInTheDocument();
  });

  it('pays the fixed 200 naira with the typed e-mail and checks the reference', async () => {
    renderWithProviders(<PaymentSandboxPage mockMode />, { path: '/pay', shell: true });
    const user = userEvent.setup();
    expect(screen.getByText('N200.00')).toBeVisible();
    const pay = screen.getByRole('button', { name: 'Pay Now' });
    expect(pay).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail for the receipt'), 'tester@example.test');
    await user.click(pay);
    expect(await screen.findByText(/Checked by the server/)).toBeVisible();
    expect(screen.getByText(/^Payment successful \S+/)).toBeVisible();
    expect(fake.params[0]?.amount).toBe(20000);
    expect(fake.params[0]?.email).toBe('tester@example.test');
  });

  it("shows 'error making payment' when the check fails", async () => {
    fake.status = 'failed';
    renderWithProviders(<PaymentSandboxPage mockMode />, { path: '/pay' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail for the receipt'), 'tester@example.test');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('error making payment');
  });
});
