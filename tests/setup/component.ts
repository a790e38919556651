import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Component tests talk to the mock's domain through msw/node (issue 3 §6): every request must be
// handled, and each test starts from the seed-1 world (reset only when a test changed it).
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestWorld } from '#mock/adapters/msw.ts';

export const mockWorld = await createTestWorld(1);
export const mockServer = setupServer(...mockWorld.handlers);

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  mockServer.resetHandlers();
  await mockWorld.resetIfChanged();
});
afterAll(() => mockServer.close());
