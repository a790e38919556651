// Vendor registration overlay: shop photo with preview, shop name, address and delivery places
// (chips; add needs more than 1 character) → /kitchen/{userId}. A failure is said in the dialog,
// beside its button (the spec logged it only: the person was left waiting).
// The three required fields are checked by the form itself: a missing one says so under the field
// (and takes the focus) instead of only the browser's bubble.
import { useId } from 'react';
import { useLocation } from 'wouter';
import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import { registerVendorMutation } from '#src/api/vendors.ts';
import { Button } from '#src/components/button.tsx';
import { Dialog } from '#src/components/dialog.tsx';
import { FormFailure } from '#src/components/form-failure.tsx';
import { ListInput } from '#src/features/vendor-tools/list-input.tsx';
import { PhotoPicker } from '#src/features/vendor-tools/photo-picker.tsx';
import { canAddPlace } from '#src/features/vendor-tools/post-catalogue.ts';
import { vendorTexts } from '#src/features/vendor-tools/vendor-texts.ts';
import { lengthNote } from '#src/lib/field-messages.ts';
import { actionFailure, serverMessage } from '#src/lib/server-message.ts';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { useForm } from '#src/lib/use-form.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';
import { setVendorFlag } from '#src/state/session.ts';

export interface VendorRegistrationDialogProps {
  userId: string;
  open: boolean;
  onClose: () => void;
}

interface Registration {
  photo: File[];
  businessName: string;
  physicalAddress: string;
  places: string[];
}

const EMPTY: Registration = { photo: [], businessName: '', physicalAddress: '', places: [] };

/** The required fields, in the form's order, by their controls' names. */
const FIELDS = ['businessName', 'physicalAddress', 'places'] as const;

/** Each missing field, once Register was pressed. */
function missing(form: Registration, pressed: boolean) {
  if (!pressed) return {};
  return {
    businessName: form.businessName.trim() ? undefined : vendorTexts.shopNameMissing,
    physicalAddress: form.physicalAddress.trim() ? undefined : vendorTexts.shopAddressMissing,
    places: form.places.length > 0 ? undefined : vendorTexts.placesMissing,
  };
}

export function VendorRegistrationDialog({ userId, open, onClose }: VendorRegistrationDialogProps) {
  const [, navigate] = useLocation();
  const registration = useSendOnce(registerVendorMutation(userId));
  const registrationForm = useForm({
    initial: EMPTY,
    fields: FIELDS,
    problems: missing,
    onValid: (form: Registration) =>
      registration.send(
        {
          businessImg: form.photo[0],
          businessName: form.businessName.trim(),
          physicalAddress: form.physicalAddress.trim(),
          placesCanDeliverTo: form.places,
        },
        {
          onSuccess: () => {
            setVendorFlag(true);
            onClose();
            navigate(`/kitchen/${userId}`);
          },
          onError: (error) => {
            console.warn('vendor registration failed', error);
            if (!isSessionExpired(error)) {
              registrationForm.fail(
                actionFailure(error, (e) => vendorTexts.notRegistered(serverMessage(e))),
              );
            }
          },
        },
      ),
  });
  const { values, errors, set } = registrationForm;

  return (
    <Dialog open={open} onClose={onClose} title={vendorTexts.registerTitle} variant="sheet">
      <form className="vendor-form" {...registrationForm.form} noValidate>
        <PhotoPicker
          label={vendorTexts.shopPhoto}
          files={values.photo}
          onChange={(photo) => set({ photo })}
          max={1}
        />
        <ShopField
          label={vendorTexts.shopName}
          name="businessName"
          value={values.businessName}
          maxLength={TEXT_LIMITS.businessName}
          error={errors.businessName}
          onChange={(businessName) => set({ businessName })}
        />
        <ShopField
          label={vendorTexts.shopAddress}
          name="physicalAddress"
          value={values.physicalAddress}
          maxLength={TEXT_LIMITS.physicalAddress}
          error={errors.physicalAddress}
          onChange={(physicalAddress) => set({ physicalAddress })}
        />
        <ListInput
          label={vendorTexts.places}
          addLabel={vendorTexts.addPlace}
          values={values.places}
          onChange={(places) => set({ places })}
          canAdd={canAddPlace}
          name="places"
          error={errors.places}
          maxLength={TEXT_LIMITS.deliveryPlace}
          maxItems={TEXT_LIMITS.deliveryPlaces}
        />
        <FormFailure text={registrationForm.failure} />
        <Button type="submit" loading={registration.busy} busyLabel={vendorTexts.registering}>
          {vendorTexts.register}
        </Button>
      </form>
    </Dialog>
  );
}

interface ShopFieldProps {
  label: string;
  name: keyof Registration;
  value: string;
  maxLength: number;
  error: string | undefined;
  onChange(value: string): void;
}

/** A required text field of the shop: under it, what is missing, or (at its limit) a note. */
function ShopField({ label, name, value, maxLength, error, onChange }: ShopFieldProps) {
  const messageId = useId();
  const note = lengthNote(label, value, maxLength);
  return (
    <>
      <label>
        {label}
        <input
          name={name}
          maxLength={maxLength}
          value={value}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error || note ? messageId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      {error ? (
        <p id={messageId} className="field-error">
          {error}
        </p>
      ) : note ? (
        <p id={messageId} className="vendor-note">
          {note}
        </p>
      ) : null}
    </>
  );
}
