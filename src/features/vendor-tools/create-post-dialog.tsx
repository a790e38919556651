// Create-post overlay: ≤ 4 photos, name, category → type (reset on category change),
// description, price, content lines, visibility, extras → 'View Product'. Post is never silently
// disabled: pressed with something wrong, each field says why under itself and the first takes
// the focus; a typed price is checked at once (₦0.01–₦10,000,000, kobo allowed); every text field
// stops at the mock's limit and says so.
import { useState } from 'react';
import { Link } from 'wouter';
import { postProductMutation } from '#src/api/vendors.ts';
import { Button, buttonClass } from '#src/components/button.tsx';
import { Dialog } from '#src/components/dialog.tsx';
import { FormFailure } from '#src/components/form-failure.tsx';
import { PostFields } from '#src/features/vendor-tools/post-fields.tsx';
import {
  EMPTY_POST,
  POST_FIELDS,
  type PostForm,
  postProblems,
} from '#src/features/vendor-tools/post-form-state.ts';
import { vendorTexts } from '#src/features/vendor-tools/vendor-texts.ts';
import { actionFailure, serverMessage } from '#src/lib/server-message.ts';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { useForm } from '#src/lib/use-form.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';

export interface CreatePostDialogProps {
  userId: string;
  open: boolean;
  onClose: () => void;
}

export function CreatePostDialog({ userId, open, onClose }: CreatePostDialogProps) {
  const [postedId, setPostedId] = useState<string | null>(null);
  const post = useSendOnce(postProductMutation(userId));
  // Once Post was pressed, blank required fields say so too (a typed price is checked at once);
  // a refused post is said in the dialog, beside its button (never a toast over it).
  const postForm = useForm({
    initial: EMPTY_POST,
    fields: POST_FIELDS,
    problems: postProblems,
    onValid: (form: PostForm) =>
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
            postForm.reset();
            setPostedId(product._id);
          },
          // A session answer is the session watcher's (one message with a sign-in link).
          onError: (error) => {
            if (!isSessionExpired(error))
              postForm.fail(actionFailure(error, (e) => vendorTexts.notPosted(serverMessage(e))));
          },
        },
      ),
  });
  const { values: form, errors: problems, set } = postForm;

  const close = () => {
    setPostedId(null);
    postForm.reset({ keepValues: true });
    onClose();
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
        <form className="vendor-form" {...postForm.form} noValidate>
          <PostFields form={form} problems={problems} set={set} />
          <FormFailure text={postForm.failure} />
          <Button type="submit" loading={post.busy} busyLabel={vendorTexts.posting}>
            {vendorTexts.post}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
