import { vendorTexts } from '#src/features/vendor-tools/vendor-texts.ts';

/** A select's options: 'Choose' (the empty value) first, then each choice as its own value. */
export function ChoiceOptions({ choices }: { choices: readonly string[] }) {
  return (
    <>
      <option value="">{vendorTexts.choose}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </>
  );
}
