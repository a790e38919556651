// Component tests talk to the mock's domain through msw/node (tests/support/mock/component-mock.ts):
// every request must be handled, and each test starts from the seed-1 world (reset only when a
// test changed it). Tests reach it through tests/support/mock-api.ts; jest-dom's matchers are
// loaded for every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { mockServer, mockWorld } from '#tests/support/mock/component-mock.ts';

// findBy…/waitFor wait up to 5 s (1 s by default): lazily loaded screens and the whole mock run in
// jsdom on a shared 2-core machine, where a chunk can take more than a second to arrive.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

beforeEach(async () => {
  mockServer.resetHandlers();
  await mockWorld.resetIfChanged();
});
