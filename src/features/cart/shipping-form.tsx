import { type FormEvent, useState } from 'react';
import type { ShippingAddressInput } from '#src/api/schemas/address.ts';
import { buttonClass } from '#src/components/button.tsx';
import { cartTexts, shippingLabels } from '#src/features/cart/cart-texts.ts';
import {
  emptyDraft,
  missingFields,
  numericPhone,
  type ShippingDraft,
  toAddress,
} from '#src/features/cart/shipping-rules.ts';
import { texts } from '#src/lib/texts.ts';
import { notifyError, notifySuccess, TOPICS } from '#src/lib/toast.ts';
import { SHIPPING_FIELDS, setShippingAddress } from '#src/state/shipping.ts';

/** Shipping form: six required fields, numeric phone; saves with 'Shipping Info Updated'. */
export function ShippingForm({
  initial,
  onDone,
}: {
  initial: ShippingAddressInput | null;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<ShippingDraft>(initial ? { ...initial } : emptyDraft);
  const [invalid, setInvalid] = useState<Array<keyof ShippingAddressInput>>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(draft);
    setInvalid(missing);
    if (missing.length > 0) {
      notifyError(texts.fillMissingFields, undefined, { topic: TOPICS.shipping });
      document.getElementById(`shipping-${missing[0]}`)?.focus();
      return;
    }
    setShippingAddress(toAddress(draft));
    notifySuccess(texts.shippingInfoUpdated, undefined, { topic: TOPICS.shipping });
    onDone();
  };
  return (
    <form className="shipping-form" onSubmit={submit} noValidate>
      {SHIPPING_FIELDS.map((field) => (
        <div className="shipping-form__field" key={field}>
          <label htmlFor={`shipping-${field}`}>{shippingLabels[field]}</label>
          <input
            id={`shipping-${field}`}
            name={field}
            value={draft[field]}
            required
            aria-invalid={invalid.includes(field) || undefined}
            type={field === 'phoneNumber' ? 'tel' : 'text'}
            inputMode={field === 'phoneNumber' ? 'numeric' : undefined}
            autoComplete={autoCompleteFor[field]}
            onChange={(event) => {
              const value =
                field === 'phoneNumber' ? numericPhone(event.target.value) : event.target.value;
              setDraft((current) => ({ ...current, [field]: value }));
            }}
          />
        </div>
      ))}
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

const autoCompleteFor: Record<keyof ShippingAddressInput, string> = {
  name: 'name',
  street: 'street-address',
  localGvt: 'address-level3',
  state: 'address-level1',
  country: 'country-name',
  phoneNumber: 'tel',
};
