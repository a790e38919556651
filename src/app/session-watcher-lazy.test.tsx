// The session watcher is loaded only for a signed-in user (the visitor's first page does not carry
// it). A session answer that arrived before it did still becomes the one clear message.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '#src/api/client.ts';
import { App } from '#src/app/app.tsx';
import { lazyScreen } from '#src/app/lazy-screen.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { clearSession, sessionStore, setUserInfo } from '#src/state/session.ts';

function Here() {
  return <p>here</p>;
}
const here = [{ path: '/here', screen: lazyScreen(async () => ({ Here }), 'Here') }];

afterEach(() => {
  act(() => dismissToast());
  clearSession();
});

describe('the session watcher, loaded on demand', () => {
  it('turns a session answer that came before it loaded into the session-ended message', async () => {
    setUserInfo({ user: { _id: 'u7', firstname: 'Ada' } });
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['probe'],
        retry: false,
        queryFn: () => {
          throw new ApiError({ status: 401, kind: 'http', message: 'No token provided' });
        },
      })
      .catch(() => undefined);
    const { hook } = memoryLocation({ path: '/here' });
    render(<App queryClient={client} locationHook={hook} routesTable={here} />);
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeVisible();
    expect(sessionStore.userInfo).toBeNull();
  });

  it('is not loaded for a visitor', async () => {
    const client = createQueryClient();
    const { hook } = memoryLocation({ path: '/here' });
    render(<App queryClient={client} locationHook={hook} routesTable={here} />);
    expect(await screen.findByText('here')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log-in' })).toBeVisible();
  });
});
