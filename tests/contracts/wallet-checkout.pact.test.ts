import { describe, expect, it } from 'vitest';
import { checkout, orderBody, ordersPath } from '#tests/support/contracts/checkout.ts';
import { EXAMPLE, statePath } from '#tests/support/contracts/ids.ts';
import { createPact, useClient, WALLET_PROVIDER } from '#tests/support/contracts/pact.ts';
import { rejection } from '#tests/support/contracts/rejection.ts';
import { sessionCookieHeader } from '#tests/support/contracts/session.ts';
import { messageBody } from '#tests/support/contracts/shapes.ts';
import { DISH, STATE } from '#tests/support/contracts/states.ts';

// The wallet-checkout version of the API (hosted V-0, the mock's `--checkout wallet`): checkout
// debits the buyer's wallet or answers 404 "Insufficient funds". The current hosted code (V-A)
// has that check commented out, so these interactions have their own contract file
// (contracts/bukka-web-marketplace-api-wallet-checkout.json) and are verified only against a
// provider in wallet-checkout mode.

const pact = createPact(WALLET_PROVIDER);
const E = EXAMPLE;
const json = { 'Content-Type': 'application/json' };

describe('wallet-checkout contract', () => {
  it('POST /api/orders/... — insufficient funds (wallet checkout)', () =>
    pact
      .addInteraction()
      .given(STATE.buyerShortOfFunds, {
        checkout: 'wallet',
        price: DISH.price,
        extraPrice: DISH.extraPrice,
      })
      .uponReceiving('a wallet checkout the buyer’s balance cannot cover')
      .withRequest(
        'POST',
        statePath('/api/orders/{deviceId}/{buyerId}/{storeId}', ordersPath),
        (b) => b.headers({ ...json, ...sessionCookieHeader }).jsonBody(orderBody('storeId')),
      )
      .willRespondWith(404, (b) => b.jsonBody(messageBody('Insufficient funds')))
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const error = await rejection(checkout(E.buyerId, E.vendorId));
        expect(error).toEqual({ status: 404, message: 'Insufficient funds' });
      }));
});
