import { setupServer } from 'msw/node';
import { createTestWorld } from './test-world.ts';

// The component tests' mock (tests/setup/component.ts, tests/support/mock-api.ts): the seed-1
// world and the msw/node server answering every request with its handlers. One per worker: the
// component files share a worker's modules, so this module is evaluated once and every file sees
// the same world (reset before each test when a test changed it) and the same server.
export const mockWorld = await createTestWorld(1);
export const mockServer = setupServer(...mockWorld.handlers);
mockServer.listen({ onUnhandledFrame: 'error' });
