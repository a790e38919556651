import { z } from 'zod';
import { fail } from '../domain/plumbing/errors.ts';
import { readUpload } from '../domain/uploads.ts';
import { renderSvg } from '../seed/media.ts';
import { defineRoute, type RouteDef } from './route-types.ts';

const tags = ['media'];

export const mediaRoutes: RouteDef[] = [
  defineRoute({
    method: 'GET',
    path: '/__mock/media/seed/:kind/:file',
    summary: 'Generated SVG pictures of the seeded world',
    tags,
    hidden: true,
    /** Store banners: the signature dishes' slugs, comma-separated. */
    query: z.object({ dishes: z.string().max(400).optional() }),
    handler: (_ctx, { params, query }) => {
      const { kind } = params;
      const match = /^([a-z0-9-]{1,80})\.svg$/.exec(params.file);
      if (!['dish', 'store', 'avatar'].includes(kind) || !match) fail(404, 'Not found');
      return {
        status: 200,
        body: renderSvg(kind, match[1]!, query.dishes),
        contentType: 'image/svg+xml',
        headers: { 'cache-control': 'public, max-age=86400' },
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/__mock/media/uploads/:file',
    summary: 'Uploaded images (vendor and product pictures)',
    tags,
    hidden: true,
    handler: (ctx, { params }) => {
      const upload = readUpload(ctx, params.file);
      return {
        status: 200,
        body: upload.data,
        contentType: upload.mimetype,
        headers: { 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=86400' },
      };
    },
  }),
];
