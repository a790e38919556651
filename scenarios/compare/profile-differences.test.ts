import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROFILE_DIFFERENCES_FILE, profileDifferencesPage } from './profile-differences.ts';

// docs/profile-differences.md is generated: it must be what the generator writes today.

describe('docs/profile-differences.md', () => {
  it('is up to date (else: npm run docs:profile-differences)', { timeout: 240_000 }, async () => {
    const page = await profileDifferencesPage(true);
    expect(readFileSync(PROFILE_DIFFERENCES_FILE, 'utf8')).toBe(page);
    // It shows real differences (the hosted profile is not the safe one).
    expect(page).toMatch(/\d+ step\(s\) differ/);
  });
});
