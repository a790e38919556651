import { VisuallyHidden } from '#src/components/visually-hidden.tsx';

export interface SpinnerProps {
  /** Read by screen readers. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  /** Only drawn: what it stands for is said beside it (a busy button's label). */
  decorative?: boolean;
}

/** An animated ring announced as a status ("Loading" by default). */
export function Spinner({ label = 'Loading', size = 'medium', decorative = false }: SpinnerProps) {
  if (decorative) {
    return (
      <span className={`spinner spinner--${size}`} aria-hidden="true">
        <span className="spinner__ring" />
      </span>
    );
  }
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
