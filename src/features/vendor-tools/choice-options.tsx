import { vendorTexts } from '#src/features/vendor-tools/vendor-texts.ts';
import { categoryLabel } from '#src/lib/category-labels.ts';

/** A select's options: 'Choose' (the empty value) first, then each choice as its own value (shown
 * as people read it: the API's 'Desert' type reads 'Dessert'). */
export function ChoiceOptions({ choices }: { choices: readonly string[] }) {
  return (
    <>
      <option value="">{vendorTexts.choose}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {categoryLabel(choice)}
        </option>
      ))}
    </>
  );
}
