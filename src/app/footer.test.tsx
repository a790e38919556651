import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '#src/app/footer.tsx';
import { renderWithProviders } from '#tests/support/render.tsx';

describe('Footer', () => {
  it('has a Contacts column with phone, chat and e-mail links', () => {
    renderWithProviders(<Footer />);
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    const hrefs = within(contacts)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.some((href) => href.startsWith('tel:'))).toBe(true);
    expect(hrefs.some((href) => href.startsWith('mailto:'))).toBe(true);
    expect(within(contacts).getByRole('link', { name: /Chat customercare/ })).toBeVisible();
  });

  it('has a Report column whose links lead somewhere real', () => {
    renderWithProviders(<Footer />);
    const report = screen.getByRole('region', { name: 'Report' });
    const links = within(report).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Refund',
      'Settings & privacy',
      'Terms & conditions',
    ]);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^\/help#\w+$/);
    }
    expect(screen.queryAllByRole('link').filter((l) => l.getAttribute('href') === '#')).toEqual([]);
  });
});
