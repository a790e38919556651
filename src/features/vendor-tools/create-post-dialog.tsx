// Create-post overlay: ≤ 4 photos, name, category → type (reset on category change),
// description, price, content lines, visibility, extras → 'View Product'. Post is never silently
// disabled: pressed with something wrong, each field says why under itself and the first takes
// the focus; a typed price is checked at once (₦0.01–₦10,000,000, kobo allowed); every text field
// stops at the mock's limit and says so.
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import { postProductMutation } from '#src/api/vendors.ts';
import { Button, buttonClass } from '#src/components/button.tsx';
import { Dialog } from '#src/components/dialog.tsx';
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
  EMPTY_POST,
  POST_FIELDS,
  type PostForm,
  postProblems,
  withCategory,
  withType,
} from '#src/features/vendor-tools/post-form-state.ts';
import { vendorTexts } from '#src/features/vendor-tools/vendor-texts.ts';
import { lengthNote } from '#src/lib/field-messages.ts';
import { serverMessage } from '#src/lib/server-message.ts';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';

export interface CreatePostDialogProps {
  userId: string;
  open: boolean;
  onClose: () => void;
}

export function CreatePostDialog({ userId, open, onClose }: CreatePostDialogProps) {
  const [form, setForm] = useState<PostForm>(EMPTY_POST);
  const [postedId, setPostedId] = useState<string | null>(null);
  // A refused post is said in the dialog, beside its button (never a toast over it).
  const [failure, setFailure] = useState<string | null>(null);
  // Once Post was pressed, blank required fields say so too (a typed price is checked at once).
  const [checked, setChecked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const problems = postProblems(form, checked);
  const post = useSendOnce(postProductMutation(userId));
  const set = (patch: Partial<PostForm>) => setForm((old) => ({ ...old, ...patch }));

  const close = () => {
    setPostedId(null);
    setFailure(null);
    setChecked(false);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = postProblems(form, true);
    const first = POST_FIELDS.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFailure(null);
    post.send(
      {
        imgs: form.photos,
        name: form.name.trim(),
        type: form.type,
        desc: form.desc.trim(),
        category: form.category,
        price: Number(form.price),
        content: form.content,
        visibility: form.visibility,
        extras: form.extras,
      },
      {
        // The dialog says it (role="status") with 'View Product': no toast that would outlive it.
        onSuccess: (product) => {
          setForm(EMPTY_POST);
          setChecked(false);
          setPostedId(product._id);
        },
        // A session answer is the session watcher's (one message with a sign-in link).
        onError: (error) => {
          if (!isSessionExpired(error)) setFailure(vendorTexts.notPosted(serverMessage(error)));
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} title={vendorTexts.postTitle} variant="sheet">
      {postedId ? (
        <div className="vendor-posted" role="status">
          <p>{vendorTexts.posted}</p>
          <Link href={`/product/${postedId}`} className={buttonClass('primary', 'medium')}>
            {vendorTexts.viewProduct}
          </Link>
        </div>
      ) : (
        <form className="vendor-form" onSubmit={onSubmit} ref={formRef} noValidate>
          <PhotoPicker
            label={vendorTexts.photos(MAX_POST_PHOTOS)}
            files={form.photos}
            onChange={(photos) => set({ photos })}
            max={MAX_POST_PHOTOS}
          />
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
                onChange={(e) => setForm((old) => withCategory(old, e.target.value))}
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
                onChange={(e) => setForm((old) => withType(old, e.target.value))}
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
          {failure ? (
            <p className="field-error" role="alert">
              {failure}
            </p>
          ) : null}
          <Button type="submit" loading={post.busy} busyLabel={vendorTexts.posting}>
            {vendorTexts.post}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
