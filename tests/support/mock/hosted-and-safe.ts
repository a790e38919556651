// The hosted profile's tests show each behaviour beside the safe profile's: two apps of seed 1,
// made before each test and closed after it (the hosted one with a short hang, so a hosted hang
// answers within the test's time).
import { afterEach, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

export type HostedAndSafe = { hosted: TestApp; safe: TestApp };

/** Registers the hooks; `use` hands the test file each test's two apps. */
export function eachHostedAndSafe(use: (apps: HostedAndSafe) => void): void {
  let apps: HostedAndSafe | undefined;
  beforeEach(async () => {
    apps = {
      hosted: await createTestApp(1, { profile: 'hosted', hangMs: 300 }),
      safe: await createTestApp(1),
    };
    use(apps);
  });
  afterEach(async () => {
    await apps?.hosted.app.close();
    await apps?.safe.app.close();
    apps = undefined;
  });
}
