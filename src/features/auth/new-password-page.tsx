// /newpassword/change/{urlf}/change: only with a password-reset session (user.urlf, no _id).
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { changePasswordMutation } from '#src/api/auth.ts';
import { Button } from '#src/components/button.tsx';
import { AuthField, authFields } from '#src/features/auth/auth-field.tsx';
import { NarrowAuthLayout } from '#src/features/auth/auth-layout.tsx';
import { authTexts } from '#src/features/auth/auth-texts.ts';
import { longEnoughPassword, passwordTooShort } from '#src/lib/field-messages.ts';
import { mediaUrl } from '#src/lib/media-url.ts';
import { notifyFailure } from '#src/lib/server-message.ts';
import { initialsOf } from '#src/lib/text-format.ts';
import { texts } from '#src/lib/texts.ts';
import { notifySuccess } from '#src/lib/toast.ts';
import { useForm } from '#src/lib/use-form.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';
import { sessionStore, sessionUserId, setUserInfo } from '#src/state/session.ts';

/** Once Change password was pressed, a short password is said at the field (and follows typing). */
const shortPassword = ({ password }: { password: string }, pressed: boolean) => ({
  password: pressed && !longEnoughPassword(password) ? passwordTooShort : undefined,
});

export function NewPasswordPage() {
  const session = useSnapshot(sessionStore);
  const [, navigate] = useLocation();
  const nameId = useId();
  const mutation = useSendOnce(changePasswordMutation());
  const user = session.userInfo?.user;
  const email = typeof user?.email === 'string' ? user.email : '';
  const form = useForm({
    initial: { password: '' },
    fields: ['password'],
    problems: shortPassword,
    ready: ({ password }) => password !== '',
    onValid: ({ password }) =>
      mutation.send(
        { email, password },
        {
          onSuccess: ({ user: signedIn }) => {
            setUserInfo({ user: signedIn, firstname: signedIn.firstname });
            notifySuccess(texts.passwordChanged, undefined, { keep: true });
            navigate('/');
          },
          onError: notifyFailure,
        },
      ),
  });
  const { password } = form.values;

  if (sessionUserId(session) || !user?.urlf) return <Redirect to="/" replace />;
  const name = typeof user.name === 'string' ? user.name : '';

  return (
    <NarrowAuthLayout title={authTexts.changePassword}>
      <figure className="auth-person" aria-labelledby={nameId}>
        {typeof user.img === 'string' && user.img ? (
          <img src={mediaUrl(user.img)} alt="" width={56} height={56} />
        ) : (
          <span className="auth-person__initials" aria-hidden="true">
            {initialsOf(name || email)}
          </span>
        )}
        <figcaption id={nameId}>{name}</figcaption>
      </figure>
      <form className="auth-form" {...form.form}>
        <AuthField
          {...authFields.newPassword}
          hint={authTexts.passwordHint}
          error={form.errors.password}
          value={password}
          onChange={(value) => form.set({ password: value })}
        />
        <Button type="submit" loading={mutation.busy} disabled={!password}>
          {authTexts.savePassword}
        </Button>
      </form>
    </NarrowAuthLayout>
  );
}
