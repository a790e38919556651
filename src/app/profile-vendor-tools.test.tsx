import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProfilePage } from '#src/app/profile-page.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { clearSession } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const routes = {
  '/profile/:userId': ProfilePage,
  '/kitchen/:id': () => <p>kitchen page</p>,
};

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13])], name, {
    type: 'image/png',
  });

const api = installMockApi();
beforeEach(() => {
  clearSession();
});
afterEach(() => {
  act(() => dismissToast());
});

describe('openUpload', () => {
  it("warns a vendor 'sorry! you are already a vendor'", async () => {
    const vendor = await api.signInAs(DEMO.vendor);
    renderRoutes(routes, `/profile/${vendor._id}?openUpload=true`);
    // The warning is a toast: react-toastify loads with the first one (slow on a loaded machine).
    expect(
      await screen.findByText('sorry! you are already a vendor', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the vendor registration for everyone else', async () => {
    const rider = await api.signInAs(DEMO.rider);
    renderRoutes(routes, `/profile/${rider._id}?openUpload=true`);
    expect(await screen.findByRole('dialog', { name: 'Register your shop' })).toBeVisible();
  });
});

describe('vendor registration', () => {
  it('previews the photo, adds places as chips (more than 1 character) and opens the kitchen', async () => {
    const rider = await api.signInAs(DEMO.rider);
    const user = userEvent.setup();
    const view = renderRoutes(routes, `/profile/${rider._id}`);
    await user.click(await screen.findByRole('button', { name: 'Vendor/Signup' }));
    const dialog = screen.getByRole('dialog', { name: 'Register your shop' });
    await user.upload(within(dialog).getByLabelText('Shop photo'), png('shop.png'));
    // The preview is a placeholder until the file is read, then the picture itself.
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Preview of shop.png' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
    expect(within(dialog).getByRole('img', { name: 'Preview of shop.png' })).toBeVisible();
    await user.type(within(dialog).getByLabelText('Shop name (required)'), 'Emeka Grills');
    await user.type(within(dialog).getByLabelText('Shop address (required)'), '3 Broad St, Lagos');
    const place = within(dialog).getByLabelText('Places you can deliver to (required)');
    const add = within(dialog).getByRole('button', { name: 'Add place' });
    await user.type(place, 'Y');
    expect(add).toBeDisabled();
    await user.type(place, 'aba');
    expect(add).toBeEnabled();
    await user.click(add);
    await user.type(place, 'Ikeja{Enter}');
    const chips = within(dialog).getByRole('list', {
      name: 'Places you can deliver to (required): added',
    });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Yaba', 'Ikeja']);
    await user.click(within(chips).getByRole('button', { name: 'Remove Ikeja' }));
    expect(within(chips).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Register shop' }));
    await waitFor(() => expect(view.currentPath()).toBe(`/kitchen/${rider._id}`));
  });
});

describe('vendor registration checks its own fields', () => {
  it('an empty form says what is missing under each field and sends nothing', async () => {
    const rider = await api.signInAs(DEMO.rider);
    const user = userEvent.setup();
    renderRoutes(routes, `/profile/${rider._id}`);
    await user.click(await screen.findByRole('button', { name: 'Vendor/Signup' }));
    const dialog = screen.getByRole('dialog', { name: 'Register your shop' });
    const before = api.requests.length;
    await user.click(within(dialog).getByRole('button', { name: 'Register shop' }));
    const name = within(dialog).getByLabelText('Shop name (required)');
    expect(name).toHaveAccessibleDescription("Enter your shop's name.");
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(within(dialog).getByLabelText('Shop address (required)')).toHaveAccessibleDescription(
      "Enter your shop's address.",
    );
    expect(
      within(dialog).getByLabelText('Places you can deliver to (required)'),
    ).toHaveAccessibleDescription('Add at least one place you deliver to.');
    expect(api.requests.slice(before).some((r) => r.method === 'POST')).toBe(false);
    // Filling a field clears its message.
    await user.type(name, 'Emeka Grills');
    expect(name).not.toHaveAttribute('aria-invalid');
  });
});

describe('openPost', () => {
  it("opens 'Create a post' for a vendor (the new store's 'Post a dish')", async () => {
    const vendor = await api.signInAs(DEMO.vendor);
    renderRoutes(routes, `/profile/${vendor._id}?openPost=true`);
    expect(await screen.findByRole('dialog', { name: 'Create a post' })).toBeVisible();
  });
});

describe('create post', () => {
  async function openPost() {
    const vendor = await api.signInAs(DEMO.vendor);
    const user = userEvent.setup();
    renderRoutes(routes, `/profile/${vendor._id}`);
    await user.click(await screen.findByRole('button', { name: 'Upload/Post' }));
    return { user, dialog: screen.getByRole('dialog', { name: 'Create a post' }) };
  }

  it('keeps at most 4 photos with previews and removal', async () => {
    const { user, dialog } = await openPost();
    const input = within(dialog).getByLabelText('Photos (up to 4)');
    await user.upload(
      input,
      ['a', 'b', 'c', 'd', 'e'].map((n) => png(`${n}.png`)),
    );
    expect(await within(dialog).findAllByRole('img', { name: /^Preview of / })).toHaveLength(4);
    expect(within(dialog).queryByRole('img', { name: 'Preview of e.png' })).not.toBeInTheDocument();
    expect(input).toBeDisabled();
    expect(within(dialog).getByText('You can add at most 4 photos.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Remove b.png' }));
    expect(within(dialog).getAllByRole('img', { name: /^Preview of / })).toHaveLength(3);
    expect(input).toBeEnabled();
  });

  it('lists the types of the category and resets the type when the category changes', async () => {
    const { user, dialog } = await openPost();
    const category = within(dialog).getByLabelText('Category');
    const type = within(dialog).getByLabelText('Type') as HTMLSelectElement;
    expect(type).toBeDisabled();
    await user.selectOptions(category, 'Water');
    expect(Array.from(type.options).map((o) => o.value)).toEqual([
      '',
      'Table Water',
      'Bottle Water',
      'Sachet Water',
    ]);
    await user.selectOptions(type, 'Sachet Water');
    await user.selectOptions(category, 'Ice-cream');
    expect(type.value).toBe('');
    expect(Array.from(type.options).map((o) => o.value)).toEqual([
      '',
      'Vanilla',
      'Chocolate',
      'Strawberry',
      'Mixed Flavour',
    ]);
  });

  it('enables content Add only for more than 1 non-blank character', async () => {
    const { user, dialog } = await openPost();
    const content = within(dialog).getByLabelText('Content');
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await user.type(content, 'a');
    expect(add).toBeDisabled();
    await user.clear(content);
    await user.type(content, '   ');
    expect(add).toBeDisabled();
    await user.clear(content);
    await user.type(content, 'rice');
    expect(add).toBeEnabled();
  });

  it("needs item, price and limit for an extra and refuses the same extra: 'Can not add {extra} twice'", async () => {
    const { user, dialog } = await openPost();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Food');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Rice');
    const addExtra = within(dialog).getByRole('button', { name: 'Add extra' });
    await user.selectOptions(within(dialog).getByLabelText('Extra'), 'Coleslaw');
    expect(addExtra).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Extra price (naira)'), '400');
    expect(addExtra).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Limit'), '2');
    expect(addExtra).toBeEnabled();
    await user.click(addExtra);
    await user.selectOptions(within(dialog).getByLabelText('Extra'), 'Coleslaw');
    await user.type(within(dialog).getByLabelText('Extra price (naira)'), '500');
    await user.type(within(dialog).getByLabelText('Limit'), '1');
    await user.click(addExtra);
    expect(await screen.findByText('Can not add Coleslaw twice')).toBeVisible();
    const extras = within(dialog).getByRole('list', { name: 'Extras' });
    expect(within(extras).getAllByRole('listitem')).toHaveLength(1);
  });

  it("posts the product with two photos and offers 'View Product'", async () => {
    const { user, dialog } = await openPost();
    await user.upload(within(dialog).getByLabelText('Photos (up to 4)'), [
      png('one.png'),
      png('two.png'),
    ]);
    await user.type(within(dialog).getByLabelText('Name'), 'Ofada Special');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Food');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Rice');
    await user.type(within(dialog).getByLabelText('Description'), 'Ofada rice with ayamase');
    await user.type(within(dialog).getByLabelText('Price (naira)'), '4500');
    await user.type(within(dialog).getByLabelText('Content'), 'ofada rice{Enter}');
    await user.click(within(dialog).getByRole('radio', { name: 'only me' }));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    const view = await within(dialog).findByRole('link', { name: 'View Product' });
    const id = view.getAttribute('href')?.replace('/product/', '') ?? '';
    const product = await api.call<{ imgs: unknown[]; content: string[] }>(
      'GET',
      `/api/products/find/${id}`,
    );
    expect(product.imgs).toHaveLength(2);
    expect(product.content).toEqual(['ofada rice']);
    const sent = api.requests.find((r) => r.url.includes('/api/products/post/demo-device'));
    const form = await sent?.formData();
    expect(form?.get('visibility')).toBe('only me');
    // As a browser sends them: each photo's own name, type and bytes.
    const photos = (form?.getAll('imgs') ?? []) as File[];
    expect(photos.map((photo) => [photo.name, photo.type, photo.size])).toEqual([
      ['one.png', 'image/png', 12],
      ['two.png', 'image/png', 12],
    ]);
  });
});

describe("a dialog's errors are said inside it", () => {
  const toasts = () => document.querySelectorAll('.Toastify__toast');

  it('a refused post says so beside Post, in the dialog, not as a toast over it', async () => {
    const vendor = await api.signInAs(DEMO.vendor);
    const user = userEvent.setup();
    renderRoutes(routes, `/profile/${vendor._id}`);
    await user.click(await screen.findByRole('button', { name: 'Upload/Post' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a post' });
    await api.fail('POST', '/api/products/post/:deviceId', {
      status: 400,
      message: 'price must be a number',
    });
    await user.upload(within(dialog).getByLabelText('Photos (up to 4)'), [png('one.png')]);
    await user.type(within(dialog).getByLabelText('Name'), 'Ofada Special');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Food');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Rice');
    await user.type(within(dialog).getByLabelText('Description'), 'Ofada rice with ayamase');
    await user.type(within(dialog).getByLabelText('Price (naira)'), '4500');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your product was not posted: price must be a number',
    );
    expect(toasts()).toHaveLength(0);
  });

  it('a failed registration is said in the dialog (it was only logged)', async () => {
    const rider = await api.signInAs(DEMO.rider);
    const user = userEvent.setup();
    renderRoutes(routes, `/profile/${rider._id}`);
    await user.click(await screen.findByRole('button', { name: 'Vendor/Signup' }));
    const dialog = screen.getByRole('dialog', { name: 'Register your shop' });
    await api.fail('POST', '/api/users/vendor/:deviceId/registration/:userId');
    await user.type(within(dialog).getByLabelText('Shop name (required)'), 'Emeka Grills');
    await user.type(within(dialog).getByLabelText('Shop address (required)'), '3 Broad St, Lagos');
    await user.type(
      within(dialog).getByLabelText('Places you can deliver to (required)'),
      'Yaba{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Register shop' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your store was not registered: something went wrong',
    );
    expect(screen.getByRole('dialog', { name: 'Register your shop' })).toBeVisible();
    expect(toasts()).toHaveLength(0);
  });
});

describe('create post says why it cannot post, and knows its limits', () => {
  async function openPost() {
    const vendor = await api.signInAs(DEMO.vendor);
    const user = userEvent.setup();
    renderRoutes(routes, `/profile/${vendor._id}`);
    await user.click(await screen.findByRole('button', { name: 'Upload/Post' }));
    return { user, dialog: screen.getByRole('dialog', { name: 'Create a post' }) };
  }
  const posts = () => api.requests.filter((r) => r.url.includes('/api/products/post/'));

  it('Post on an empty form says what is missing at each field, focuses the first, sends nothing', async () => {
    const { user, dialog } = await openPost();
    const post = within(dialog).getByRole('button', { name: 'Post' });
    expect(post).toBeEnabled();
    await user.click(post);
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
      "Enter the dish's name.",
    );
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Category')).toHaveAccessibleDescription(
      'Choose a category.',
    );
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription(
      'Describe the dish.',
    );
    expect(within(dialog).getByLabelText('Price (naira)')).toHaveAccessibleDescription(
      'Enter the price in naira, for example 2500 or 2500.50.',
    );
    expect(posts()).toHaveLength(0);
  });

  it('says the price bound for a negative or huge price, takes kobo (2500.50), refuses finer', async () => {
    const { user, dialog } = await openPost();
    const price = within(dialog).getByLabelText('Price (naira)');
    const bound = 'The price must be between N0.01 and N10,000,000.00.';
    await user.type(price, '-5');
    expect(price).toHaveAccessibleDescription(bound);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await user.clear(price);
    await user.type(price, '999999999999');
    expect(price).toHaveAccessibleDescription(bound);
    await user.clear(price);
    await user.type(price, '2500.505');
    expect(price).toHaveAccessibleDescription(
      'Use at most two decimals (kobo), for example 2500.50.',
    );
    await user.clear(price);
    await user.type(price, '2500.50');
    expect(price).not.toHaveAttribute('aria-invalid');
    await user.type(within(dialog).getByLabelText('Name'), 'Ofada Special');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Food');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Rice');
    await user.type(within(dialog).getByLabelText('Description'), 'Ofada rice with ayamase');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    const view = await within(dialog).findByRole('link', { name: 'View Product' });
    const id = view.getAttribute('href')?.replace('/product/', '') ?? '';
    const product = await api.call<{ price: number }>('GET', `/api/products/find/${id}`);
    expect(product.price).toBe(2500.5);
  });

  it('stops the name, description and content at the mock’s limits and says so', async () => {
    const { user, dialog } = await openPost();
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveAttribute('maxLength', '120');
    expect(within(dialog).getByLabelText('Description')).toHaveAttribute('maxLength', '2000');
    expect(within(dialog).getByLabelText('Content')).toHaveAttribute('maxLength', '200');
    await user.click(name);
    await user.paste('W'.repeat(5000));
    expect(name).toHaveValue('W'.repeat(120));
    expect(name).toHaveAccessibleDescription('Name can be at most 120 characters.');
  });

  it("says an extra's price bound at the field and keeps Add extra off", async () => {
    const { user, dialog } = await openPost();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Food');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Rice');
    await user.selectOptions(within(dialog).getByLabelText('Extra'), 'Coleslaw');
    await user.type(within(dialog).getByLabelText('Limit'), '2');
    const price = within(dialog).getByLabelText('Extra price (naira)');
    await user.type(price, '20000000');
    expect(price).toHaveAccessibleDescription(
      'An extra costs from N0.00 to N10,000,000.00, with at most two decimals.',
    );
    expect(within(dialog).getByRole('button', { name: 'Add extra' })).toBeDisabled();
    await user.clear(price);
    await user.type(price, '350.50');
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByRole('button', { name: 'Add extra' })).toBeEnabled();
  });
});
