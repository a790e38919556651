import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { authEndpoints, type RegisterRequest } from '../../shared/schemas/auth.ts';
import { apiRequest } from './client.ts';
import { getDeviceId } from './device-id.ts';
import { orderQueries } from './orders.ts';
import { transactionQueries } from './transactions.ts';
import { walletQueries } from './wallet.ts';

// Account and session calls under /api/users. The device id goes in each body as `fingerprint`.

export interface SignInInput {
  email: string;
  password: string;
}

/** `POST /api/users/signin` with `email, password, fingerprint`. */
export async function signIn(input: SignInInput) {
  const deviceId = await getDeviceId();
  return apiRequest(authEndpoints.signin, {
    body: { email: input.email, password: input.password, fingerprint: deviceId },
  });
}

export type RegisterInput = Omit<RegisterRequest, 'fingerprint'>;

/** `POST /api/users/register` with `surname, firstname, password, age, country, state, email,
 * fingerprint`. */
export async function register(input: RegisterInput) {
  const deviceId = await getDeviceId();
  return apiRequest(authEndpoints.register, {
    body: {
      surname: input.surname,
      firstname: input.firstname,
      password: input.password,
      age: input.age,
      country: input.country,
      state: input.state,
      email: input.email,
      fingerprint: deviceId,
    },
  });
}

export interface VerifyCodeInput {
  email: string;
  otpCode: string;
  /** The `rdt` the sign-in or reset answered (device code, reset code); absent for the account
   * e-mail code. */
  rdt?: string;
  /** `'resetPasswordOtp'` in the password-reset flow. */
  resetPasswordOtp?: string;
}

/** `POST /api/users/verification` with `email, otpCode, forTokenFingerPrint, fingerprint,
 * resetPasswordOtp` (the last two empty when not in that flow). */
export async function verifyCode(input: VerifyCodeInput) {
  const deviceId = await getDeviceId();
  return apiRequest(authEndpoints.verification, {
    body: {
      email: input.email,
      otpCode: input.otpCode,
      forTokenFingerPrint: deviceId,
      fingerprint: input.rdt ?? '',
      resetPasswordOtp: input.resetPasswordOtp ?? '',
    },
  });
}

/** `POST /api/users/resendOtp` with `email, fingerprint`; answers a bare string. */
export async function resendOtp(email: string) {
  const deviceId = await getDeviceId();
  return apiRequest(authEndpoints.resendOtp, { body: { email, fingerprint: deviceId } });
}

/** `POST /api/users/resetpassword` with `email, fingerprint` (start and resend of recovery). */
export async function resetPassword(email: string) {
  const deviceId = await getDeviceId();
  return apiRequest(authEndpoints.resetPassword, { body: { email, fingerprint: deviceId } });
}

/** `POST /api/users/changepassword` with `email, password, fingerprint`. */
export async function changePassword(input: SignInInput) {
  const deviceId = await getDeviceId();
  return apiRequest(authEndpoints.changePassword, {
    body: { email: input.email, password: input.password, fingerprint: deviceId },
  });
}

/** `POST /api/users/logout` (no body). */
export function logout() {
  return apiRequest(authEndpoints.logout, {});
}

/** Queries that belong to whoever is signed in. */
const SESSION_SCOPED = [orderQueries.all(), transactionQueries.all(), walletQueries.all()];

/** After the session changes, nothing cached for the previous user may be shown. */
function resetSessionQueries(client: QueryClient) {
  for (const queryKey of SESSION_SCOPED) client.removeQueries({ queryKey });
}

const hasSession = (user: object) => '_id' in user && 'firstname' in user;

export const signInMutation = () =>
  mutationOptions({
    mutationKey: ['users', 'signin'],
    mutationFn: signIn,
    onSuccess: (data, _input, _result, { client }) => {
      if (hasSession(data.user)) resetSessionQueries(client);
    },
  });

export const registerMutation = () =>
  mutationOptions({ mutationKey: ['users', 'register'], mutationFn: register });

export const verifyCodeMutation = () =>
  mutationOptions({
    mutationKey: ['users', 'verification'],
    mutationFn: verifyCode,
    onSuccess: (data, _input, _result, { client }) => {
      if (hasSession(data.user)) resetSessionQueries(client);
    },
  });

export const changePasswordMutation = () =>
  mutationOptions({
    mutationKey: ['users', 'change-password'],
    mutationFn: changePassword,
    onSuccess: (_data, _input, _result, { client }) => resetSessionQueries(client),
  });

export const logoutMutation = () =>
  mutationOptions({
    mutationKey: ['users', 'logout'],
    mutationFn: logout,
    onSettled: (_data, _error, _input, _result, { client }) => resetSessionQueries(client),
  });
