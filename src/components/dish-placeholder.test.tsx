import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '#src/components/product-card.tsx';
import { renderWithProviders } from '#tests/support/render.tsx';

const noPhoto = { _id: 'p1', name: 'Suya Pizza', desc: 'Thin crust', price: 7500, imgs: [] };

describe('a dish without a photo (issue 28 #3)', () => {
  it('shows a drawn plate on its card, decorative beside the name — not an empty box', () => {
    const { container } = renderWithProviders(<ProductCard product={noPhoto} />);
    const drawing = container.querySelector('svg.dish-placeholder');
    expect(drawing).toBeInTheDocument();
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing).toHaveClass('product-card__img');
    expect(drawing?.querySelectorAll('ellipse, path, circle').length).toBeGreaterThan(3);
    expect(container.querySelector('.product-card__img--none')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Suya Pizza' })).toBeVisible();
  });
});
