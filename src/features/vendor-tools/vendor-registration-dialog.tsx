// Vendor registration overlay: shop photo with preview, shop name, address and delivery places
// (chips; add needs more than 1 character) → /kitchen/{userId}. A failure is said in the dialog,
// beside its button (the spec logged it only: the person was left waiting — issue 27 #7).
// The three required fields are checked by the form itself: a missing one says so under the field
// (and takes the focus) instead of only the browser's bubble.
import { useId } from 'react';
import { useLocation } from 'wouter';
import { TEXT_LIMITS } from '#src/api/schemas/field-limits.ts';
import { registerVendorMutation } from '#src/api/vendors.ts';
import { Button } from '#src/components/button.tsx';
import { Dialog } from '#src/components/dialog.tsx';
import { FormFailure } from '#src/components/form-failure.tsx';
import { ListInput } from '#src/features/vendor-tools/list-input.tsx';
import { PhotoPicker } from '#src/features/vendor-tools/photo-picker.tsx';
import { canAddPlace } from '#src/features/vendor-tools/post-catalogue.ts';
import { vendorTexts } from '#src/features/vendor-tools/vendor-texts.ts';
import { lengthNote } from '#src/lib/field-messages.ts';
import { serverMessage } from '#src/lib/server-message.ts';
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
              registrationForm.fail(vendorTexts.notRegistered(serverMessage(error)));
            }
          },
        },
      ),
  });
  const { values, errors, set } = registrationForm;
  const { businessName, physicalAddress } = values;
  const nameError = useId();
  const addressError = useId();
  // At its limit, a field says so (a note, not an error).
  const notes = {
    name: lengthNote(vendorTexts.shopName, businessName, TEXT_LIMITS.businessName),
    address: lengthNote(vendorTexts.shopAddress, physicalAddress, TEXT_LIMITS.physicalAddress),
  };

  return (
    <Dialog open={open} onClose={onClose} title={vendorTexts.registerTitle} variant="sheet">
      <form className="vendor-form" {...registrationForm.form} noValidate>
        <PhotoPicker
          label={vendorTexts.shopPhoto}
          files={values.photo}
          onChange={(photo) => set({ photo })}
          max={1}
        />
        <label>
          {vendorTexts.shopName}
          <input
            name="businessName"
            maxLength={TEXT_LIMITS.businessName}
            value={businessName}
            required
            aria-invalid={errors.businessName ? true : undefined}
            aria-describedby={errors.businessName || notes.name ? nameError : undefined}
            onChange={(event) => set({ businessName: event.target.value })}
          />
        </label>
        {errors.businessName ? (
          <p id={nameError} className="field-error">
            {errors.businessName}
          </p>
        ) : notes.name ? (
          <p id={nameError} className="vendor-note">
            {notes.name}
          </p>
        ) : null}
        <label>
          {vendorTexts.shopAddress}
          <input
            name="physicalAddress"
            maxLength={TEXT_LIMITS.physicalAddress}
            value={physicalAddress}
            required
            aria-invalid={errors.physicalAddress ? true : undefined}
            aria-describedby={errors.physicalAddress || notes.address ? addressError : undefined}
            onChange={(event) => set({ physicalAddress: event.target.value })}
          />
        </label>
        {errors.physicalAddress ? (
          <p id={addressError} className="field-error">
            {errors.physicalAddress}
          </p>
        ) : notes.address ? (
          <p id={addressError} className="vendor-note">
            {notes.address}
          </p>
        ) : null}
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
