// /signup: every field required (Sign Up disabled until all are filled); 'password not match'
// sends nothing; success → /verification/{url}/auth, 60 s countdown, 'verify your email'.
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { registerMutation } from '#src/api/auth.ts';
import { nextFrom, verificationRoute, withNext } from '#src/app/auth-paths.ts';
import { Button } from '#src/components/button.tsx';
import { AuthField } from '#src/features/auth/auth-field.tsx';
import { AuthLayout } from '#src/features/auth/auth-layout.tsx';
import { authTexts } from '#src/features/auth/auth-texts.ts';
import { notifyFailure } from '#src/lib/server-message.ts';
import { texts } from '#src/lib/texts.ts';
import { closeTopic, notifyError, notifyInfo, TOPICS } from '#src/lib/toast.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';
import { sessionStore, sessionUserId, setCountdown, setUserInfo } from '#src/state/session.ts';

const FIELDS = [
  { key: 'firstname', label: authTexts.firstName, type: 'text', auto: 'given-name' },
  { key: 'surname', label: authTexts.lastName, type: 'text', auto: 'family-name' },
  { key: 'state', label: authTexts.state, type: 'text', auto: 'address-level1' },
  { key: 'country', label: authTexts.country, type: 'text', auto: 'country-name' },
  { key: 'age', label: authTexts.age, type: 'date', auto: 'bday' },
  { key: 'email', label: authTexts.email, type: 'email', auto: 'email' },
  { key: 'password', label: authTexts.password, type: 'password', auto: 'new-password' },
  { key: 'confirm', label: authTexts.confirmPassword, type: 'password', auto: 'new-password' },
] as const;

type Key = (typeof FIELDS)[number]['key'];
type Values = Record<Key, string>;

const EMPTY: Values = {
  firstname: '',
  surname: '',
  state: '',
  country: '',
  age: '',
  email: '',
  password: '',
  confirm: '',
};

export function SignUpPage() {
  const session = useSnapshot(sessionStore);
  const [, navigate] = useLocation();
  const next = nextFrom(useSearch());
  const [values, setValues] = useState<Values>(EMPTY);
  const mutation = useSendOnce(registerMutation());
  const complete = FIELDS.every(({ key }) => values[key].trim() !== '');

  if (sessionUserId(session)) return <Redirect to={next ?? '/'} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    if (values.password !== values.confirm) {
      notifyError(texts.passwordNotMatch, undefined, { topic: TOPICS.signup });
      return;
    }
    const { confirm: _confirm, ...body } = values;
    mutation.send(
      { ...body, email: body.email.trim() },
      {
        onSuccess: ({ user }) => {
          setUserInfo({ user });
          setCountdown();
          closeTopic(TOPICS.signup);
          notifyInfo(texts.verifyYourEmail, undefined, { topic: TOPICS.code, keep: true });
          navigate(withNext(verificationRoute(user.url), next));
        },
        onError: notifyFailure,
      },
    );
  };

  return (
    <AuthLayout title={authTexts.signUpTitle}>
      <form className="auth-form" onSubmit={onSubmit}>
        {FIELDS.map(({ key, label, type, auto }) => (
          <AuthField
            key={key}
            label={label}
            type={type}
            name={key}
            autoComplete={auto}
            value={values[key]}
            onChange={(value) => setValues((old) => ({ ...old, [key]: value }))}
          />
        ))}
        <Button type="submit" loading={mutation.busy} disabled={!complete}>
          {authTexts.signUp}
        </Button>
      </form>
      <Link href={withNext('/signin', next)}>{authTexts.haveAccount}</Link>
    </AuthLayout>
  );
}
