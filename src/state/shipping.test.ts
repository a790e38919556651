import { beforeEach, describe, expect, it } from 'vitest';
import { clearShippingAddress, setShippingAddress, shippingStore } from '#src/state/shipping.ts';

const address = {
  name: 'Ada Obi',
  street: '12 Allen Avenue',
  localGvt: 'Ikeja',
  state: 'Lagos',
  country: 'Nigeria',
  phoneNumber: '08030000000',
};

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
