import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import { authTexts } from '#src/features/auth/auth-texts.ts';

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

/** The fields several auth forms ask for, each described once. */
export const authFields = {
  email: { label: authTexts.email, type: 'email', name: 'email', autoComplete: 'email' },
  password: {
    label: authTexts.password,
    type: 'password',
    name: 'password',
    autoComplete: 'current-password',
  },
  newPassword: {
    label: authTexts.newPassword,
    type: 'password',
    name: 'password',
    autoComplete: 'new-password',
  },
} as const;
