import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HelpPage } from '#src/app/help-page.tsx';
import { renderWithShell } from '#src/app/test-shell.tsx';

describe('HelpPage', () => {
  it('credits the illustrations of the demo world with their licence', () => {
    renderWithShell(<HelpPage />, '/help');
    const credits = screen.getByRole('region', { name: 'Credits' });
    expect(credits.textContent).toMatch(/Fluent Emoji \(Flat\) by Microsoft Corporation/);
    expect(screen.getByRole('link', { name: 'MIT licence' }).getAttribute('href')).toBe(
      'https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE',
    );
  });
});
