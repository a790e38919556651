import type { ShippingAddressInput } from '#shared/schemas/address.ts';
import { buttonClass } from '#src/components/button.tsx';
import { cartTexts, shippingLabels } from '#src/features/cart/cart-texts.ts';
import {
  emptyDraft,
  fieldErrors,
  missingFields,
  numericPhone,
  type ShippingDraft,
  shippingMaxLength,
  toAddress,
} from '#src/features/cart/shipping-rules.ts';
import { texts } from '#src/lib/texts.ts';
import { notifyError, notifySuccess, TOPICS } from '#src/lib/toast.ts';
import { useForm } from '#src/lib/use-form.ts';
import { SHIPPING_FIELDS, setShippingAddress } from '#src/state/shipping.ts';

type Field = keyof ShippingAddressInput;

/**
 * Shipping form: six required fields, a Nigerian phone number; saves with 'Shipping Info
 * Updated'. Save checks every field: each one in error says why under itself (aria-invalid,
 * aria-describedby) and the first takes the focus; blanks also get the spec's 'Fill in the
 * missing fields'. Once checked, a field's message follows what is typed.
 */
export function ShippingForm({
  initial,
  onDone,
}: {
  initial: ShippingAddressInput | null;
  onDone: () => void;
}) {
  const form = useForm({
    initial: (): ShippingDraft => (initial ? { ...initial } : emptyDraft),
    fields: SHIPPING_FIELDS,
    problems: (draft: ShippingDraft, pressed) => (pressed ? fieldErrors(draft) : {}),
    onInvalid: (draft) => {
      if (missingFields(draft).length > 0) {
        notifyError(texts.fillMissingFields, undefined, { topic: TOPICS.shipping });
      }
    },
    onValid: (draft) => {
      setShippingAddress(toAddress(draft));
      notifySuccess(texts.shippingInfoUpdated, undefined, { topic: TOPICS.shipping });
      onDone();
    },
  });
  const { values: draft, errors } = form;
  return (
    <form className="shipping-form" {...form.form} noValidate>
      {SHIPPING_FIELDS.map((field: Field) => {
        const error = errors[field];
        const errorId = `shipping-${field}-error`;
        return (
          <div className="shipping-form__field" key={field}>
            <label htmlFor={`shipping-${field}`}>{shippingLabels[field]}</label>
            <input
              id={`shipping-${field}`}
              name={field}
              value={draft[field]}
              required
              maxLength={shippingMaxLength[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              type={field === 'phoneNumber' ? 'tel' : 'text'}
              inputMode={field === 'phoneNumber' ? 'numeric' : undefined}
              autoComplete={autoCompleteFor[field]}
              onChange={(event) => {
                const value =
                  field === 'phoneNumber' ? numericPhone(event.target.value) : event.target.value;
                form.set({ [field]: value });
              }}
            />
            {error ? (
              <p id={errorId} className="shipping-form__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="shipping-form__actions">
        <button type="submit" className={buttonClass('primary', 'medium')}>
          {cartTexts.save}
        </button>
        <button type="button" className={buttonClass('ghost', 'medium')} onClick={onDone}>
          {cartTexts.cancel}
        </button>
      </div>
    </form>
  );
}

const autoCompleteFor: Record<Field, string> = {
  name: 'name',
  street: 'street-address',
  localGvt: 'address-level3',
  state: 'address-level1',
  country: 'country-name',
  phoneNumber: 'tel',
};
