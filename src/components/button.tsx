import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '#src/components/spinner.tsx';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'small' | 'medium' | 'large';
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
  /** What the button says while loading ('Placing order…'); its accessible name then too. */
  busyLabel?: string;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** The app's button: type="button" unless told otherwise, at least 24×24 px. */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  busyLabel,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, `button--${size}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="small" label={busyLabel ?? 'Please wait'} /> : null}
      {loading && busyLabel ? (
        <span className="button__label" aria-hidden="true">
          {busyLabel}
        </span>
      ) : (
        <span className="button__label">{children}</span>
      )}
    </button>
  );
}
