import { type FormEvent, useState } from 'react';
import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import { buttonClass } from '#src/components/button.tsx';
import { Dialog } from '#src/components/dialog.tsx';
import { riderDialogTexts, riderMailto } from '#src/features/home/rider-registration.ts';
import { contact } from '#src/lib/contact.ts';

/**
 * Dispatch rider registration. The API has no rider sign-up call, so the dialog says what
 * happens next and prepares the application as an e-mail to customer care (or a call).
 */
export function RiderRegistrationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [area, setArea] = useState('');
  const ready = name.trim() !== '' && phone.trim() !== '' && area.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    window.location.href = riderMailto({ name, phone, area });
  };
  return (
    <Dialog open={open} onClose={onClose} title={riderDialogTexts.title}>
      <p>{riderDialogTexts.intro}</p>
      <ol className="rider-steps">
        {riderDialogTexts.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <form className="rider-form" onSubmit={submit}>
        <label>
          {riderDialogTexts.name}
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={TEXT_LIMITS.personName}
            autoComplete="name"
          />
        </label>
        <label>
          {riderDialogTexts.phone}
          <input
            value={phone}
            onChange={(e) => setPhone(e.target.value.replace(/\D+/g, ''))}
            required
            maxLength={TEXT_LIMITS.phone}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
          />
        </label>
        <label>
          {riderDialogTexts.area}
          <input
            value={area}
            onChange={(e) => setArea(e.target.value)}
            required
            maxLength={TEXT_LIMITS.deliveryPlace}
          />
        </label>
        <button type="submit" className={buttonClass('primary', 'medium')} disabled={!ready}>
          {riderDialogTexts.send}
        </button>
      </form>
      <p className="rider-form__call">
        {riderDialogTexts.orCall} <a href={contact.phoneHref}>{contact.phoneDisplay}</a>
      </p>
    </Dialog>
  );
}
