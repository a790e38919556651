import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '#src/components/product-card.tsx';
import { renderWithProviders } from '#tests/support/render.tsx';

const noPhoto = { _id: 'p1', name: 'Suya Pizza', desc: 'Thin crust', price: 7500, imgs: [] };

describe('a dish without a photo', () => {
  it('shows a drawn plate on its card (the stylesheet’s drawing), decorative beside the name — not an empty box', () => {
    const { container } = renderWithProviders(<ProductCard product={noPhoto} />);
    const drawing = container.querySelector('.dish-placeholder');
    expect(drawing).toBeInTheDocument();
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing).toHaveClass('product-card__img');
    // The drawing itself is the stylesheet's (a plate in an SVG background), not a grey fill.
    const css = readFileSync(resolve(import.meta.dirname, 'dish-placeholder.css'), 'utf8');
    expect(css).toMatch(/\.dish-placeholder \{[^}]*url\("data:image\/svg\+xml,<svg[^"]*<ellipse/);
    expect(container.querySelector('.product-card__img--none')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Suya Pizza' })).toBeVisible();
  });
});
