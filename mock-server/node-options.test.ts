import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCK_NODE_OPTIONS } from './node-options.ts';

// Wherever the mock is started as a server its Node options are the same: `npm start` and
// `npm run mock` (package.json) and the image's entry point give the bundle each of them (the
// fleet's replicas take the list itself).

const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The options a `node … dist-mock/server.mjs` command line gives before the bundle. */
const optionsBefore = (words: readonly string[]) => {
  const at = words.indexOf('dist-mock/server.mjs');
  const node = words.lastIndexOf('node', at);
  expect(at, words.join(' ')).toBeGreaterThan(node);
  expect(node).toBeGreaterThanOrEqual(0);
  return words.slice(node + 1, at);
};

describe("the mock server's Node options", () => {
  it('are given by npm start, npm run mock and the image', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const entry = /^ENTRYPOINT (\[.*\])$/m.exec(read('deploy/kubernetes/Dockerfile'))?.[1];
    const commands = [
      scripts.start!.split(/\s+/),
      scripts.mock!.split(/\s+/),
      JSON.parse(entry ?? '[]') as string[],
    ];
    for (const words of commands)
      expect(optionsBefore(words)).toEqual(expect.arrayContaining([...MOCK_NODE_OPTIONS]));
  });
});
