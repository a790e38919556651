import { VisuallyHidden } from '#src/components/visually-hidden.tsx';

export interface SpinnerProps {
  /** Read by screen readers. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
}

/** An animated ring announced as a status ("Loading" by default). */
export function Spinner({ label = 'Loading', size = 'medium' }: SpinnerProps) {
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
