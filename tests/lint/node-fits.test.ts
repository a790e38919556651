// `.ci/run` asks scripts/node-fits.mjs whether the machine's Node is one that package.json's
// `engines` accepts before `npm ci`; where it is not, the run fetches Node 24.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeFits } from '../../scripts/node-fits.mjs';

const range = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;

describe("the Node versions package.json's engines accepts", () => {
  it.each([
    ['v20.20.2', false],
    ['v22.12.0', false],
    ['v22.22.2', true],
    ['v22.23.5', true],
    ['v23.11.1', false],
    ['v24.14.0', false],
    ['v24.15.0', true],
    ['v24.22.3', true],
    ['v25.9.0', false],
    ['v26.12.1', true],
  ])('%s: %s', (version, fits) => {
    expect(nodeFits(version, range)).toBe(fits);
  });

  it('the Node running the tests is one of them', () => {
    expect(nodeFits(process.version, range)).toBe(true);
  });

  it('reads >=, ^ and < bounds, alternatives and partial versions as npm does', () => {
    expect(nodeFits('v20.19.0', '>=20.19')).toBe(true);
    expect(nodeFits('v20.18.9', '>=20.19')).toBe(false);
    expect(nodeFits('v21.0.0', '>=20 <21')).toBe(false);
    expect(nodeFits('v20.5.0', '>=20 <21')).toBe(true);
    expect(nodeFits('v18.0.0', '^16.0.0 || ^18.0.0')).toBe(true);
    expect(() => nodeFits('v20.0.0', '~20.1')).toThrow(/cannot read "~20.1"/);
  });
});
