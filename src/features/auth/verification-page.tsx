// /verification/{url}/auth: the 6-digit code of a new device, a new account or a password reset.
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { resendOtp, verifyCodeMutation } from '#src/api/auth.ts';
import { Button } from '#src/components/button.tsx';
import { codeFailure } from '#src/features/auth/auth-failures.ts';
import { AuthLayout } from '#src/features/auth/auth-layout.tsx';
import { authTexts, resendLabel } from '#src/features/auth/auth-texts.ts';
import { CODE_LENGTH, CodeInput } from '#src/features/auth/code-input.tsx';
import { startRecovery } from '#src/features/auth/recovery-start.ts';
import { newPasswordRoute, nextFrom, verificationRoute, withNext } from '#src/lib/auth-paths.ts';
import { serverMessage } from '#src/lib/server-message.ts';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { maskEmail } from '#src/lib/text-format.ts';
import { texts, welcome } from '#src/lib/texts.ts';
import { closeTopic, notifyError, notifySuccess, TOPICS } from '#src/lib/toast.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';
import {
  resetCountdown,
  sessionStore,
  sessionUserId,
  setCountdown,
  setUserInfo,
} from '#src/state/session.ts';

/** A refused code, in plain words; one message at a time on the code page. */
function sayCodeFailure(error: unknown) {
  if (isSessionExpired(error)) return;
  notifyError(codeFailure(error), undefined, { topic: TOPICS.code });
}

/** A refused resend, in the server's words (lib/server-message.ts), on the same topic. */
function sayResendFailure(error: unknown) {
  if (isSessionExpired(error)) return;
  notifyError(serverMessage(error), undefined, { topic: TOPICS.code });
}

function useResend(email: string, resetFlow: boolean, next: string | null) {
  const [, navigate] = useLocation();
  return useSendOnce({
    mutationKey: ['users', 'resend-code'],
    mutationFn: async () => {
      if (!resetFlow) return { message: await resendOtp(email), url: undefined };
      const { user } = await startRecovery(email);
      setUserInfo({ user });
      return { message: texts.sentSuccessfully, url: user.url };
    },
    onSuccess: ({ message, url }) => {
      setCountdown();
      notifySuccess(message, undefined, { topic: TOPICS.code, keep: Boolean(url) });
      if (url) navigate(withNext(verificationRoute(url), next), { replace: true });
    },
    onError: sayResendFailure,
  });
}

export function VerificationPage() {
  const session = useSnapshot(sessionStore);
  const [, navigate] = useLocation();
  const next = nextFrom(useSearch());
  const [code, setCode] = useState('');
  const user = session.userInfo?.user;
  const email = typeof user?.email === 'string' ? user.email : '';
  const resetFlow = Boolean(user?.resetPasswordOtp);
  const verify = useSendOnce(verifyCodeMutation());
  const resend = useResend(email, resetFlow, next);
  const signedIn = sessionUserId(session) !== null;

  useEffect(() => {
    if (signedIn) resetCountdown();
  }, [signedIn]);

  if (signedIn) return <Redirect to={next ?? '/'} replace />;
  if (!user?.url) {
    if (user?.urlf) return <Redirect to={newPasswordRoute(user.urlf)} replace />;
    return <Redirect to="/signin" replace />;
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length < CODE_LENGTH) return;
    verify.send(
      {
        email,
        otpCode: code,
        rdt: typeof user.rdt === 'string' ? user.rdt : undefined,
        resetPasswordOtp:
          typeof user.resetPasswordOtp === 'string' ? user.resetPasswordOtp : undefined,
      },
      {
        onSuccess: ({ user: verified }) => {
          if ('_id' in verified && typeof verified._id === 'string') {
            const firstname = typeof verified.firstname === 'string' ? verified.firstname : '';
            setUserInfo({ user: verified, firstname });
            resetCountdown();
            closeTopic(TOPICS.code);
            if (firstname) {
              notifySuccess(welcome(firstname), undefined, { topic: TOPICS.session, keep: true });
            }
            navigate(next ?? '/');
            return;
          }
          if ('urlf' in verified && typeof verified.urlf === 'string') {
            setUserInfo({ user: { ...verified } });
            resetCountdown();
            closeTopic(TOPICS.code);
            navigate(newPasswordRoute(verified.urlf));
          }
        },
        onError: sayCodeFailure,
      },
    );
  };

  // Only a new device's code verifies this device. An account's first code (sign-up, or signing
  // in before verifying) and a password reset's code prove the e-mail: 'Email verification', as
  // the spec titles the reset flow, with a line saying the reset code leads to a new password.
  const deviceCode = !resetFlow && typeof user.rdt === 'string';
  const title = deviceCode ? authTexts.verifyDevice : authTexts.emailVerification;
  return (
    <AuthLayout title={title}>
      {resetFlow ? (
        // The same words whether or not the address has an account (recovery-start.ts).
        <p>
          {authTexts.enterResetCode} <strong>{maskEmail(email)}</strong>
          {authTexts.resetCodeFor} {authTexts.onlyAccountsGetOne}
        </p>
      ) : (
        <p>
          {/* An account's first code (sign-up) goes to the address the person has just typed:
              shown whole, so a typo shows. A new device's code: masked, as the spec has it. */}
          {authTexts.codeSentTo} <strong>{deviceCode ? maskEmail(email) : email}</strong>
        </p>
      )}
      <p>{authTexts.checkInbox}</p>
      <form className="auth-form" onSubmit={onSubmit}>
        <CodeInput label={authTexts.code} value={code} onChange={setCode} />
        <Button type="submit" loading={verify.busy} disabled={code.length < CODE_LENGTH}>
          {authTexts.verify}
        </Button>
      </form>
      <Button
        variant="secondary"
        loading={resend.busy}
        disabled={session.countdown > 0}
        onClick={() => resend.send()}
        aria-live="polite"
      >
        {resendLabel(session.countdown)}
      </Button>
    </AuthLayout>
  );
}
