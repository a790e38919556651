// Vite plugin: after the build, a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of
// the output, for the server to send as they are (`npm start`: @fastify/static `preCompressed`).
// Made once at build time at the highest levels, instead of compressing each response.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this a compressed copy saves less than a packet's header overhead. */
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes `file.br` and `file.gz` beside each text file of `dir` (not source maps). */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of files(dir)) {
    if (!TEXT.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  let on = true;
  return {
    name: 'bukka-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      // The static demo goes to a host that compresses by itself (GitHub Pages).
      on = config.mode !== 'demo';
    },
    closeBundle() {
      if (on) precompressDir(outDir);
    },
  };
}
