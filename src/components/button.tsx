import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '#src/components/spinner.tsx';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
type ButtonSize = 'small' | 'medium' | 'large';

/** The classes that make a button, a link or an anchor look like the app's button. */
export function buttonClass(variant: ButtonVariant, size: ButtonSize, className?: string): string {
  return ['button', `button--${variant}`, `button--${size}`, className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
  /** What the button says while loading ('Placing order…'): its visible text and its name, said
   * once (the spinner is then only drawn, not a second status inside the button). */
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
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && busyLabel ? <Spinner size="small" decorative /> : null}
      {loading && !busyLabel ? <Spinner size="small" label="Please wait" /> : null}
      <span className="button__label">{loading && busyLabel ? busyLabel : children}</span>
    </button>
  );
}
