// Test helper for component tests of the shell: providers around a node, in-memory location.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export function renderWithShell(node: ReactNode, path = '/') {
  const location = memoryLocation({ path, record: true });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>{node}</Router>
    </QueryClientProvider>,
  );
  return { ...result, location, client };
}
