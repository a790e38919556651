// Vendor registration overlay: shop photo with preview, shop name, address and delivery places
// (chips; add needs more than 1 character) → /kitchen/{userId}. A failure is said in the dialog,
// beside its button (the spec logged it only: the person was left waiting — issue 27 #7).
// The three required fields are checked by the form itself: a missing one says so under the field
// (and takes the focus) instead of only the browser's bubble.
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import { registerVendorMutation } from '#src/api/vendors.ts';
import { Button } from '#src/components/button.tsx';
import { Dialog } from '#src/components/dialog.tsx';
import { ListInput } from '#src/features/vendor-tools/list-input.tsx';
import { PhotoPicker } from '#src/features/vendor-tools/photo-picker.tsx';
import { canAddPlace } from '#src/features/vendor-tools/post-catalogue.ts';
import { vendorTexts } from '#src/features/vendor-tools/vendor-texts.ts';
import { lengthNote } from '#src/lib/field-messages.ts';
import { serverMessage } from '#src/lib/server-message.ts';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';
import { setVendorFlag } from '#src/state/session.ts';

export interface VendorRegistrationDialogProps {
  userId: string;
  open: boolean;
  onClose: () => void;
}

export function VendorRegistrationDialog({ userId, open, onClose }: VendorRegistrationDialogProps) {
  const [, navigate] = useLocation();
  const [photo, setPhoto] = useState<File[]>([]);
  const [businessName, setBusinessName] = useState('');
  const [physicalAddress, setPhysicalAddress] = useState('');
  const [places, setPlaces] = useState<string[]>([]);
  const registration = useSendOnce(registerVendorMutation(userId));
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const placesRef = useRef<HTMLInputElement>(null);
  const nameError = useId();
  const addressError = useId();
  const errors = {
    name: businessName.trim() ? '' : vendorTexts.shopNameMissing,
    address: physicalAddress.trim() ? '' : vendorTexts.shopAddressMissing,
    places: places.length > 0 ? '' : vendorTexts.placesMissing,
  };
  const shown = (message: string) => (checked ? message : '');
  // At its limit, a field says so (a note, not an error).
  const notes = {
    name: lengthNote(vendorTexts.shopName, businessName, TEXT_LIMITS.businessName),
    address: lengthNote(vendorTexts.shopAddress, physicalAddress, TEXT_LIMITS.physicalAddress),
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const firstMissing = errors.name
      ? nameRef
      : errors.address
        ? addressRef
        : errors.places
          ? placesRef
          : null;
    if (firstMissing) {
      firstMissing.current?.focus();
      return;
    }
    setFailure(null);
    registration.send(
      {
        businessImg: photo[0],
        businessName: businessName.trim(),
        physicalAddress: physicalAddress.trim(),
        placesCanDeliverTo: places,
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
            setFailure(vendorTexts.notRegistered(serverMessage(error)));
          }
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title={vendorTexts.registerTitle} variant="sheet">
      <form className="vendor-form" onSubmit={onSubmit} noValidate>
        <PhotoPicker label={vendorTexts.shopPhoto} files={photo} onChange={setPhoto} max={1} />
        <label>
          {vendorTexts.shopName}
          <input
            ref={nameRef}
            maxLength={TEXT_LIMITS.businessName}
            value={businessName}
            required
            aria-invalid={shown(errors.name) ? true : undefined}
            aria-describedby={shown(errors.name) || notes.name ? nameError : undefined}
            onChange={(event) => setBusinessName(event.target.value)}
          />
        </label>
        {shown(errors.name) ? (
          <p id={nameError} className="field-error">
            {errors.name}
          </p>
        ) : notes.name ? (
          <p id={nameError} className="vendor-note">
            {notes.name}
          </p>
        ) : null}
        <label>
          {vendorTexts.shopAddress}
          <input
            ref={addressRef}
            maxLength={TEXT_LIMITS.physicalAddress}
            value={physicalAddress}
            required
            aria-invalid={shown(errors.address) ? true : undefined}
            aria-describedby={shown(errors.address) || notes.address ? addressError : undefined}
            onChange={(event) => setPhysicalAddress(event.target.value)}
          />
        </label>
        {shown(errors.address) ? (
          <p id={addressError} className="field-error">
            {errors.address}
          </p>
        ) : notes.address ? (
          <p id={addressError} className="vendor-note">
            {notes.address}
          </p>
        ) : null}
        <ListInput
          label={vendorTexts.places}
          addLabel={vendorTexts.addPlace}
          values={places}
          onChange={setPlaces}
          canAdd={canAddPlace}
          error={shown(errors.places)}
          inputRef={placesRef}
          maxLength={TEXT_LIMITS.deliveryPlace}
          maxItems={TEXT_LIMITS.deliveryPlaces}
        />
        {failure ? (
          <p className="field-error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" loading={registration.busy} busyLabel={vendorTexts.registering}>
          {vendorTexts.register}
        </Button>
      </form>
    </Dialog>
  );
}
