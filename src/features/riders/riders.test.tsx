import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { Review } from '#shared/schemas/reviews.ts';
import { RiderProfilePage } from '#src/features/riders/rider-profile-page.tsx';
import { RiderReviews } from '#src/features/riders/rider-reviews.tsx';
import { RidersPage } from '#src/features/riders/riders-page.tsx';
import { hoursText, ridersFound } from '#src/features/riders/riders-texts.ts';
import { clearSearchedLocation, setSearchedLocation } from '#src/state/searching.ts';
import { clearSession } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { renderWithProviders } from '#tests/support/render.tsx';
import { toast } from '#tests/support/toast-fake.ts';

vi.mock('#src/lib/toast.ts', async (real) =>
  (await import('#tests/support/toast-fake.ts')).withToastSpies(await real()),
);

const api = installMockApi();
beforeEach(() => {
  clearSession();
  clearSearchedLocation();
});

const renderProfile = (id: string) =>
  renderWithProviders(
    <Route path="/rider/:id">
      <RiderProfilePage />
    </Route>,
    { path: `/rider/${id}` },
  );

describe('RidersPage', () => {
  it("without a chosen place: '(n) Riders found', links to /rider/{id}, no distance", async () => {
    renderWithProviders(<RidersPage />, { path: '/riders' });
    const heading = await screen.findByRole('heading', { level: 1 });
    const links = screen.getAllByRole('link');
    expect(heading.textContent).toBe(ridersFound(links.length, false));
    expect(heading.textContent).toMatch(/^\(\d+\) Riders found$/);
    expect(links[0]?.getAttribute('href')).toMatch(/^\/rider\/[0-9a-f]{24}$/);
    expect(screen.queryByText(/km away$/)).not.toBeInTheDocument();
  });

  it("from a chosen place: '(n) Riders found near you', that city's riders only, nearest first", async () => {
    setSearchedLocation('Yaba, Lagos');
    const before = api.requests.length;
    renderWithProviders(<RidersPage />, { path: '/riders' });
    const heading = await screen.findByRole('heading', { name: /Riders found near you$/ });
    expect(heading).toBeVisible();
    const sent = api.requests.slice(before).find((r) => r.url.includes('/api/users/riders'));
    expect(new URL(sent?.url ?? '').searchParams.get('near')).toBe('Yaba, Lagos');
    const cards = screen.getAllByRole('link');
    expect(cards.length).toBeGreaterThan(0);
    const kms = cards.map((card) => Number(/([\d.]+)km away/.exec(card.textContent ?? '')?.[1]));
    expect(kms.every((km) => km >= 0 && km <= 50)).toBe(true);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    // No rider of Abuja, Port Harcourt or Ibadan is "near you" in Lagos.
    for (const card of cards) {
      expect(card.textContent).not.toMatch(/Abuja|Port Harcourt|Ibadan|FCT|Rivers|Oyo/);
    }
  });

  it('says when no rider matches the search, with a way back to all riders', async () => {
    renderWithProviders(<RidersPage />, { path: '/riders?query=zzzz-nobody' });
    expect(
      await screen.findByText(
        (_, el) =>
          el?.textContent === "No rider's name or area matches “zzzz-nobody”. See all riders",
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all riders' })).toHaveAttribute('href', '/riders');
  });

  it('passes the query on to the API', async () => {
    const before = api.requests.length;
    renderWithProviders(<RidersPage />, { path: '/riders?query=Ikeja' });
    await screen.findByRole('heading', { level: 1 });
    const sent = api.requests.slice(before).find((r) => r.url.includes('/api/users/riders'));
    expect(new URL(sent?.url ?? '').searchParams.get('query')).toBe('Ikeja');
  });
});

describe('failure is not emptiness', () => {
  it('the rider list says it failed and retries', async () => {
    await api.fail('GET', '/api/users/riders');
    renderWithProviders(<RidersPage />, { path: '/riders' });
    expect(await screen.findByRole('alert')).toHaveTextContent('something went wrong');
    await api.call('DELETE', '/__mock/faults');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Riders found$/ })).toBeVisible();
  });

  it('a rider profile that fails to load is a failure with Retry; an unknown rider is not found', async () => {
    await api.fail('GET', '/api/users/find/:id');
    const view = renderProfile(api.world.ids.rider);
    expect(await screen.findByRole('alert')).toHaveTextContent('something went wrong');
    expect(screen.queryByText(/Oops!/)).not.toBeInTheDocument();
    await api.call('DELETE', '/__mock/faults');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Delivery duration')).toBeVisible();
    view.unmount();
    renderProfile('0123456789abcdef01234567');
    expect(await screen.findByRole('heading', { name: /^Oops!/ })).toBeVisible();
  });
});

describe('RiderProfilePage', () => {
  it('shows the facts and reviews, never a hard-coded rides count', async () => {
    renderProfile(api.world.ids.rider);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByText('Delivery duration')).toBeVisible();
    // No place chosen: no distance (it would be measured from nowhere).
    expect(screen.queryByText('Distance')).not.toBeInTheDocument();
    expect(screen.queryByText(/173/)).not.toBeInTheDocument();
    const rides = api.world.ctx.db.users.get(api.world.ids.rider)?.ridesCompleted;
    expect(screen.getByText(`${rides} rides completed`)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Reviews' })).toBeVisible();
  });

  it('says a delivery duration that agrees with the rides (minutes, never “3 hours”)', async () => {
    renderProfile(api.world.ids.rider);
    const term = await screen.findByText('Delivery duration');
    expect(term.nextElementSibling).toHaveTextContent(/^30 min$/);
    // Every seeded rider: a typical ride of 20–45 minutes, as the city's rides of 13–50 take.
    const riders = api.world.ctx.db.users.all().filter((u) => u.isDispatcher);
    expect(riders.length).toBeGreaterThan(5);
    for (const rider of riders) {
      const minutes = Number(/^(\d+) min$/.exec(hoursText(rider.deliveryRate))?.[1]);
      expect(minutes, rider.name).toBeGreaterThanOrEqual(20);
      expect(minutes, rider.name).toBeLessThanOrEqual(45);
    }
  });

  it('writes hours as minutes under an hour, else hours (and minutes)', () => {
    expect(hoursText(0.75)).toBe('45 min');
    expect(hoursText(1)).toBe('1 hour');
    expect(hoursText(1.5)).toBe('1 h 30 min');
    expect(hoursText(3)).toBe('3 hours');
  });

  it('from a chosen place: the rider’s real distance from there', async () => {
    setSearchedLocation('Ikeja, Lagos');
    const before = api.requests.length;
    renderProfile(api.world.ids.rider); // the demo rider lives on Allen Avenue, Ikeja GRA
    expect(await screen.findByText('Distance')).toBeVisible();
    const km = Number(/([\d.]+)km away/.exec(screen.getByText(/km away$/).textContent ?? '')?.[1]);
    expect(km).toBeLessThan(3);
    const sent = api.requests.slice(before).find((r) => r.url.includes('/api/users/find/'));
    expect(new URL(sent?.url ?? '').searchParams.get('near')).toBe('Ikeja, Lagos');
  });

  it("offers no 'See More' when the review list holds nothing the profile does not show", async () => {
    renderProfile(api.world.ids.rider);
    const before = api.requests.length;
    await waitFor(() =>
      expect(
        api.requests
          .slice(before)
          .some((r) => new URL(r.url).pathname === `/api/users/reviews/${api.world.ids.rider}`),
      ).toBe(true),
    );
    expect(await screen.findByRole('region', { name: 'Reviews' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No more reviews/)).not.toBeInTheDocument();
    expect(api.requests.slice(before).some((r) => r.method === 'POST')).toBe(false);
  });

  it("offers 'See More' only when the list holds reviews not shown, and reveals them", async () => {
    const user = userEvent.setup();
    const list = await api.call<Review[]>('GET', `/api/users/reviews/${api.world.ids.rider}`);
    expect(list.length).toBeGreaterThan(1);
    renderWithProviders(<RiderReviews riderId={api.world.ids.rider} initial={list.slice(0, 1)} />);
    const more = await screen.findByRole('button', { name: 'See More' });
    expect(screen.queryByText(list[1]!.msg)).not.toBeInTheDocument();
    await user.click(more);
    expect(screen.getAllByText(list[1]!.msg)[0]).toBeVisible();
    expect(screen.queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();
  });

  it('reads no review list for a profile without reviews', async () => {
    const before = api.requests.length;
    renderWithProviders(<RiderReviews riderId={api.world.ids.buyer} initial={[]} />);
    expect(await screen.findByText('No reviews yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();
    expect(api.requests.slice(before).some((r) => r.url.includes('/api/users/reviews/'))).toBe(
      false,
    );
  });

  it('asks a visitor to sign in before writing a review', async () => {
    renderProfile(api.world.ids.rider);
    expect(
      (await screen.findByRole('link', { name: 'Sign in to write a review' })).getAttribute('href'),
    ).toBe(`/signin?next=${encodeURIComponent(`/rider/${api.world.ids.rider}`)}`);
  });

  it('lets a signed-in user post a negative review to /api/reviews', async () => {
    const user = userEvent.setup();
    await api.signInAs(DEMO.buyer);
    renderProfile(api.world.ids.rider);
    await user.type(await screen.findByLabelText('Your review'), 'Came late, food was cold');
    await user.click(screen.getByRole('radio', { name: 'Not positive' }));
    const before = api.requests.length;
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(toast.notifySuccess).toHaveBeenCalledWith('Review posted'));
    const post = api.requests.slice(before).find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({
      userId: api.world.ids.rider,
      msg: 'Came late, food was cold',
      reviewerId: api.world.ids.buyer,
      positive: false,
    });
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('Came late, food was cold')).toBeVisible();
  });
});
