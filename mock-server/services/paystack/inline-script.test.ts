// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGE_SOURCE } from './browser/checkout-message.ts';
import { paystackInlineScript } from './inline-script.ts';

type Callbacks = Record<string, ReturnType<typeof vi.fn>>;
interface Pop {
  newTransaction(options: unknown): { id: string; accessCode: string | null };
  resumeTransaction(accessCode: string, callbacks: unknown): unknown;
  cancelTransaction(id?: unknown): void;
  checkout(options: unknown): Promise<unknown>;
  preloadTransaction(options: unknown): () => unknown;
}
interface PopClass {
  new (): Pop;
  setup(options: unknown): { openIframe(): unknown };
  bukkaValidate(
    input: unknown,
    env: unknown,
  ): { ok: boolean; params?: Record<string, unknown>; error?: unknown };
}

const w = window as unknown as { PaystackPop?: PopClass };
let fetchMock: ReturnType<typeof vi.fn>;

function load(world = ''): PopClass {
  delete w.PaystackPop;
  new Function(paystackInlineScript('', world))();
  return w.PaystackPop!;
}

function initAnswer(accessCode = 'ac_123', reference = 'ref_123') {
  return new Response(
    JSON.stringify({
      status: true,
      message: 'Authorization URL created',
      data: { access_code: accessCode, reference },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

function fromCheckout(data: Record<string, unknown>, origin = window.location.origin) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { source: CHECKOUT_MESSAGE_SOURCE, accessCode: 'ac_123', ...data },
      origin,
    }),
  );
}

const valid = { key: 'pk_test_x', email: 'buyer@bukka.test', amount: 150000 };
const dialog = () => document.querySelector('[role="dialog"]');
const callbacks = (): Callbacks => ({
  onLoad: vi.fn(),
  onSuccess: vi.fn(),
  onCancel: vi.fn(),
  onError: vi.fn(),
  onBankTransferConfirmationPending: vi.fn(),
});

beforeEach(() => {
  fetchMock = vi.fn(async () => initAnswer());
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('PaystackPop', () => {
  it('throws the plain error object synchronously and opens nothing', () => {
    const pop = new (load())();
    let thrown: unknown;
    try {
      pop.newTransaction({ email: 'a@b.c' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toEqual({
      message: 'Invalid transaction parameters',
      issues: [
        { message: 'Required parameter missing: key' },
        { message: 'Required parameter missing: amount' },
      ],
    });
    expect(() => pop.newTransaction({})).toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
  });

  it('checks the buttonId against the page and sends the referrer', async () => {
    const pop = new (load())();
    expect(() => pop.newTransaction({ ...valid, buttonId: 'pay' })).toThrow();
    const button = document.createElement('button');
    button.id = 'pay';
    document.body.append(button);
    pop.newTransaction({ ...valid, buttonId: 'pay', metadata: { orderId: 'o1' } });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/__mock/paystack/transaction/initialize');
    expect(JSON.parse(String(init.body))).toEqual({
      ...valid,
      metadata: { orderId: 'o1', referrer: window.location.href },
    });
  });

  it('opens an accessible modal with the checkout iframe, fires onLoad, then onSuccess', async () => {
    const cb = callbacks();
    const pop = new (load())();
    pop.newTransaction({ ...valid, ...cb, unknownThing: 1 });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    const overlay = dialog()!;
    expect(overlay.getAttribute('aria-modal')).toBe('true');
    expect(overlay.getAttribute('aria-label')).toBe('Bukka test checkout');
    expect(overlay.querySelector('iframe')?.getAttribute('data-access-code')).toBe('ac_123');
    await vi.waitFor(() =>
      expect(overlay.querySelector('iframe')?.getAttribute('srcdoc')).toBeTruthy(),
    );
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/__mock/paystack/checkout?access_code=ac_123');
    expect(overlay.querySelector('button[aria-label="Close checkout"]')).not.toBeNull();

    fromCheckout({ type: 'loaded', id: 77, customer: { email: valid.email } });
    expect(cb.onLoad).toHaveBeenCalledWith({
      id: 77,
      customer: { email: valid.email },
      accessCode: 'ac_123',
    });

    fromCheckout(
      { type: 'result', status: 'success', reference: 'ref_123', id: 77 },
      'http://evil.test',
    );
    expect(cb.onSuccess).not.toHaveBeenCalled();
    fromCheckout({ type: 'result', status: 'success', reference: 'ref_123', id: 77 });
    expect(cb.onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({
        reference: 'ref_123',
        message: 'Approved',
        status: 'success',
        trans: '77',
        transaction: '77',
      }),
    );
    expect(dialog()).toBeNull();
    expect(cb.onCancel).not.toHaveBeenCalled();
  });

  it('on a pending bank transfer fires onCancel first, then the pending callback', async () => {
    const order: string[] = [];
    const pop = new (load())();
    pop.newTransaction({
      ...valid,
      onCancel: () => order.push('cancel'),
      onBankTransferConfirmationPending: () => order.push('pending'),
    });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    fromCheckout({ type: 'result', status: 'pending', reference: 'ref_123', id: 1 });
    expect(order).toEqual(['cancel', 'pending']);
  });

  it('reports a declined charge through onError', async () => {
    const cb = callbacks();
    new (load())().newTransaction({ ...valid, ...cb });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    fromCheckout({
      type: 'result',
      status: 'failed',
      reference: 'ref_123',
      id: 1,
      message: 'Declined',
    });
    expect(cb.onError).toHaveBeenCalledWith({ message: 'Declined' });
    expect(dialog()).toBeNull();
  });

  it('closing (button or Escape) abandons the transaction and fires onCancel', async () => {
    const cb = callbacks();
    const pop = new (load())();
    pop.newTransaction({ ...valid, ...cb });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    (dialog()!.querySelector('button') as HTMLButtonElement).click();
    expect(cb.onCancel).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/complete')) as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/__mock/paystack/checkout/ac_123/complete');
    expect(JSON.parse(String(init.body))).toEqual({ outcome: 'abandoned' });

    pop.newTransaction({ ...valid, ...cb });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(cb.onCancel).toHaveBeenCalledTimes(2);
  });

  it('names the world it was loaded in on every call, with the payer’s reference', async () => {
    const cb = callbacks();
    const pop = new (load('w0rld'))();
    pop.newTransaction({ ...valid, ...cb, reference: 'bukka-o1-abc' });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBe(2));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/__mock/paystack/transaction/initialize?world=w0rld');
    // No cookie goes to the provider, as with Paystack: the world is in the address.
    expect(init.credentials).toBe('omit');
    expect(JSON.parse(String(init.body)).reference).toBe('bukka-o1-abc');
    expect(fetchMock.mock.calls[1]?.[0]).toBe(
      '/__mock/paystack/checkout?access_code=ac_123&world=w0rld',
    );
    (dialog()!.querySelector('button') as HTMLButtonElement).click();
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(
      '/__mock/paystack/checkout/ac_123/complete?world=w0rld',
    );
  });

  it('accepts messages from its own frame whatever their origin (srcdoc, another API origin)', async () => {
    const cb = callbacks();
    new (load())().newTransaction({ ...valid, ...cb });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    const frame = dialog()!.querySelector('iframe')!;
    const data = {
      source: CHECKOUT_MESSAGE_SOURCE,
      accessCode: 'ac_123',
      type: 'result',
      status: 'success',
      reference: 'r',
      id: 3,
    };
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'http://api.other.test' }));
    expect(cb.onSuccess).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: 'http://api.other.test',
        source: frame.contentWindow,
      }),
    );
    expect(cb.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ reference: 'r' }));
  });

  it('reports a checkout page failure through onError', async () => {
    const cb = callbacks();
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('/checkout?') ? new Response('gone', { status: 404 }) : initAnswer(),
    );
    new (load())().newTransaction({ ...valid, ...cb });
    await vi.waitFor(() =>
      expect(cb.onError).toHaveBeenCalledWith({ message: 'Checkout page unavailable (404)' }),
    );
    expect(dialog()).toBeNull();
  });

  it('reports an initialize failure through onError', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: false, message: 'Invalid Amount Sent' }), {
        status: 400,
      }),
    );
    const cb = callbacks();
    new (load())().newTransaction({ ...valid, ...cb });
    await vi.waitFor(() =>
      expect(cb.onError).toHaveBeenCalledWith({ message: 'Invalid Amount Sent' }),
    );
    expect(dialog()).toBeNull();
  });

  it('resumes a transaction by access code without initializing', async () => {
    const cb = callbacks();
    new (load())().resumeTransaction('ac_123', cb);
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual([
      '/__mock/paystack/checkout?access_code=ac_123',
    ]);
    expect(dialog()?.querySelector('iframe')?.getAttribute('data-access-code')).toBe('ac_123');
    fromCheckout({ type: 'result', status: 'abandoned', reference: 'ref_123', id: 1 });
    expect(cb.onCancel).toHaveBeenCalled();
  });

  it('checkout() resolves once the page has loaded; cancelTransaction closes it', async () => {
    const pop = new (load())();
    const done = pop.checkout({ ...valid });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    fromCheckout({ type: 'loaded', id: 5, customer: {} });
    await expect(done).resolves.toMatchObject({ accessCode: 'ac_123' });
    pop.cancelTransaction();
    expect(dialog()).toBeNull();
    await expect(pop.checkout({})).rejects.toMatchObject({
      message: 'Invalid transaction parameters',
    });
  });

  it('keeps the deprecated v1 setup().openIframe() with callback and onClose', async () => {
    const callback = vi.fn();
    const onClose = vi.fn();
    const PaystackPop = load();
    expect(() => PaystackPop.setup({ email: 'a@b.c', amount: 1 })).toThrow();
    PaystackPop.setup({ ...valid, ref: 'r1', callback, onClose }).openIframe();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(
      JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)).reference,
    ).toBe('r1');
    fromCheckout({ type: 'result', status: 'success', reference: 'r1', id: 9 });
    expect(callback).toHaveBeenCalledWith(
      expect.objectContaining({ reference: 'r1', message: 'Approved' }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
