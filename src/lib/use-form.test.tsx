// The one form check of the client, on a form of its own: nothing said before the first press
// but what the form says at once, then every problem at its field and the first one focused,
// nothing sent; a press with nothing wrong sends; the failure line; back to the start.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormFailure } from '#src/components/form-failure.tsx';
import { firstProblem, type Problems, useForm } from '#src/lib/use-form.ts';

interface Values {
  name: string;
  code: string;
}
const FIELDS = ['name', 'code'] as const;

/** A blank name says so once pressed; a typed code that is not digits says so at once. */
function problems(values: Values, pressed: boolean): Problems<(typeof FIELDS)[number]> {
  return {
    name: pressed && !values.name.trim() ? 'Name is missing' : undefined,
    code:
      (pressed || values.code) && !/^\d+$/.test(values.code) ? 'Code is digits only' : undefined,
  };
}

function TestForm(props: {
  onValid: (values: Values) => void;
  onInvalid?: () => void;
  ready?: (values: Values) => boolean;
  failWith?: string;
}) {
  const form = useForm({
    initial: { name: '', code: '' },
    fields: FIELDS,
    problems,
    ready: props.ready,
    onInvalid: props.onInvalid,
    onValid: (values) => {
      props.onValid(values);
      if (props.failWith) form.fail(props.failWith);
    },
  });
  return (
    <form {...form.form} noValidate>
      {FIELDS.map((field) => (
        <div key={field}>
          <label htmlFor={field}>{field}</label>
          <input
            id={field}
            name={field}
            value={form.values[field]}
            aria-invalid={form.errors[field] ? true : undefined}
            aria-describedby={form.errors[field] ? `${field}-error` : undefined}
            onChange={(event) => form.set({ [field]: event.target.value })}
          />
          {form.errors[field] ? <p id={`${field}-error`}>{form.errors[field]}</p> : null}
        </div>
      ))}
      <FormFailure text={form.failure} />
      <button type="submit">Send</button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
    </form>
  );
}

describe('firstProblem', () => {
  it('is the first field in the form’s order with something wrong', () => {
    expect(firstProblem(FIELDS, { code: 'x', name: 'y' })).toBe('name');
    expect(firstProblem(FIELDS, { name: undefined, code: 'x' })).toBe('code');
    expect(firstProblem(FIELDS, { name: '' })).toBeUndefined();
  });
});

describe('useForm', () => {
  it('says nothing before the first press but what is checked as typed', async () => {
    const user = userEvent.setup();
    render(<TestForm onValid={vi.fn()} />);
    expect(screen.queryByText('Name is missing')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('code'), 'a');
    expect(screen.getByText('Code is digits only')).toBeVisible();
    expect(screen.getByLabelText('code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('code')).toHaveAccessibleDescription('Code is digits only');
    expect(screen.getByLabelText('name')).not.toHaveAttribute('aria-invalid');
  });

  it('pressed with problems: each said at its field, the first focused, nothing sent', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<TestForm onValid={onValid} onInvalid={onInvalid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Name is missing')).toBeVisible();
    expect(screen.getByText('Code is digits only')).toBeVisible();
    expect(screen.getByLabelText('name')).toHaveFocus();
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(onValid).not.toHaveBeenCalled();
    // Once pressed, a message follows what is typed.
    await user.type(screen.getByLabelText('name'), 'Ada');
    expect(screen.queryByText('Name is missing')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('code')).toHaveFocus();
  });

  it('pressed with nothing wrong: sends the values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    await user.type(screen.getByLabelText('name'), 'Ada');
    await user.type(screen.getByLabelText('code'), '42{Enter}');
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', code: '42' });
  });

  it('ignores a press while the form is not ready', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} ready={(values) => values.name !== ''} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByText('Code is digits only')).not.toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('says the send’s failure in one alert line, gone on reset', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} failWith="Not sent: try again" />);
    await user.type(screen.getByLabelText('name'), 'Ada');
    await user.type(screen.getByLabelText('code'), '42');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not sent: try again');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('name')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Pressed again after the reset: checked afresh.
    expect(screen.getByText('Name is missing')).toBeVisible();
  });
});
