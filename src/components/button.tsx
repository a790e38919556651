import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '#src/components/spinner.tsx';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'small' | 'medium' | 'large';
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
  children: ReactNode;
}

/** The app's button: type="button" unless told otherwise, at least 24×24 px. */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
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
      {loading ? <Spinner size="small" label="Please wait" /> : null}
      <span className="button__label">{children}</span>
    </button>
  );
}
