import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { payOrder, verifyPayment } from '#src/api/payments.ts';
import { fetchTransactions } from '#src/api/transactions.ts';
import { createWallet, fetchWalletAccount } from '#src/api/wallet.ts';
import { EXAMPLE, fromState, isoDate, statePath } from './support/ids.ts';
import { createPact, useClient } from './support/pact.ts';
import { rejection } from './support/rejection.ts';
import { sessionCookieHeader } from './support/session.ts';
import { messageBody, transactionShape, walletAccountShape } from './support/shapes.ts';
import { STATE } from './support/states.ts';

const { eachLike } = MatchersV3;

// Card payment check, paying an order, transaction history and the wallet account.

const pact = createPact();
const E = EXAMPLE;
const json = { 'Content-Type': 'application/json' };
const reference = () => fromState('reference', E.reference);

describe('payments contract', () => {
  it('POST /api/pay — a successful card payment', () =>
    pact
      .addInteraction()
      .given(STATE.successfulPayment)
      .uponReceiving('a check of a successful card payment')
      .withRequest('POST', '/api/pay', (b) => b.headers(json).jsonBody({ reference: reference() }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (mock) => {
        useClient(mock);
        expect(await verifyPayment(E.reference)).toEqual({ success: true });
      }));

  it('POST /api/pay — payment check failed', () =>
    pact
      .addInteraction()
      .given(STATE.failedPayment)
      .uponReceiving('a check of a failed card payment')
      .withRequest('POST', '/api/pay', (b) => b.headers(json).jsonBody({ reference: reference() }))
      .willRespondWith(400, (b) => b.jsonBody({ success: false, message: 'Payment failed' }))
      .executeTest(async (mock) => {
        useClient(mock);
        const error = await rejection(verifyPayment(E.reference));
        expect(error).toEqual({ status: 400, message: 'Payment failed' });
      }));

  it('POST /api/orders/pay — the order becomes paid', () =>
    pact
      .addInteraction()
      .given(STATE.unpaidOrderWithPayment)
      .uponReceiving('a payment of an unpaid order with its card reference')
      .withRequest('POST', '/api/orders/pay', (b) =>
        b
          .headers(json)
          .jsonBody({ reference: reference(), orderId: fromState('orderId', E.orderId) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ isPaid: true, isPaidAt: isoDate() }))
      .executeTest(async (mock) => {
        useClient(mock);
        const paid = await payOrder({ reference: E.reference, orderId: E.orderId });
        expect(paid).toEqual({ isPaid: true, isPaidAt: E.date });
      }));

  it('POST /api/orders/pay — order not found', () =>
    pact
      .addInteraction()
      .given(STATE.successfulPayment)
      .uponReceiving('a payment for an order that does not exist')
      .withRequest('POST', '/api/orders/pay', (b) =>
        b.headers(json).jsonBody({ reference: reference(), orderId: E.missingOrderId }),
      )
      .willRespondWith(404, (b) => b.jsonBody(messageBody('Order not found')))
      .executeTest(async (mock) => {
        useClient(mock);
        const error = await rejection(
          payOrder({ reference: E.reference, orderId: E.missingOrderId }),
        );
        expect(error).toEqual({ status: 404, message: 'Order not found' });
      }));

  it('GET /api/transactions/{deviceId}/history/{userId} — the buyer’s history', () =>
    pact
      .addInteraction()
      .given(STATE.buyerWithTransactions)
      .uponReceiving('a request for the transaction history of the signed-in buyer')
      .withRequest(
        'GET',
        statePath(
          '/api/transactions/{deviceId}/history/{buyerId}',
          `/api/transactions/${E.deviceId}/history/${E.buyerId}`,
        ),
        (b) => b.headers(sessionCookieHeader),
      )
      .willRespondWith(200, (b) => b.jsonBody(eachLike(transactionShape)))
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const history = await fetchTransactions(E.buyerId);
        expect(history[0]?.buyerId).toBe(E.buyerId);
      }));

  it('GET /api/users/account/find/{userId} — the wallet’s bank account', () =>
    pact
      .addInteraction()
      .given(STATE.buyerWithWallet)
      .uponReceiving('a request for the wallet account of the signed-in buyer')
      .withRequest(
        'GET',
        statePath('/api/users/account/find/{buyerId}', `/api/users/account/find/${E.buyerId}`),
        (b) => b.headers(sessionCookieHeader),
      )
      .willRespondWith(200, (b) => b.jsonBody(walletAccountShape))
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const account = await fetchWalletAccount(E.buyerId);
        expect(account.accountNumber).toMatch(/^\d{10}$/);
      }));

  it('POST /api/payment/create/{userId} — create the wallet', () =>
    pact
      .addInteraction()
      .given(STATE.userWithoutWallet)
      .uponReceiving('a request to create a wallet account')
      .withRequest(
        'POST',
        statePath('/api/payment/create/{userId}', `/api/payment/create/${E.userId}`),
        (b) => b.headers(sessionCookieHeader),
      )
      .willRespondWith(200, (b) => b.jsonBody(walletAccountShape))
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const account = await createWallet(E.userId);
        expect(account.bank).toBe('Wema Bank');
      }));
});
