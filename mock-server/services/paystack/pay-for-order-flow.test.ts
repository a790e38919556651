// @vitest-environment jsdom
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { payForOrder } from '#src/lib/payment/pay-for-order.ts';
import { createOfflineProvider } from '#src/lib/payment/payment-provider.ts';
import type { PaystackPopConstructor } from '#src/lib/payment/paystack-pop.ts';
import { createTestWorld, type TestWorld } from '#tests/support/mock/test-world.ts';
import { CHECKOUT_MESSAGE_SOURCE } from './browser/checkout-message.ts';

// The client's payForOrder, the script the mock serves and the mock's provider routes together:
// fetch goes to the route table through the MSW handlers; the checkout page's part (complete +
// postMessage) is played by the test.

let world: TestWorld;
const w = window as unknown as { PaystackPop?: PaystackPopConstructor };

async function mockFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(new URL(String(input), window.location.href), init);
  return (
    (await getResponse(world.handlers, request)) ?? new Response('not handled', { status: 599 })
  );
}

const provider = createOfflineProvider('', async (src) => {
  const script = await (await mockFetch(src)).text();
  delete w.PaystackPop;
  new Function(script)();
  return w.PaystackPop!;
});

async function openCheckout() {
  await vi.waitFor(() => expect(document.querySelector('[role="dialog"] iframe')).not.toBeNull());
  const frame = document.querySelector('[role="dialog"] iframe')!;
  await vi.waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('Bukka test checkout'));
  return frame.getAttribute('data-access-code')!;
}

/** What the checkout page does when the payer presses a button. */
async function choose(accessCode: string, outcome: string) {
  const res = await mockFetch(`/__mock/paystack/checkout/${accessCode}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  const body = (await res.json()) as { reference: string; status: string };
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: window.location.origin,
      data: { source: CHECKOUT_MESSAGE_SOURCE, type: 'result', accessCode, id: 1, ...body },
    }),
  );
  return body;
}

const spies = () => ({
  success: vi.fn(),
  cancelled: vi.fn(),
  failed: vi.fn(),
  pending: vi.fn(),
});

beforeEach(async () => {
  world = await createTestWorld(1);
  vi.stubGlobal('fetch', mockFetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('payForOrder against the emulated provider', () => {
  it('pays: success(reference), and verify shows the amount in kobo', async () => {
    const cb = spies();
    await payForOrder(
      { email: 'buyer@bukka.test', amountKobo: 675000, orderId: 'o-1', name: 'Ada Obi' },
      cb,
      {
        provider,
      },
    );
    const accessCode = await openCheckout();
    const page = await (
      await mockFetch(`/__mock/paystack/checkout?access_code=${accessCode}`)
    ).text();
    expect(page).toContain('N6,750.00');
    const { reference } = await choose(accessCode, 'success');
    expect(cb.success).toHaveBeenCalledWith(reference);
    const verify = await (
      await mockFetch(`/__mock/paystack/transaction/verify/${reference}`)
    ).json();
    expect(verify).toMatchObject({
      status: true,
      data: { status: 'success', amount: 675000, currency: 'NGN', metadata: { orderId: 'o-1' } },
    });
  });

  it('a pending bank transfer is reported as pending, never as cancelled', async () => {
    const cb = spies();
    await payForOrder({ email: 'buyer@bukka.test', amountKobo: 150000, orderId: 'o-2' }, cb, {
      provider,
      cancelGraceMs: 20,
    });
    await choose(await openCheckout(), 'pending');
    await new Promise((r) => setTimeout(r, 40));
    expect(cb.pending).toHaveBeenCalledTimes(1);
    expect(cb.cancelled).not.toHaveBeenCalled();
  });

  it('declined → failed(message); closed → cancelled', async () => {
    const declined = spies();
    await payForOrder({ email: 'buyer@bukka.test', amountKobo: 150000, orderId: 'o-3' }, declined, {
      provider,
    });
    await choose(await openCheckout(), 'failed');
    expect(declined.failed).toHaveBeenCalledWith('Declined');

    const closed = spies();
    await payForOrder({ email: 'buyer@bukka.test', amountKobo: 150000, orderId: 'o-4' }, closed, {
      provider,
      cancelGraceMs: 10,
    });
    await openCheckout();
    (document.querySelector('button[aria-label="Close checkout"]') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(closed.cancelled).toHaveBeenCalledTimes(1));
  });
});
