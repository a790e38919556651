// Create-post overlay: ≤ 4 photos, name, category → type (reset on category change),
// description, price, content lines, visibility, extras → 'View Product'.
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { postProductMutation } from '#src/api/vendors.ts';
import { Button, buttonClass } from '#src/components/button.tsx';
import { Dialog } from '#src/components/dialog.tsx';
import { ChoiceOptions } from '#src/features/vendor-tools/choice-options.tsx';
import { ExtrasEditor } from '#src/features/vendor-tools/extras-editor.tsx';
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
  type PostForm,
  postReady,
  withCategory,
  withType,
} from '#src/features/vendor-tools/post-form-state.ts';
import { vendorTexts } from '#src/features/vendor-tools/vendor-texts.ts';
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
  const post = useSendOnce(postProductMutation(userId));
  const set = (patch: Partial<PostForm>) => setForm((old) => ({ ...old, ...patch }));

  const close = () => {
    setPostedId(null);
    setFailure(null);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!postReady(form)) return;
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
        <form className="vendor-form" onSubmit={onSubmit}>
          <PhotoPicker
            label={vendorTexts.photos(MAX_POST_PHOTOS)}
            files={form.photos}
            onChange={(photos) => set({ photos })}
            max={MAX_POST_PHOTOS}
          />
          <label>
            {vendorTexts.name}
            <input value={form.name} required onChange={(e) => set({ name: e.target.value })} />
          </label>
          <label>
            {vendorTexts.category}
            <select
              value={form.category}
              required
              onChange={(e) => setForm((old) => withCategory(old, e.target.value))}
            >
              <ChoiceOptions choices={CATEGORY_NAMES} />
            </select>
          </label>
          <label>
            {vendorTexts.type}
            <select
              value={form.type}
              required
              disabled={form.category === ''}
              onChange={(e) => setForm((old) => withType(old, e.target.value))}
            >
              <ChoiceOptions choices={typesOf(form.category)} />
            </select>
          </label>
          <label>
            {vendorTexts.description}
            <textarea value={form.desc} required onChange={(e) => set({ desc: e.target.value })} />
          </label>
          <label>
            {vendorTexts.price}
            <input
              type="number"
              min={1}
              inputMode="decimal"
              value={form.price}
              required
              onChange={(e) => set({ price: e.target.value })}
            />
          </label>
          <ListInput
            label={vendorTexts.content}
            addLabel={vendorTexts.addContent}
            values={form.content}
            onChange={(content) => set({ content })}
            canAdd={canAddContent}
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
          <Button
            type="submit"
            loading={post.busy}
            busyLabel={vendorTexts.posting}
            disabled={!postReady(form)}
          >
            {vendorTexts.post}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
