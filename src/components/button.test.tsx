import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '#src/components/button.tsx';
import { SkeletonCards } from '#src/components/skeleton.tsx';
import { Spinner } from '#src/components/spinner.tsx';

describe('Button', () => {
  it('is type="button" by default', () => {
    render(<Button>Check out</Button>);
    expect(screen.getByRole('button', { name: 'Check out' })).toHaveAttribute('type', 'button');
  });

  it('is busy and disabled while loading', () => {
    render(
      <Button type="submit" loading>
        Sign Up
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Sign Up/ });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.getByRole('status').textContent).toBe('Please wait');
  });
});

describe('Spinner and skeletons', () => {
  it('announce loading once', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('renders the asked number of placeholders', () => {
    const { container } = render(<SkeletonCards count={6} label="Loading stores" />);
    expect(screen.getByRole('status', { name: 'Loading stores' })).toBeVisible();
    expect(container.querySelectorAll('.skeleton-cards__card')).toHaveLength(6);
  });
});
