import { beforeEach, describe, expect, it } from 'vitest';
import { clearShippingAddress, setShippingAddress, shippingStore } from '#src/state/shipping.ts';
import { testAddress } from '#tests/support/addresses.ts';

const address = { ...testAddress };

beforeEach(() => {
  clearShippingAddress();
});

describe('shipping', () => {
  it('sets and clears the address', () => {
    setShippingAddress(address);
    expect(shippingStore.address).toEqual(address);
    clearShippingAddress();
    expect(shippingStore.address).toBeNull();
  });
});
