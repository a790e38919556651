import { z } from 'zod';
import {
  completeTransaction,
  initializeRequest,
  outcome,
  verifyTransaction,
} from '#mock/domain/provider.ts';
import { defineRoute, ok, type RouteDef } from '#mock/routes/route-types.ts';
import { geocoderEndpoints } from '#shared/schemas/geocoder.ts';
import { geoReverse, geoSearch } from './geo/geo-service.ts';
import {
  checkoutPageResponse,
  initializeAnswer,
  inlineScriptResponse,
  requestOrigin,
} from './paystack/paystack-service.ts';
import { tileResponse } from './tiles/tile-service.ts';

// Emulated third parties: geocoder, map tiles and the card provider.

const paystack = ['mock: paystack'];

export const serviceRoutes: RouteDef[] = [
  defineRoute({
    ...geocoderEndpoints.search,
    summary: 'Nominatim-compatible place search over the Nigerian gazetteer',
    tags: ['mock: geocoder'],
    handler: (_ctx, { query }) => geoSearch(query),
  }),
  defineRoute({
    ...geocoderEndpoints.reverse,
    summary: 'Nominatim-compatible reverse lookup: the nearest gazetteer place',
    tags: ['mock: geocoder'],
    handler: (_ctx, { query }) => geoReverse(query),
  }),
  defineRoute({
    method: 'GET',
    path: '/__mock/tiles/:z/:x/:y.svg',
    summary: 'Offline 256×256 SVG map tile (Natural Earth geography, gazetteer place names)',
    tags: ['mock: tiles'],
    hidden: true,
    handler: (_ctx, { params }) => tileResponse(params),
  }),
  defineRoute({
    method: 'GET',
    path: '/__mock/paystack/inline.js',
    summary: 'Emulated Paystack inline v2 script (window.PaystackPop)',
    tags: paystack,
    hidden: true,
    handler: (ctx, { headers }) => inlineScriptResponse(ctx, requestOrigin(headers)),
  }),
  defineRoute({
    method: 'GET',
    path: '/__mock/paystack/checkout',
    summary: 'Test checkout page: pay, decline, cancel or bank transfer pending',
    tags: paystack,
    hidden: true,
    query: z.object({ access_code: z.string().optional() }),
    handler: (ctx, { query, headers }) =>
      checkoutPageResponse(ctx, query.access_code, requestOrigin(headers)),
  }),
  defineRoute({
    method: 'POST',
    path: '/__mock/paystack/transaction/initialize',
    summary: 'Start a transaction (Paystack-shaped answer with access_code and reference)',
    tags: paystack,
    body: initializeRequest,
    handler: async (ctx, { body, headers }) =>
      ok(await initializeAnswer(ctx, body, requestOrigin(headers))),
  }),
  defineRoute({
    method: 'POST',
    path: '/__mock/paystack/checkout/:accessCode/complete',
    summary: "Record the payer's choice on the test checkout",
    tags: paystack,
    body: z.object({ outcome }),
    handler: async (ctx, { body, params }) =>
      ok(await completeTransaction(ctx, { accessCode: params.accessCode, outcome: body.outcome })),
  }),
  defineRoute({
    method: 'GET',
    path: '/__mock/paystack/transaction/verify/:reference',
    summary: 'Paystack-shaped verify (HTTP 200 even for failed charges; see data.status)',
    tags: paystack,
    handler: (ctx, { params }) => ok(verifyTransaction(ctx, params.reference)),
  }),
];
