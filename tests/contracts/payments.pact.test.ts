import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { payOrder, verifyPayment } from '#src/api/payments.ts';
import { fetchTransactions } from '#src/api/transactions.ts';
import { createWallet, fetchWalletAccount } from '#src/api/wallet.ts';
import { EXAMPLE, fromState, isoDate, statePath } from '#tests/support/contracts/ids.ts';
import { createPact, useClient } from '#tests/support/contracts/pact.ts';
import { rejection } from '#tests/support/contracts/rejection.ts';
import { sessionCookieHeader } from '#tests/support/contracts/session.ts';
import {
  messageBody,
  transactionShape,
  walletAccountShape,
} from '#tests/support/contracts/shapes.ts';
import { STATE } from '#tests/support/contracts/states.ts';

const { eachLike, matchStatus } = MatchersV3;

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

  it('POST /api/pay — a reference the provider does not know', () =>
    pact
      .addInteraction()
      .given(STATE.unknownPaymentReference)
      .uponReceiving('a check of a card reference the provider does not know')
      .withRequest('POST', '/api/pay', (b) => b.headers(json).jsonBody({ reference: reference() }))
      .willRespondWith(500, (b) => b.jsonBody({ success: false, message: 'Server error' }))
      .executeTest(async (mock) => {
        useClient(mock);
        const error = await rejection(verifyPayment(E.reference));
        expect(error).toEqual({ status: 500, message: 'Server error' });
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
      .given(STATE.noSuchOrder)
      .uponReceiving('a payment for an order that does not exist')
      .withRequest('POST', '/api/orders/pay', (b) =>
        b.headers(json).jsonBody({
          reference: reference(),
          orderId: fromState('missingOrderId', E.missingOrderId),
        }),
      )
      .willRespondWith(404, (b) => b.jsonBody(messageBody('Order not found')))
      .executeTest(async (mock) => {
        useClient(mock);
        const error = await rejection(
          payOrder({ reference: E.reference, orderId: E.missingOrderId }),
        );
        expect(error).toEqual({ status: 404, message: 'Order not found' });
      }));

  // The hosted API answers 404, the mock 409 (a clearer status); the client shows the message
  // for either.
  it('POST /api/orders/pay — the order is already paid', () =>
    pact
      .addInteraction()
      .given(STATE.paidOrderWithReference)
      .uponReceiving('a second payment of a paid order')
      .withRequest('POST', '/api/orders/pay', (b) =>
        b
          .headers(json)
          .jsonBody({ reference: reference(), orderId: fromState('orderId', E.orderId) }),
      )
      .willRespondWith(matchStatus(404, [404, 409]), (b) =>
        b.jsonBody(messageBody('order is already paid')),
      )
      .executeTest(async (mock) => {
        useClient(mock);
        const error = await rejection(payOrder({ reference: E.reference, orderId: E.orderId }));
        expect(error).toEqual({ status: 404, message: 'order is already paid' });
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

  it('GET /api/transactions/{deviceId}/history/{userId} — no transactions yet', () =>
    pact
      .addInteraction()
      .given(STATE.userWithoutTransactions)
      .uponReceiving('a request for the transaction history of a user without transactions')
      .withRequest(
        'GET',
        statePath(
          '/api/transactions/{deviceId}/history/{userId}',
          `/api/transactions/${E.deviceId}/history/${E.userId}`,
        ),
        (b) => b.headers(sessionCookieHeader),
      )
      .willRespondWith(404, (b) => b.jsonBody(messageBody('no transactions')))
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const error = await rejection(fetchTransactions(E.userId));
        expect(error).toEqual({ status: 404, message: 'no transactions' });
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

  it('GET /api/users/account/find/{userId} — no wallet account yet', () =>
    pact
      .addInteraction()
      .given(STATE.userWithoutWallet)
      .uponReceiving('a request for the wallet account of a user without one')
      .withRequest(
        'GET',
        statePath('/api/users/account/find/{userId}', `/api/users/account/find/${E.userId}`),
        (b) => b.headers(sessionCookieHeader),
      )
      .willRespondWith(404, (b) => b.jsonBody(messageBody('Account not found')))
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const error = await rejection(fetchWalletAccount(E.userId));
        expect(error).toEqual({ status: 404, message: 'Account not found' });
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
