import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  allPayments,
  changePayment,
  dropPayment,
  keepPayment,
  newPaymentReference,
  PAYMENTS_KEY,
  type PaymentInFlight,
  parsePayments,
  subscribePayments,
} from '#src/state/payments-in-flight.ts';

const NOW = 1_800_000_000_000;
const entry = (over: Partial<PaymentInFlight> = {}): PaymentInFlight => ({
  reference: 'bukka-1',
  orderId: 'o1',
  amountKobo: 490_000,
  stage: 'opened',
  createdAt: NOW,
  heldAt: 0,
  ...over,
});

/** A Storage of its own, and the window events the module listens to. */
function installStorage() {
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
  const target = new EventTarget();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
  vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
  return { data, target };
}

describe('parsePayments', () => {
  it('reads nothing from nothing, broken text or a non-list', () => {
    expect(parsePayments(null, NOW)).toEqual([]);
    expect(parsePayments('{not json', NOW)).toEqual([]);
    expect(parsePayments('{"reference":"x"}', NOW)).toEqual([]);
  });

  it('keeps the readable entries, one per reference, and drops the broken and the very old', () => {
    const text = JSON.stringify([
      entry(),
      { ...entry(), stage: 'flying' },
      entry({ reference: 'bukka-1', stage: 'pending' }),
      entry({ reference: 'bukka-2', stage: 'unapplied', reason: 'paid' }),
      entry({ reference: 'bukka-3', createdAt: NOW - 31 * 86_400_000 }),
      { ...entry({ reference: 'bukka-4' }), heldAt: 'soon', reason: 'bogus' },
    ]);
    expect(parsePayments(text, NOW)).toEqual([
      entry(),
      entry({ reference: 'bukka-2', stage: 'unapplied', reason: 'paid' }),
      entry({ reference: 'bukka-4' }),
    ]);
  });
});

describe('the stored payments', () => {
  let storage: ReturnType<typeof installStorage>;
  beforeEach(() => {
    storage = installStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps, changes and drops entries under their own key', () => {
    keepPayment(entry({ createdAt: Date.now() }));
    keepPayment(entry({ reference: 'bukka-2', createdAt: Date.now() }));
    changePayment('bukka-1', { stage: 'succeeded', heldAt: 5 });
    changePayment('gone', { stage: 'pending' });
    expect(allPayments().map((p) => [p.reference, p.stage, p.heldAt])).toEqual([
      ['bukka-1', 'succeeded', 5],
      ['bukka-2', 'opened', 0],
    ]);
    dropPayment('bukka-1');
    expect(JSON.parse(storage.data.get(PAYMENTS_KEY) ?? '')).toEqual([
      expect.objectContaining({ reference: 'bukka-2' }),
    ]);
    // The same array until something changes (useSyncExternalStore needs it).
    expect(allPayments()).toBe(allPayments());
  });

  it("tells listeners about this tab's changes and another tab's (storage event)", () => {
    const listener = vi.fn();
    const stop = subscribePayments(listener);
    keepPayment(entry({ createdAt: Date.now() }));
    expect(listener).toHaveBeenCalledTimes(1);
    const other = new Event('storage') as Event & { key: string };
    other.key = PAYMENTS_KEY;
    storage.target.dispatchEvent(other);
    expect(listener).toHaveBeenCalledTimes(2);
    const unrelated = new Event('storage') as Event & { key: string };
    unrelated.key = 'bukka';
    storage.target.dispatchEvent(unrelated);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    keepPayment(entry({ reference: 'bukka-9', createdAt: Date.now() }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('works in memory where storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    keepPayment(entry({ reference: 'bukka-blocked', createdAt: Date.now() }));
    expect(allPayments().map((p) => p.reference)).toContain('bukka-blocked');
  });
});

describe('newPaymentReference', () => {
  it('makes a new reference each time, in the characters Paystack allows', () => {
    const a = newPaymentReference('65f1c0ffee0000000000abcd');
    const b = newPaymentReference('65f1c0ffee0000000000abcd');
    expect(a).toMatch(/^bukka-0000abcd-[0-9a-f]{16}$/);
    expect(a).not.toBe(b);
  });
});
