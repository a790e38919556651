// Sign Up against the read-only proxy (`--proxy URL` without `--allow-writes`): its refusal (403
// with `X-Bukka-Proxy: refused`) is said once where Sign Up says its failures, in Bukka's words,
// and every field keeps what was typed.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SignUpPage } from '#src/features/auth/signup-page.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { clearSession, sessionStore } from '#src/state/session.ts';
import { installMockApi } from '#tests/support/mock-api.ts';
import { refusedWrite } from '#tests/support/proxy-refusal.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const NOT_SENT = 'Not sent: this is a read-only view of the live backend';
const routes = { '/signup': SignUpPage };

const api = installMockApi();
beforeEach(() => {
  clearSession();
});
afterEach(() => {
  act(() => dismissToast());
});

const typed = {
  'First-Name': 'Ada',
  'Last-Name': 'Obi',
  State: 'Lagos',
  Country: 'Nigeria',
  Age: '02/04/1995',
  Email: 'ada.obi@example.test',
  Password: 'secret-pass',
  'Confirm Password': 'secret-pass',
};

describe('Sign Up refused by the read-only proxy', () => {
  it('says so once, as a failure, and keeps every typed field', async () => {
    api.use(refusedWrite('post', '/api/users/register'));
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/signup');
    for (const [label, value] of Object.entries(typed)) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const toast = await screen.findByText(NOT_SENT);
    expect(toast).toBeVisible();
    expect(toast.closest('.Toastify__toast')?.className).toContain('Toastify__toast--error');
    expect(screen.getAllByText(NOT_SENT)).toHaveLength(1);
    expect(screen.queryByText('something went wrong')).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.includes('/api/users/register'))).toHaveLength(1);

    // Nothing typed is lost, the page stays, no account or session was made.
    for (const [label, value] of Object.entries(typed)) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    expect(view.currentPath()).toBe('/signup');
    expect(sessionStore.userInfo).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled());
  });
});
