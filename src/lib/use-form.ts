// One form's check, as every form of the client does it: nothing is wrong before the first press
// but what the form says at once (a typed price, say); pressed with something wrong, each field
// says why under itself and the first one in the form's order takes the focus (found by its
// `name` in the form), and nothing is sent; pressed with nothing wrong, the form's own `onValid`
// runs (the send, or a check of the whole form such as two passwords matching). Once pressed, a
// field's message follows what is typed. A failure of the send itself is one line for the whole
// form (`failure`, shown by the form in a role="alert" line beside its button).
import { type FormEvent, useRef, useState } from 'react';

/** What is wrong with each field, by name (a field with nothing wrong may be left out). */
export type Problems<F extends string> = Partial<Record<F, string | undefined>>;

export interface FormOptions<V extends object, F extends string> {
  initial: V | (() => V);
  /** The fields that can be wrong, in the form's order: the first wrong one takes the focus. */
  fields: readonly F[];
  /** What is wrong, given whether the form was pressed (a blank field says so only then). */
  problems: (values: V, pressed: boolean) => Problems<F>;
  /** A press while this says no is ignored (the button is disabled, the browser asks). */
  ready?: (values: V) => boolean;
  /** A press with something wrong, before the focus moves (say, a toast for the whole form). */
  onInvalid?: (values: V, problems: Problems<F>) => void;
  /** A press with nothing wrong. */
  onValid: (values: V) => void;
}

/** The first field, in the form's order, that something is wrong with. */
export function firstProblem<F extends string>(
  fields: readonly F[],
  problems: Problems<F>,
): F | undefined {
  return fields.find((field) => problems[field]);
}

export function useForm<V extends object, F extends string>(options: FormOptions<V, F>) {
  const [values, setValues] = useState<V>(options.initial);
  const [pressed, setPressed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (options.ready && !options.ready(values)) return;
    setPressed(true);
    const found = options.problems(values, true);
    const first = firstProblem(options.fields, found);
    if (first !== undefined) {
      options.onInvalid?.(values, found);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFailure(null);
    options.onValid(values);
  };

  return {
    values,
    /** What each field says now. */
    errors: options.problems(values, pressed),
    /** Changes some fields, or all of them from the current values. */
    set(change: Partial<V> | ((old: V) => V)) {
      setValues((old) => (typeof change === 'function' ? change(old) : { ...old, ...change }));
    },
    /** The send's failure, said once for the whole form, or null. */
    failure,
    fail: setFailure,
    /** Back to unpressed with no failure; the values back to the start unless kept. */
    reset({ keepValues = false }: { keepValues?: boolean } = {}) {
      if (!keepValues) setValues(options.initial);
      setPressed(false);
      setFailure(null);
    },
    /** For the <form>: its check on submit, and where the first wrong field is looked for. */
    form: { ref: formRef, onSubmit },
  };
}
