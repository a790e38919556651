import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionNotice } from '#src/app/connection-notice.tsx';
import { RidersPage } from '#src/features/riders/riders-page.tsx';
import { installMockApi } from '#tests/support/mock-api.ts';
import { renderWithProviders } from '#tests/support/render.tsx';
import { toast } from '#tests/support/toast-fake.ts';

vi.mock('#src/lib/toast.ts', async (real) =>
  (await import('#tests/support/toast-fake.ts')).withToastSpies(await real()),
);

const api = installMockApi();
const NO_CONNECTION = 'We could not reach Bukka — check your connection and try again';

afterEach(() => onlineManager.setOnline(true));

/** The riders list call gets no answer while `down.now` is true (the real mock's otherwise). */
function ridersUnreachable() {
  const down = { now: true };
  api.use(http.get('*/api/users/riders', () => (down.now ? HttpResponse.error() : undefined)));
  return down;
}

const renderRiders = () =>
  renderWithProviders(
    <>
      <ConnectionNotice />
      <RidersPage />
    </>,
    { path: '/riders' },
  );

describe('ConnectionNotice', () => {
  it('says nothing (an empty live region on the page) while Bukka answers', async () => {
    renderRiders();
    await screen.findByRole('heading', { level: 1, name: /Riders found/ });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('a list whose refetch got no answer keeps its riders; the notice says why, and Try again reads it again', async () => {
    const user = userEvent.setup();
    const { client } = renderRiders();
    const heading = await screen.findByRole('heading', { level: 1, name: /Riders found/ });
    const shown = screen.getAllByRole('link').length;
    const down = ridersUnreachable();
    await act(() => client.refetchQueries());
    expect(await screen.findByRole('status')).toHaveTextContent(NO_CONNECTION);
    expect(heading).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(shown);
    // Not the server's fault, and said once, by the notice: no toast, no failure box.
    expect(screen.queryByText(/something went wrong/i)).not.toBeInTheDocument();
    expect(toast.notifyError).not.toHaveBeenCalled();

    down.now = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a list never loaded shows no failure of its own: the notice speaks for it', async () => {
    ridersUnreachable();
    renderRiders();
    expect(await screen.findByRole('status')).toHaveTextContent(NO_CONNECTION);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offline, a held list says so, and goes on by itself when the browser is back online', async () => {
    act(() => onlineManager.setOnline(false));
    renderRiders();
    // Beside the list's own placeholder ('Loading riders'), one live region says why.
    expect(await screen.findByText(NO_CONNECTION)).toHaveAttribute('role', 'status');
    expect(screen.getAllByText(NO_CONNECTION)).toHaveLength(1);
    expect(api.requests.filter((r) => r.url.includes('/api/users/riders'))).toHaveLength(0);
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('heading', { level: 1, name: /Riders found/ })).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('back online, a list whose refetch failed is read again, fresh as it was', async () => {
    const { client } = renderRiders();
    await screen.findByRole('heading', { level: 1, name: /Riders found/ });
    const down = ridersUnreachable();
    await act(() => client.refetchQueries());
    expect(await screen.findByRole('status')).toHaveTextContent(NO_CONNECTION);
    down.now = false;
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  });
});
