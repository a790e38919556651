// One field of the vendor forms: its label, the control, and under it what is wrong (an error) or
// what to know (the length limit reached), tied to the control by aria-describedby.
import { type ReactNode, useId } from 'react';

interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  /** What is wrong with the value (the control is marked invalid). */
  error?: string;
  /** A note that is not an error (e.g. the length limit is reached). */
  note?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ label, error, note, children }: FormFieldProps) {
  const id = useId();
  const message = error ?? note;
  return (
    <div className="vendor-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? `${id}-message` : undefined,
      })}
      {message ? (
        <p id={`${id}-message`} className={error ? 'field-error' : 'vendor-note'}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
