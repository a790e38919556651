// `--serve DIR` (npm start): the built client beside the API. Sent as the build compressed it
// (`.br`, `.gz` beside each file, made by scripts/build/precompress.ts) according to the request's
// Accept-Encoding; hashed assets cached for a year (a new build has new names), everything else
// (index.html above all) revalidated on every load. Unknown non-API paths get index.html (the
// client's router decides).
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Files Vite names by their content hash: dist/assets/*. */
const isHashed = (root: string, file: string) => relative(root, file).startsWith(`assets${sep}`);

export async function serveClient(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    // The headers are set below, per file.
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', isHashed(root, file) ? IMMUTABLE : REVALIDATE);
    },
  });
}

/** The SPA fallback: the app's index.html, revalidated. */
export function sendClientIndex(reply: FastifyReply) {
  return reply.sendFile('index.html');
}
