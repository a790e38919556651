// /recover/account: 'Find your account' → reset code e-mailed → verification (reset flow). An
// unknown address goes on to the code page too (recovery-start.ts): the page tells no one who has
// an account.
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '#src/components/button.tsx';
import { AuthField, authFields } from '#src/features/auth/auth-field.tsx';
import { NarrowAuthLayout } from '#src/features/auth/auth-layout.tsx';
import { authTexts } from '#src/features/auth/auth-texts.ts';
import { startRecoveryMutation } from '#src/features/auth/recovery-start.ts';
import { verificationRoute } from '#src/lib/auth-paths.ts';
import { notifyFailure } from '#src/lib/server-message.ts';
import { texts } from '#src/lib/texts.ts';
import { notifySuccess, TOPICS } from '#src/lib/toast.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';
import { setCountdown, setUserInfo } from '#src/state/session.ts';

export function RecoverPage() {
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const mutation = useSendOnce(startRecoveryMutation());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    mutation.send(email.trim(), {
      onSuccess: ({ user }) => {
        setUserInfo({ user });
        notifySuccess(texts.sentSuccessfully, undefined, {
          topic: TOPICS.code,
          keep: Boolean(user.url),
        });
        if (user.url) {
          setCountdown();
          navigate(verificationRoute(user.url));
        }
      },
      onError: notifyFailure,
    });
  };

  return (
    <NarrowAuthLayout title={authTexts.findAccount}>
      <Link href="/signin" className="auth-back">
        <span aria-hidden="true">← </span>
        {authTexts.backToSignIn}
      </Link>
      <form className="auth-form" onSubmit={onSubmit}>
        <AuthField {...authFields.email} value={email} onChange={setEmail} />
        <p>{authTexts.recoverNote}</p>
        <Button type="submit" loading={mutation.busy} disabled={!email.trim()}>
          {authTexts.continue}
        </Button>
      </form>
    </NarrowAuthLayout>
  );
}
