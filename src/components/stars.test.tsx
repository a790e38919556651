import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Stars, starFills } from '#src/components/stars.tsx';

describe('starFills', () => {
  it('rounds to the nearest half star', () => {
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.3)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.2)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('clamps out-of-range and broken ratings', () => {
    expect(starFills(9)).toEqual(Array(5).fill('full'));
    expect(starFills(-1)).toEqual(Array(5).fill('empty'));
    expect(starFills(Number.NaN)).toEqual(Array(5).fill('empty'));
  });
});

describe('Stars', () => {
  it('is one image with a spoken rating', () => {
    render(<Stars rating={3.5} label="Store rating" />);
    expect(screen.getByRole('img', { name: 'Store rating: 3.5 out of 5' })).toBeVisible();
  });

  it('says the rating itself, not the half stars it is drawn with', () => {
    // 4.8 draws five full stars and 4.6 four and a half: the name still says 4.8 and 4.6, as the
    // rider's and the store's pages print them beside the stars.
    render(<Stars rating={4.8} label="Rider rating" />);
    expect(screen.getByRole('img', { name: 'Rider rating: 4.8 out of 5' })).toBeVisible();
    render(<Stars rating={4.56} label="Store rating" />);
    expect(screen.getByRole('img', { name: 'Store rating: 4.6 out of 5' })).toBeVisible();
  });

  it('says a broken or out-of-range rating as the stars draw it', () => {
    render(<Stars rating={9} label="Rating" />);
    expect(screen.getByRole('img', { name: 'Rating: 5 out of 5' })).toBeVisible();
  });

  it('offers five rating buttons when it can rate', async () => {
    const onRate = vi.fn();
    const user = userEvent.setup();
    render(<Stars rating={2} onRate={onRate} label="Rate this rider" />);
    expect(screen.getByRole('group', { name: 'Rate this rider' })).toBeVisible();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(5);
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '4 stars' }));
    expect(onRate).toHaveBeenCalledWith(4);
  });
});
