// Features never import each other nor the app shell (docs/team-conventions.md): Biome enforces it with one override
// per src/features/<name> folder (boundaries.test.ts probes one). A feature folder added without
// its override would import any other feature unchecked, so every folder must have one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

type Override = {
  includes?: string[];
  linter?: {
    rules?: {
      style?: {
        noRestrictedImports?: { options?: { patterns?: Array<{ group?: string[] }> } };
      };
    };
  };
};

/** The feature folders whose override is missing or does not forbid the other features. */
function featuresWithoutRule(features: readonly string[], overrides: readonly Override[]) {
  return features.filter((name) => {
    const rule = overrides.find((override) =>
      override.includes?.includes(`src/features/${name}/**`),
    )?.linter?.rules?.style?.noRestrictedImports;
    const groups = rule?.options?.patterns?.map((pattern) => pattern.group ?? []) ?? [];
    return !groups.some(
      (group) =>
        group.includes('#src/features/**') &&
        group.includes('#src/app/**') &&
        group.includes(`!#src/features/${name}/**`) &&
        group.includes('../**'),
    );
  });
}

const overrides = (
  JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as { overrides: Override[] }
).overrides;
const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('lint: a boundary rule per feature', () => {
  it('every src/features/* folder has its noRestrictedImports override in biome.json', () => {
    expect(features.length).toBeGreaterThan(10);
    expect(featuresWithoutRule(features, overrides)).toEqual([]);
  });

  it('a feature folder added without an override is named', () => {
    expect(featuresWithoutRule([...features, 'brand-new'], overrides)).toEqual(['brand-new']);
  });

  it("an override that forgets to let the feature import itself, '../**' or the app, does not count", () => {
    const home = (group: string[]): Override => ({
      includes: ['src/features/home/**'],
      linter: { rules: { style: { noRestrictedImports: { options: { patterns: [{ group }] } } } } },
    });
    expect(featuresWithoutRule(['home'], [home(['#src/features/**', '../**'])])).toEqual(['home']);
    expect(
      featuresWithoutRule(['home'], [home(['#src/features/**', '!#src/features/home/**'])]),
    ).toEqual(['home']);
    expect(
      featuresWithoutRule(
        ['home'],
        [home(['#src/features/**', '!#src/features/home/**', '../**'])],
      ),
    ).toEqual(['home']);
    expect(
      featuresWithoutRule(
        ['home'],
        [home(['#src/features/**', '!#src/features/home/**', '#src/app/**', '../**'])],
      ),
    ).toEqual([]);
  });
});
