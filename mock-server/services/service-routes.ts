import { z } from 'zod';
import type { RouteDef } from '#mock/routes/route-types.ts';
import { geoReverse, geoSearch } from './geo/geo-handlers.ts';
import {
  checkoutPageResponse,
  completeResponse,
  initializeResponse,
  inlineScriptResponse,
  verifyResponse,
} from './paystack/paystack-handlers.ts';
import { tileResponse } from './tiles/tile-handler.ts';

// Emulated third parties (issue 3 section 4): geocoder, map tiles and the card provider. Handlers
// validate their own input (answering 400 `{ message }`), so the schemas here only document it.

const text = z.string().optional();

export const serviceRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/__mock/geo/search',
    summary: 'Nominatim-compatible place search over the Nigerian gazetteer',
    tags: ['mock: geocoder'],
    query: z.object({ q: text, format: text, limit: text, countrycodes: text }).loose(),
    handler: (_ctx, req) => geoSearch(req.query),
  },
  {
    method: 'GET',
    path: '/__mock/geo/reverse',
    summary: 'Nominatim-compatible reverse lookup: the nearest gazetteer place',
    tags: ['mock: geocoder'],
    query: z.object({ lat: text, lon: text, format: text }).loose(),
    handler: (_ctx, req) => geoReverse(req.query),
  },
  {
    method: 'GET',
    path: '/__mock/tiles/:z/:x/:y.svg',
    summary: 'Offline 256×256 SVG map tile (Natural Earth geography, gazetteer place names)',
    tags: ['mock: tiles'],
    hidden: true,
    handler: (_ctx, req) => tileResponse(req.params),
  },
  {
    method: 'GET',
    path: '/__mock/paystack/inline.js',
    summary: 'Emulated Paystack inline v2 script (window.PaystackPop)',
    tags: ['mock: paystack'],
    hidden: true,
    handler: (_ctx, req) => inlineScriptResponse(req),
  },
  {
    method: 'GET',
    path: '/__mock/paystack/checkout',
    summary: 'Test checkout page: pay, decline, cancel or bank transfer pending',
    tags: ['mock: paystack'],
    hidden: true,
    handler: (ctx, req) => checkoutPageResponse(ctx, req),
  },
  {
    method: 'POST',
    path: '/__mock/paystack/transaction/initialize',
    summary: 'Start a transaction (Paystack-shaped answer with access_code and reference)',
    tags: ['mock: paystack'],
    body: z
      .object({
        key: z.string(),
        email: z.string(),
        amount: z.union([z.number(), z.string()]),
        currency: text,
        reference: text,
        metadata: z.record(z.string(), z.unknown()).optional(),
        channels: z.array(z.string()).optional(),
      })
      .loose(),
    handler: initializeResponse,
  },
  {
    method: 'POST',
    path: '/__mock/paystack/checkout/:accessCode/complete',
    summary: "Record the payer's choice on the test checkout",
    tags: ['mock: paystack'],
    body: z.object({ outcome: z.enum(['success', 'failed', 'abandoned', 'pending']) }),
    handler: completeResponse,
  },
  {
    method: 'GET',
    path: '/__mock/paystack/transaction/verify/:reference',
    summary: 'Paystack-shaped verify (HTTP 200 even for failed charges; see data.status)',
    tags: ['mock: paystack'],
    handler: verifyResponse,
  },
];
