import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import type { LeafletMapProps } from '#src/components/leaflet-map.tsx';
import { OrderProgress } from '#src/features/orders/order-progress.tsx';
import { orderTexts } from '#src/features/orders/order-texts.ts';

// The order page's map orients the buyer: the store, the delivery address and the
// rider, each labelled, with the rider's way; the timeline reads as durations on the city's clock.

const drawn = vi.hoisted(() => ({ last: null as LeafletMapProps | null }));
vi.mock('#src/components/leaflet-map.tsx', () => ({
  LeafletMap: (props: LeafletMapProps) => {
    drawn.last = props;
    return (
      <section aria-label={props.label}>
        <ul>
          {props.places?.map((p) => (
            <li key={p.id} data-kind={p.kind}>
              {p.label}
            </li>
          ))}
        </ul>
      </section>
    );
  },
}));

const onTheWay: OrderDetails = {
  _id: '6650f0a1b2c3d4e5f6a7b8c9',
  buyerId: '6650f0a1b2c3d4e5f6a7b8c1',
  businessId: '6650f0a1b2c3d4e5f6a7b8c2',
  shippingAddress: {
    name: 'Ada',
    street: '1 Herbert Macaulay Way',
    localGvt: 'Yaba',
    state: 'Lagos',
    country: 'Nigeria',
    phoneNumber: 8031234567,
  },
  total: 4900,
  isPaid: true,
  isPaidAt: '2026-11-25T17:59:05.000Z',
  isTaken: '2026-11-25T17:59:15.000Z',
  acceptedAt: '2026-11-25T17:59:15.000Z',
  pickedUpAt: '2026-11-25T17:59:25.000Z',
  isCancelled: false,
  createdAt: '2026-11-25T17:59:00.000Z',
  status: 'on-the-way',
  rider: { _id: '6650f0a1b2c3d4e5f6a7b8c3', name: 'Emeka Eze' },
  riderPosition: { lat: 6.46, lon: 3.43, progress: 0.5 },
  riderRoute: {
    store: { lat: 6.448, lon: 3.472, name: 'Mama Bukka Kitchen' },
    destination: { lat: 6.51, lon: 3.371 },
    path: [
      [6.448, 3.472],
      [6.447, 3.466],
      [6.44, 3.43],
      [6.444, 3.4],
      [6.545, 3.398],
      [6.51, 3.371],
    ],
  },
  cityMinutes: { accepted: 9, pickedUp: 15 },
};

describe('OrderProgress on the way', () => {
  it('maps the store, the delivery address and the rider, labelled, with the rider’s way', async () => {
    render(<OrderProgress details={onTheWay} />);
    const map = await screen.findByRole('region', { name: /Emeka Eze on the way/ });
    const labels = within(map)
      .getAllByRole('listitem')
      .map((li) => [li.dataset.kind, li.textContent]);
    expect(labels).toEqual([
      ['store', 'Store: Mama Bukka Kitchen'],
      ['destination', 'Delivery address'],
      ['rider', 'Rider: Emeka Eze'],
    ]);
    expect(drawn.last?.places?.map((p) => p.position)).toEqual([
      [6.448, 3.472],
      [6.51, 3.371],
      [6.46, 3.43],
    ]);
    expect(drawn.last?.route).toHaveLength(6);
    expect(drawn.last?.marker).toBeUndefined();
  });

  it('the timeline: people’s steps by the wall clock with their stamps, the ride on the city’s', () => {
    render(<OrderProgress details={onTheWay} />);
    // Paid 5 s and accepted 10 s later by the stamps: never the city's minutes.
    const paid = screen.getByText('just after ordering');
    expect(paid.tagName).toBe('TIME');
    expect(paid).toHaveAttribute('title', '25 Nov 2026, 18:59');
    expect(screen.getByText('just after payment')).toBeVisible();
    // The ride on the city's clock, with no wall-clock stamp that would contradict it.
    const rider = screen.getByText('6 city minutes after acceptance');
    expect(rider).toHaveAttribute('datetime', 'PT6M');
    expect(rider).toHaveAttribute('title', orderTexts.cityClock);
    expect(screen.getByText('just after pickup')).toBeVisible();
    // Said once: the city's minutes are not the clock's.
    expect(screen.getByText(orderTexts.cityClockNote)).toBeVisible();
    // The placing keeps its day and time (the app's date format, on the Lagos clock: UTC+1).
    const placed = document.querySelector('time[datetime="2026-11-25T17:59:00.000Z"]');
    expect(placed?.textContent).toBe('25 Nov 2026, 18:59');
    expect(placed?.textContent).not.toMatch(/after/);
  });

  it('a rider still at the store is one pin, labelled with both, not a drop over the dot', async () => {
    const atStore = { ...onTheWay, riderPosition: { lat: 6.448, lon: 3.472, progress: 0 } };
    render(<OrderProgress details={atStore} />);
    const map = await screen.findByRole('region', { name: /Emeka Eze on the way/ });
    const labels = within(map)
      .getAllByRole('listitem')
      .map((li) => [li.dataset.kind, li.textContent]);
    expect(labels).toEqual([
      ['destination', 'Delivery address'],
      ['rider', 'Rider: Emeka Eze at Mama Bukka Kitchen'],
    ]);
  });

  it('an address given by its local government alone says the pin stands for it', async () => {
    const byLga = {
      ...onTheWay,
      riderRoute: {
        ...onTheWay.riderRoute!,
        destination: { lat: 6.4683, lon: 3.5712, lga: 'Eti-Osa' },
      },
    };
    render(<OrderProgress details={byLga} />);
    const map = await screen.findByRole('region', { name: /Emeka Eze on the way/ });
    expect(within(map).getByText('Delivery address (in Eti-Osa)')).toBeVisible();
  });

  it('no step on the city’s clock: no note about it', () => {
    const { cityMinutes: _, ...wallOnly } = onTheWay;
    render(<OrderProgress details={wallOnly} />);
    expect(screen.queryByText(orderTexts.cityClockNote)).not.toBeInTheDocument();
  });
});
