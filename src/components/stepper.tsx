import { useRef } from 'react';

/**
 * − value + for a count (cart lines, extras): a fieldset named by `label`; − stops at `min`, +
 * at `max`. At either end the pressed button turns disabled under the user's focus, so the focus
 * moves to the other one.
 */
export function Stepper({
  label,
  value,
  min,
  max = Number.POSITIVE_INFINITY,
  onChange,
  decreaseLabel = 'Remove one',
  increaseLabel = 'Add one',
}: {
  label: string;
  value: number;
  min: number;
  max?: number;
  onChange: (next: number) => void;
  decreaseLabel?: string;
  increaseLabel?: string;
}) {
  const minusRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  return (
    <fieldset className="qty qty--fieldset">
      <legend className="visually-hidden">{label}</legend>
      <button
        ref={minusRef}
        type="button"
        className="qty__button"
        aria-label={`${decreaseLabel}: ${label}`}
        disabled={value <= min}
        onClick={() => {
          if (value - 1 <= min) plusRef.current?.focus();
          onChange(value - 1);
        }}
      >
        −
      </button>
      <span className="qty__value">{value}</span>
      <button
        ref={plusRef}
        type="button"
        className="qty__button"
        aria-label={`${increaseLabel}: ${label}`}
        disabled={value >= max}
        onClick={() => {
          if (value + 1 >= max) minusRef.current?.focus();
          onChange(value + 1);
        }}
      >
        +
      </button>
    </fieldset>
  );
}
