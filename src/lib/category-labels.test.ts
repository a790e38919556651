import { describe, expect, it } from 'vitest';
import { categoryLabel } from '#src/lib/category-labels.ts';

describe('categoryLabel', () => {
  it('shows the API’s Desert as Dessert, keeping the case, and leaves other values alone', () => {
    expect(categoryLabel('Desert')).toBe('Dessert');
    expect(categoryLabel('desert')).toBe('dessert');
    expect(categoryLabel('Ice cream')).toBe('Ice cream');
    expect(categoryLabel('Deserted')).toBe('Deserted');
  });
});
