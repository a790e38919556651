import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';

export interface AuthFieldProps {
  label: string;
  type: HTMLInputTypeAttribute;
  name: string;
  autoComplete: HTMLInputAutoCompleteAttribute;
  value: string;
  onChange: (value: string) => void;
}

/** One required field of the auth forms: its label around the input, so the label names it. */
export function AuthField({ label, type, name, autoComplete, value, onChange }: AuthFieldProps) {
  return (
    <label>
      {label}
      <input
        type={type}
        name={name}
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
