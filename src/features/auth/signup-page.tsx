// /signup: every field required (Sign Up disabled until all are filled); 'password not match'
// (said at the confirmation) sends nothing; success → /verification/{url}/auth, 60 s countdown, 'verify your email'.
// Each field has the mock's length limit; the date of birth is written the locale's way
// (dd/mm/yyyy) and a password needs 8 characters: a wrong one is said at its field.
import { useSnapshot } from 'valtio';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import { registerMutation } from '#src/api/auth.ts';
import { Button } from '#src/components/button.tsx';
import { AuthField } from '#src/features/auth/auth-field.tsx';
import { AuthLayout } from '#src/features/auth/auth-layout.tsx';
import { authTexts } from '#src/features/auth/auth-texts.ts';
import {
  birthDateExample,
  birthDatePattern,
  parseBirthDate,
} from '#src/features/auth/birth-date.ts';
import { nextFrom, verificationRoute, withNext } from '#src/lib/auth-paths.ts';
import { longEnoughPassword, passwordTooShort } from '#src/lib/field-messages.ts';
import { notifyFailure } from '#src/lib/server-message.ts';
import { texts } from '#src/lib/texts.ts';
import { notifyInfo, TOPICS } from '#src/lib/toast.ts';
import { useForm } from '#src/lib/use-form.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';
import { sessionStore, sessionUserId, setCountdown, setUserInfo } from '#src/state/session.ts';

const FIELDS = [
  {
    key: 'firstname',
    label: authTexts.firstName,
    type: 'text',
    auto: 'given-name',
    max: TEXT_LIMITS.personName,
  },
  {
    key: 'surname',
    label: authTexts.lastName,
    type: 'text',
    auto: 'family-name',
    max: TEXT_LIMITS.personName,
  },
  {
    key: 'state',
    label: authTexts.state,
    type: 'text',
    auto: 'address-level1',
    max: TEXT_LIMITS.region,
  },
  {
    key: 'country',
    label: authTexts.country,
    type: 'text',
    auto: 'country-name',
    max: TEXT_LIMITS.region,
  },
  { key: 'age', label: authTexts.age, type: 'text', auto: 'bday', max: 10 },
  { key: 'email', label: authTexts.email, type: 'email', auto: 'email', max: TEXT_LIMITS.email },
  {
    key: 'password',
    label: authTexts.password,
    type: 'password',
    auto: 'new-password',
    max: TEXT_LIMITS.password,
  },
  {
    key: 'confirm',
    label: authTexts.confirmPassword,
    type: 'password',
    auto: 'new-password',
    max: TEXT_LIMITS.password,
  },
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

const KEYS = FIELDS.map(({ key }) => key);
const today = () => new Date();

/**
 * Once Sign Up was pressed, a wrong date, a short password or a confirmation that differs (the
 * spec's 'password not match') is said at its field.
 */
function signUpProblems(values: Values, pressed: boolean): Partial<Record<Key, string>> {
  if (!pressed) return {};
  return {
    age: parseBirthDate(values.age, today())
      ? undefined
      : authTexts.ageInvalid(birthDatePattern, birthDateExample),
    password: longEnoughPassword(values.password) ? undefined : passwordTooShort,
    confirm: values.password === values.confirm ? undefined : texts.passwordNotMatch,
  };
}

const complete = (values: Values) => FIELDS.every(({ key }) => values[key].trim() !== '');

export function SignUpPage() {
  const session = useSnapshot(sessionStore);
  const [, navigate] = useLocation();
  const next = nextFrom(useSearch());
  const mutation = useSendOnce(registerMutation());
  const form = useForm({
    initial: EMPTY,
    fields: KEYS,
    problems: signUpProblems,
    ready: complete,
    onValid: (values: Values) => {
      // Known good: the form's check passed.
      const age = parseBirthDate(values.age, today());
      if (!age) return;
      const { confirm: _confirm, ...body } = values;
      mutation.send(
        { ...body, age, email: body.email.trim() },
        {
          onSuccess: ({ user }) => {
            setUserInfo({ user });
            setCountdown();
            notifyInfo(texts.verifyYourEmail, undefined, { topic: TOPICS.code, keep: true });
            navigate(withNext(verificationRoute(user.url), next));
          },
          onError: notifyFailure,
        },
      );
    },
  });
  const { values, errors } = form;

  if (sessionUserId(session)) return <Redirect to={next ?? '/'} replace />;

  return (
    <AuthLayout title={authTexts.signUpTitle}>
      <form className="auth-form" {...form.form}>
        {FIELDS.map(({ key, label, type, auto, max }) => (
          <AuthField
            key={key}
            label={label}
            type={type}
            name={key}
            autoComplete={auto}
            maxLength={max}
            error={errors[key]}
            {...(key === 'age'
              ? {
                  hint: authTexts.ageHint(birthDatePattern),
                  placeholder: birthDatePattern,
                  inputMode: 'numeric' as const,
                }
              : key === 'password'
                ? { hint: authTexts.passwordHint }
                : {})}
            value={values[key]}
            onChange={(value) => form.set({ [key]: value })}
          />
        ))}
        <Button type="submit" loading={mutation.busy} disabled={!complete(values)}>
          {authTexts.signUp}
        </Button>
      </form>
      <Link href={withNext('/signin', next)}>{authTexts.haveAccount}</Link>
    </AuthLayout>
  );
}
