import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { customerNameOf } from '#src/features/orders/order-parties.tsx';

const details = (fields: Partial<OrderDetails>) =>
  ({
    buyerId: 'db9e0f1a2b3c4d5e6f708192',
    shippingAddress: { name: 'Ada Obi' },
    ...fields,
  }) as OrderDetails;

describe('customerNameOf: the customer by name, never by id', () => {
  it('the account’s name first name first, else the name the order is addressed to', () => {
    expect(customerNameOf(details({ buyerName: 'Okafor  Adaeze' }))).toBe('Adaeze Okafor');
    expect(customerNameOf(details({ buyerName: '' }))).toBe('Ada Obi');
    expect(customerNameOf(details({}))).toBe('Ada Obi');
  });

  it('with no name anywhere: a plain word, not the id', () => {
    const name = customerNameOf(
      details({ buyerName: ' ', shippingAddress: { name: '' } as never }),
    );
    expect(name).toBe('A customer');
  });
});
