import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from '#src/features/product/product-gallery.tsx';

describe('the product page of a dish without a photo', () => {
  it('shows the drawn plate, named where the photo would have had an alt', () => {
    const { container } = render(<ProductGallery imgs={[]} name="Suya Pizza" />);
    expect(screen.getByRole('img', { name: 'Suya Pizza: no photo yet' })).toBeInTheDocument();
    expect(container.querySelector('.dish-placeholder.gallery__main')).toBeInTheDocument();
  });
});
