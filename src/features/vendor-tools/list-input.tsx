// A text input with an Add button that collects lines (content lines, delivery places) shown as
// removable chips. `canAdd` is the spec's rule for the Add button.
import { useId, useState } from 'react';
import { buttonClass } from '#src/components/button.tsx';
import { CloseButton } from '#src/components/close-button.tsx';
import { vendorTexts } from '#src/features/vendor-tools/vendor-texts.ts';
import { lengthNote } from '#src/lib/field-messages.ts';

export interface ListInputProps {
  label: string;
  addLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
  canAdd: (text: string) => boolean;
  /** A message under the field (the form's check), tied to the input. */
  error?: string;
  /** The input's name, by which its form finds it (to focus it when the form's check fails). */
  name?: string;
  /** The most characters of one line, and the most lines (the mock's limits). */
  maxLength: number;
  maxItems: number;
}

export function ListInput({
  label,
  addLabel,
  values,
  onChange,
  canAdd,
  error,
  name,
  maxLength,
  maxItems,
}: ListInputProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const errorId = useId();
  const full = values.length >= maxItems;
  const enabled = canAdd(text) && !full;
  const note = full ? vendorTexts.listFull(maxItems) : lengthNote(label, text, maxLength);
  const message = error ?? note;
  const add = () => {
    if (!enabled) return;
    const line = text.trim();
    if (!values.includes(line)) onChange([...values, line]);
    setText('');
  };
  return (
    <div className="vendor-list">
      <label htmlFor={inputId}>{label}</label>
      <div className="vendor-list__row">
        <input
          id={inputId}
          name={name}
          value={text}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button
          type="button"
          className={buttonClass('secondary', 'small')}
          disabled={!enabled}
          onClick={add}
        >
          {addLabel}
        </button>
      </div>
      {message ? (
        <p id={errorId} className={error ? 'field-error' : 'vendor-note'}>
          {message}
        </p>
      ) : null}
      <ul className="vendor-chips" aria-label={vendorTexts.added(label)}>
        {values.map((value) => (
          <li key={value} className="vendor-chip">
            {value}
            <CloseButton
              className="vendor-chip__remove"
              label={vendorTexts.remove(value)}
              onClick={() => onChange(values.filter((other) => other !== value))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
