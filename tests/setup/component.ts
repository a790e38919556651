// Component tests talk to the mock's domain through msw/node (issue 3 §6): every request must be
// handled, and each test starts from the seed-1 world (reset only when a test changed it). Tests
// reach it through tests/support/mock-api.ts; jest-dom's matchers are loaded for every test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestWorld } from '#mock/adapters/msw.ts';

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
