// The account page's writes against the read-only proxy (`--proxy URL` without `--allow-writes`):
// a dish posted and a wallet created meet its refusal (403 with `X-Bukka-Proxy: refused`), said
// where the person acted, in Bukka's words alone, with what they typed kept.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProfilePage } from '#src/app/profile-page.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { clearSession } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { refusedWrite } from '#tests/support/proxy-refusal.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const NOT_SENT = 'Not sent: this is a read-only view of the live backend';
const routes = { '/profile/:userId': ProfilePage };

const api = installMockApi();
beforeEach(() => {
  clearSession();
});
afterEach(() => {
  act(() => dismissToast());
});

const toastsOnScreen = () =>
  [...document.querySelectorAll('.Toastify__toast')]
    .filter((el) => !el.className.includes('exit'))
    .map((el) => el.textContent);

describe('the account page through the read-only proxy', () => {
  it('a dish posted: said beside Post in its one text, every field kept', async () => {
    const vendor = await api.signInAs(DEMO.vendor);
    api.use(refusedWrite('post', '/api/products/post/:deviceId'));
    const user = userEvent.setup();
    renderRoutes(routes, `/profile/${vendor._id}`);
    await user.click(await screen.findByRole('button', { name: 'Upload/Post' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a post' });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'one.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Photos (up to 4)'), [photo]);
    await user.type(within(dialog).getByLabelText('Name'), 'Ofada Special');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Food');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Rice');
    await user.type(within(dialog).getByLabelText('Description'), 'Ofada rice with ayamase');
    await user.type(within(dialog).getByLabelText('Price (naira)'), '4500');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(new RegExp(`^${NOT_SENT}$`));
    expect(toastsOnScreen()).toEqual([]);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ofada Special');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Ofada rice with ayamase');
    expect(within(dialog).getByLabelText('Price (naira)')).toHaveValue(4500);
    expect(within(dialog).getByRole('img', { name: 'Preview of one.png' })).toBeVisible();
  });

  it('Create wallet: said once, never the generic failure; Create wallet still offered', async () => {
    await api.call('POST', '/__mock/reset', { seed: 1, checkout: 'wallet' });
    const rider = await api.signInAs(DEMO.rider);
    api.use(refusedWrite('post', '/api/payment/create/:userId'));
    const user = userEvent.setup();
    renderRoutes(routes, `/profile/${rider._id}`);
    await user.click(await screen.findByRole('button', { name: 'Create wallet' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText(NOT_SENT)).toBeVisible();
    expect(toastsOnScreen()).toEqual([NOT_SENT]);
    expect(screen.getByRole('button', { name: 'Create wallet' })).toBeEnabled();
  });
});
