// The create-post form's fields: ≤ 4 photos, name, category → type (reset on category change),
// description, price, content lines, visibility, extras; each says what is wrong under itself
// (the form's check, create-post-dialog.tsx) and every text field stops at the mock's limit.
import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import { ChoiceOptions } from '#src/features/vendor-tools/choice-options.tsx';
import { ExtrasEditor } from '#src/features/vendor-tools/extras-editor.tsx';
import { FormField } from '#src/features/vendor-tools/form-field.tsx';
import { ListInput } from '#src/features/vendor-tools/list-input.tsx';
import { PhotoPicker } from '#src/features/vendor-tools/photo-picker.tsx';
import {
  CATEGORY_NAMES,
  canAddContent,
  MAX_POST_PHOTOS,
  typesOf,
  VISIBILITIES,
} from '#src/features/vendor-tools/post-catalogue.ts';
import {
  type PostField,
  type PostForm,
  withCategory,
  withType,
} from '#src/features/vendor-tools/post-form-state.ts';
import { vendorTexts } from '#src/features/vendor-tools/vendor-texts.ts';
import { lengthNote } from '#src/lib/field-messages.ts';
import type { Problems } from '#src/lib/use-form.ts';

export interface PostFieldsProps {
  form: PostForm;
  problems: Problems<PostField>;
  set(change: Partial<PostForm> | ((old: PostForm) => PostForm)): void;
}

export function PostFields({ form, problems, set }: PostFieldsProps) {
  return (
    <>
      <PhotoPicker
        label={vendorTexts.photos(MAX_POST_PHOTOS)}
        files={form.photos}
        onChange={(photos) => set({ photos })}
        max={MAX_POST_PHOTOS}
      />
      <PostDetails form={form} problems={problems} set={set} />
      <ListInput
        label={vendorTexts.content}
        addLabel={vendorTexts.addContent}
        values={form.content}
        onChange={(content) => set({ content })}
        canAdd={canAddContent}
        maxLength={TEXT_LIMITS.contentLine}
        maxItems={TEXT_LIMITS.contentLines}
      />
      <fieldset className="vendor-visibility">
        <legend>{vendorTexts.visibility}</legend>
        {VISIBILITIES.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="visibility"
              value={value}
              checked={form.visibility === value}
              onChange={() => set({ visibility: value })}
            />
            {value}
          </label>
        ))}
      </fieldset>
      {form.type ? (
        <ExtrasEditor
          type={form.type}
          extras={form.extras}
          onChange={(extras) => set({ extras })}
        />
      ) : null}
    </>
  );
}

/** The fields a post cannot go without: name, category, type, description, price. */
function PostDetails({ form, problems, set }: PostFieldsProps) {
  return (
    <>
      <FormField
        label={vendorTexts.name}
        error={problems.name}
        note={lengthNote(vendorTexts.name, form.name, TEXT_LIMITS.productName)}
      >
        {(control) => (
          <input
            {...control}
            name="name"
            value={form.name}
            required
            maxLength={TEXT_LIMITS.productName}
            onChange={(e) => set({ name: e.target.value })}
          />
        )}
      </FormField>
      <FormField label={vendorTexts.category} error={problems.category}>
        {(control) => (
          <select
            {...control}
            name="category"
            value={form.category}
            required
            onChange={(e) => set((old) => withCategory(old, e.target.value))}
          >
            <ChoiceOptions choices={CATEGORY_NAMES} />
          </select>
        )}
      </FormField>
      <FormField label={vendorTexts.type} error={problems.type}>
        {(control) => (
          <select
            {...control}
            name="type"
            value={form.type}
            required
            disabled={form.category === ''}
            onChange={(e) => set((old) => withType(old, e.target.value))}
          >
            <ChoiceOptions choices={typesOf(form.category)} />
          </select>
        )}
      </FormField>
      <FormField
        label={vendorTexts.description}
        error={problems.desc}
        note={lengthNote(vendorTexts.description, form.desc, TEXT_LIMITS.productDesc)}
      >
        {(control) => (
          <textarea
            {...control}
            name="desc"
            value={form.desc}
            required
            maxLength={TEXT_LIMITS.productDesc}
            onChange={(e) => set({ desc: e.target.value })}
          />
        )}
      </FormField>
      <FormField label={vendorTexts.price} error={problems.price}>
        {(control) => (
          <input
            {...control}
            name="price"
            type="number"
            min={0.01}
            max={10_000_000}
            step={0.01}
            inputMode="decimal"
            value={form.price}
            required
            onChange={(e) => set({ price: e.target.value })}
          />
        )}
      </FormField>
    </>
  );
}
