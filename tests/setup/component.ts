// Component tests talk to the mock's domain through msw/node: every request must be
// handled, and each test starts from the seed-1 world (reset only when a test changed it). Tests
// reach it through tests/support/mock-api.ts; jest-dom's matchers are loaded for every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestWorld } from '#tests/support/mock/test-world.ts';

// findBy…/waitFor wait up to 5 s (1 s by default): lazily loaded screens and the whole mock run in
// jsdom on a shared 2-core machine, where a chunk can take more than a second to arrive.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

export const mockWorld = await createTestWorld(1);
export const mockServer = setupServer(...mockWorld.handlers);

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  mockServer.resetHandlers();
  await mockWorld.resetIfChanged();
});
afterAll(() => mockServer.close());
