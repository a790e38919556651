// The 6-digit numeric code field: digits only, at most 6, paste keeps the digits of the clipboard.
import type { ClipboardEvent } from 'react';

export const CODE_LENGTH = 6;

/** Digits of a text, at most 6. */
function codeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export interface CodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function CodeInput({ label, value, onChange }: CodeInputProps) {
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    onChange(codeDigits(event.clipboardData.getData('text')));
  };
  return (
    <label>
      {label}
      <input
        className="code-input"
        name="otpCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        required
        value={value}
        onPaste={onPaste}
        onChange={(event) => onChange(codeDigits(event.target.value))}
      />
    </label>
  );
}
