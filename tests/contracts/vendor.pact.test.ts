import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { postProduct, registerVendor } from '#src/api/vendors.ts';
import { EXAMPLE, fromState, statePath } from '#tests/support/contracts/ids.ts';
import { multipartBody, PNG_1X1 } from '#tests/support/contracts/multipart.ts';
import { createPact, useClient } from '#tests/support/contracts/pact.ts';
import { sessionCookieHeader } from '#tests/support/contracts/session.ts';
import { productShape } from '#tests/support/contracts/shapes.ts';
import { STATE } from '#tests/support/contracts/states.ts';

const { like } = MatchersV3;

// The two multipart calls: a vendor posts a product, a user registers as a vendor.

const pact = createPact();
const E = EXAMPLE;
const photo = () => new Blob([PNG_1X1], { type: 'image/png' });

const product = {
  name: 'Ofada Rice & Ayamase',
  type: 'Rice',
  desc: 'Local rice with green pepper stew',
  category: 'Food',
  price: 3200,
  content: ['ofada rice', 'ayamase stew'],
  visibility: 'Public',
  extras: [{ item: 'Boiled egg', price: 200, limit: 2 }],
};

describe('vendor contract', () => {
  it('POST /api/products/post/{deviceId}?userId= — a vendor posts a product (multipart)', () =>
    pact
      .addInteraction()
      .given(STATE.vendorSignedIn)
      .uponReceiving('a product post with a photo by the signed-in vendor')
      .withRequest(
        'POST',
        statePath('/api/products/post/{deviceId}', `/api/products/post/${E.deviceId}`),
        (b) => {
          b.query({ userId: fromState('vendorId', E.vendorId) }).headers(sessionCookieHeader);
          multipartBody(b, [
            { name: 'imgs', file: PNG_1X1, filename: 'ofada.png', type: 'image/png' },
            { name: 'name', text: product.name },
            { name: 'type', text: product.type },
            { name: 'desc', text: product.desc },
            { name: 'category', text: product.category },
            { name: 'price', text: String(product.price), pattern: '^\\d+(\\.\\d+)?$' },
            { name: 'content', text: JSON.stringify(product.content), pattern: '^\\[.*\\]$' },
            { name: 'visibility', text: product.visibility },
            { name: 'extras', text: JSON.stringify(product.extras), pattern: '^\\[.*\\]$' },
          ]);
        },
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...productShape(), name: like(product.name), visibility: like('Public') }),
      )
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const saved = await postProduct(E.vendorId, { ...product, imgs: [photo()] });
        expect(saved.userId).toBe(E.vendorId);
      }));

  it('POST /api/users/vendor/{deviceId}/registration/{userId} — become a vendor (multipart)', () =>
    pact
      .addInteraction()
      .given(STATE.userNotVendor)
      .uponReceiving('a vendor registration with a shop photo')
      .withRequest(
        'POST',
        statePath(
          '/api/users/vendor/{deviceId}/registration/{userId}',
          `/api/users/vendor/${E.deviceId}/registration/${E.userId}`,
        ),
        (b) => {
          b.headers(sessionCookieHeader);
          multipartBody(b, [
            { name: 'businessImg', file: PNG_1X1, filename: 'shop.png', type: 'image/png' },
            { name: 'businessName', text: "Chidi's Grill" },
            { name: 'physicalAddress', text: '5 Admiralty Way, Lekki, Lagos' },
            { name: 'placesCanDeliverTo', text: '["Lekki","Ajah"]', pattern: '^\\[.*\\]$' },
          ]);
        },
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: like('successfully registered') }))
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const answer = await registerVendor(E.userId, {
          businessImg: photo(),
          businessName: "Chidi's Grill",
          physicalAddress: '5 Admiralty Way, Lekki, Lagos',
          placesCanDeliverTo: ['Lekki', 'Ajah'],
        });
        expect(answer.message).toBe('successfully registered');
      }));
});
