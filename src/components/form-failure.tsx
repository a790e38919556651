// A form's one failure line (the send was refused), beside its button: role="alert", so it is
// said as it appears; nothing when there is no failure.
export function FormFailure({ text }: { text: string | null }) {
  return text ? (
    <p className="field-error" role="alert">
      {text}
    </p>
  ) : null;
}
