import { type HTMLInputAutoCompleteAttribute, type HTMLInputTypeAttribute, useId } from 'react';
import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import { authTexts } from '#src/features/auth/auth-texts.ts';

export interface AuthFieldProps {
  label: string;
  type: HTMLInputTypeAttribute;
  name: string;
  autoComplete: HTMLInputAutoCompleteAttribute;
  value: string;
  onChange: (value: string) => void;
  /** The most characters the field takes (the mock's limit too). */
  maxLength: number;
  /** What is wrong with the value, said under the field (aria-invalid, aria-describedby). */
  error?: string;
  /** A note under the field (the expected format). */
  hint?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'text';
}

/** One required field of the auth forms: its label around the input, so the label names it. */
export function AuthField({
  label,
  type,
  name,
  autoComplete,
  value,
  onChange,
  maxLength,
  error,
  hint,
  placeholder,
  inputMode,
}: AuthFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="auth-field">
      <label>
        {label}
        <input
          type={type}
          name={name}
          autoComplete={autoComplete}
          required
          maxLength={maxLength}
          placeholder={placeholder}
          inputMode={inputMode}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="auth-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The fields several auth forms ask for, each described once. */
export const authFields = {
  email: {
    label: authTexts.email,
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    maxLength: TEXT_LIMITS.email,
  },
  password: {
    label: authTexts.password,
    type: 'password',
    name: 'password',
    autoComplete: 'current-password',
    maxLength: TEXT_LIMITS.password,
  },
  newPassword: {
    label: authTexts.newPassword,
    type: 'password',
    name: 'password',
    autoComplete: 'new-password',
    maxLength: TEXT_LIMITS.password,
  },
} as const;
