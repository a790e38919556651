import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HelpPage } from '#src/app/help-page.tsx';
import { renderWithProviders } from '#tests/support/render.tsx';

describe('HelpPage', () => {
  it('credits the illustrations of the demo world with their licence', () => {
    renderWithProviders(<HelpPage />, { path: '/help' });
    const credits = screen.getByRole('region', { name: 'Credits' });
    expect(credits).toHaveTextContent(/Fluent Emoji \(Flat\) by Microsoft Corporation/);
    expect(screen.getByRole('link', { name: 'MIT licence' })).toHaveAttribute(
      'href',
      'https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE',
    );
  });
});
