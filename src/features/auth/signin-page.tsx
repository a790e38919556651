// /signin: email + password → a session ('Signed in as {firstname}', then `?next=` or /) or a code
// to enter (a new device: 'enter the code we sent', /verification/{url}/auth with the 60 s countdown, `next` kept).
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { signInMutation } from '#src/api/auth.ts';
import { Button } from '#src/components/button.tsx';
import { signInFailure } from '#src/features/auth/auth-failures.ts';
import { AuthField, authFields } from '#src/features/auth/auth-field.tsx';
import { AuthLayout } from '#src/features/auth/auth-layout.tsx';
import { authTexts } from '#src/features/auth/auth-texts.ts';
import { nextFrom, verificationRoute, withNext } from '#src/lib/auth-paths.ts';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { signedInAs, texts } from '#src/lib/texts.ts';
import { closeTopic, notifyError, notifyInfo, notifySuccess, TOPICS } from '#src/lib/toast.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';
import { sessionStore, sessionUserId, setCountdown, setUserInfo } from '#src/state/session.ts';

export function SignInPage() {
  const session = useSnapshot(sessionStore);
  const [, navigate] = useLocation();
  const next = nextFrom(useSearch());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useSendOnce(signInMutation());

  if (sessionUserId(session)) return <Redirect to={next ?? '/'} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return;
    mutation.send(
      { email: email.trim(), password },
      {
        onSuccess: ({ user }) => {
          closeTopic(TOPICS.signin);
          const firstname = typeof user.firstname === 'string' ? user.firstname : '';
          if ('_id' in user && typeof user._id === 'string' && firstname) {
            setUserInfo({ user, firstname });
            notifySuccess(signedInAs(firstname), undefined, { topic: TOPICS.session, keep: true });
            navigate(next ?? '/');
            return;
          }
          setUserInfo({ user });
          if (!firstname) {
            notifyInfo(texts.verifyThisDevice, undefined, {
              topic: TOPICS.code,
              keep: typeof user.url === 'string' && user.url !== '',
            });
          }
          if (typeof user.url === 'string' && user.url) {
            setCountdown();
            navigate(withNext(verificationRoute(user.url), next));
          }
        },
        // One message at a time: a second refusal replaces the first.
        onError: (error) => {
          if (isSessionExpired(error)) return;
          notifyError(signInFailure(error), undefined, { topic: TOPICS.signin });
        },
      },
    );
  };

  return (
    <AuthLayout title={authTexts.signInTitle}>
      <form className="auth-form" onSubmit={onSubmit} noValidate={false}>
        <AuthField {...authFields.email} value={email} onChange={setEmail} />
        <AuthField {...authFields.password} value={password} onChange={setPassword} />
        <Button type="submit" loading={mutation.busy} disabled={!email.trim() || !password}>
          {authTexts.login}
        </Button>
      </form>
      <div className="auth-form__row">
        <Link href="/recover/account">{authTexts.forgotPassword}</Link>
        <Link href={withNext('/signup', next)}>{authTexts.noAccount}</Link>
      </div>
    </AuthLayout>
  );
}
