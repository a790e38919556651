import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { changePassword, resendOtp, resetPassword, verifyCode } from '#src/api/auth.ts';
import { EXAMPLE, fromState, id } from '#tests/support/contracts/ids.ts';
import { createPact, useClient } from '#tests/support/contracts/pact.ts';
import { rejection } from '#tests/support/contracts/rejection.ts';
import { setsSessionCookie } from '#tests/support/contracts/session.ts';
import { bareJsonString, messageBody, sessionUserShape } from '#tests/support/contracts/shapes.ts';
import { NEW_DEVICE_ID, STATE } from '#tests/support/contracts/states.ts';

const { like } = MatchersV3;

// Verification codes, resend and password recovery (POST /api/users/...).

const pact = createPact();
const email = () => fromState('email', EXAMPLE.buyerEmail);
const device = () => fromState('deviceId', EXAMPLE.deviceId);
const json = { 'Content-Type': 'application/json' };

/** The new account of the "waiting for its e-mail code" states. */
const newEmail = () => fromState('email', EXAMPLE.newEmail);

describe('account contract: codes and password recovery', () => {
  const verification = (
    code: unknown,
    rdt: unknown = '',
    reset = '',
    address: unknown = email(),
  ) => ({
    email: address,
    otpCode: code,
    forTokenFingerPrint: device(),
    fingerprint: rdt,
    resetPasswordOtp: reset,
  });

  it('POST /api/users/verification — the account e-mail code', () =>
    pact
      .addInteraction()
      .given(STATE.accountAwaitingCode, { email: EXAMPLE.newEmail })
      .uponReceiving('the e-mail verification code of a new account')
      .withRequest('POST', '/api/users/verification', (b) =>
        b.headers(json).jsonBody(verification(fromState('code', EXAMPLE.code), '', '', newEmail())),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(setsSessionCookie)
          .jsonBody({ user: { firstname: like('Chidi'), _id: id(EXAMPLE.userId) } }),
      )
      .executeTest(async (mock) => {
        useClient(mock);
        const { user } = await verifyCode({ email: EXAMPLE.newEmail, otpCode: EXAMPLE.code });
        expect('_id' in user && user._id).toBe(EXAMPLE.userId);
      }));

  it('POST /api/users/verification — the new-device code', () =>
    pact
      .addInteraction()
      .given(STATE.buyerOnNewDevice, { device: NEW_DEVICE_ID })
      .uponReceiving('the code of a sign-in from a new device')
      .withRequest('POST', '/api/users/verification', (b) =>
        b.headers(json).jsonBody({
          ...verification(fromState('code', EXAMPLE.code), NEW_DEVICE_ID),
          forTokenFingerPrint: NEW_DEVICE_ID,
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers(setsSessionCookie).jsonBody({ user: sessionUserShape }),
      )
      .executeTest(async (mock) => {
        useClient(mock, { deviceId: NEW_DEVICE_ID });
        const { user } = await verifyCode({
          email: EXAMPLE.buyerEmail,
          otpCode: EXAMPLE.code,
          rdt: NEW_DEVICE_ID,
        });
        expect('firstname' in user && user.firstname).toBe('Adaeze');
      }));

  it('POST /api/users/verification — the password-reset code', () =>
    pact
      .addInteraction()
      .given(STATE.resetRequested)
      .uponReceiving('the code of a password reset')
      .withRequest('POST', '/api/users/verification', (b) =>
        b
          .headers(json)
          .jsonBody(verification(fromState('code', EXAMPLE.code), device(), 'resetPasswordOtp')),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          user: {
            email: like(EXAMPLE.buyerEmail),
            name: like('Adaeze Okafor'),
            urlf: like('Okafor2026-…Adaeze'),
          },
        }),
      )
      .executeTest(async (mock) => {
        useClient(mock);
        const { user } = await verifyCode({
          email: EXAMPLE.buyerEmail,
          otpCode: EXAMPLE.code,
          rdt: EXAMPLE.deviceId,
          resetPasswordOtp: 'resetPasswordOtp',
        });
        expect('urlf' in user && user.urlf).not.toBe('');
      }));

  it('POST /api/users/verification — incorrect OTP', () =>
    pact
      .addInteraction()
      .given(STATE.accountAwaitingCode, { email: EXAMPLE.newEmail })
      .uponReceiving('a wrong e-mail verification code')
      .withRequest('POST', '/api/users/verification', (b) =>
        b
          .headers(json)
          .jsonBody(verification(fromState('wrongCode', EXAMPLE.wrongCode), '', '', newEmail())),
      )
      .willRespondWith(401, (b) => b.jsonBody(messageBody('Incorrect OTP')))
      .executeTest(async (mock) => {
        useClient(mock);
        const error = await rejection(
          verifyCode({ email: EXAMPLE.newEmail, otpCode: EXAMPLE.wrongCode }),
        );
        expect(error).toEqual({ status: 401, message: 'Incorrect OTP' });
      }));

  it('POST /api/users/verification — expired OTP', () =>
    pact
      .addInteraction()
      .given(STATE.accountCodeExpired, { email: EXAMPLE.newEmail })
      .uponReceiving('an e-mail verification code sent more than 100 minutes ago')
      .withRequest('POST', '/api/users/verification', (b) =>
        b.headers(json).jsonBody(verification(fromState('code', EXAMPLE.code), '', '', newEmail())),
      )
      .willRespondWith(403, (b) => b.jsonBody(messageBody('OTP has expired')))
      .executeTest(async (mock) => {
        useClient(mock);
        const error = await rejection(
          verifyCode({ email: EXAMPLE.newEmail, otpCode: EXAMPLE.code }),
        );
        expect(error).toEqual({ status: 403, message: 'OTP has expired' });
      }));

  it('POST /api/users/resendOtp — a new account code', () =>
    pact
      .addInteraction()
      .given(STATE.accountAwaitingCode, { email: EXAMPLE.newEmail })
      .uponReceiving('a request to send the account code again')
      .withRequest('POST', '/api/users/resendOtp', (b) =>
        b.headers(json).jsonBody({ email: newEmail(), fingerprint: device() }),
      )
      .willRespondWith(200, (b) => b.jsonBody(bareJsonString('check your email for the code')))
      .executeTest(async (mock) => {
        useClient(mock);
        expect(await resendOtp(EXAMPLE.newEmail)).toBe('check your email for the code');
      }));

  it('POST /api/users/resetpassword — start a password reset', () =>
    pact
      .addInteraction()
      .given(STATE.verifiedBuyer)
      .uponReceiving('a request to reset the password')
      .withRequest('POST', '/api/users/resetpassword', (b) =>
        b.headers(json).jsonBody({ email: email(), fingerprint: device() }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          user: {
            email: like(EXAMPLE.buyerEmail),
            url: like('Okafor2026-…Adaeze'),
            rdt: like(EXAMPLE.deviceId),
            resetPasswordOtp: 'resetPasswordOtp',
          },
        }),
      )
      .executeTest(async (mock) => {
        useClient(mock);
        const { user } = await resetPassword(EXAMPLE.buyerEmail);
        expect(user.resetPasswordOtp).toBe('resetPasswordOtp');
      }));

  it('POST /api/users/changepassword — after a verified reset code', () =>
    pact
      .addInteraction()
      .given(STATE.resetVerified)
      .uponReceiving('a new password after a verified reset code')
      .withRequest('POST', '/api/users/changepassword', (b) =>
        b.headers(json).jsonBody({
          email: email(),
          password: fromState('newPassword', 'a-new-bukka-password'),
          fingerprint: device(),
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers(setsSessionCookie).jsonBody({ user: sessionUserShape }),
      )
      .executeTest(async (mock) => {
        useClient(mock);
        const { user } = await changePassword({
          email: EXAMPLE.buyerEmail,
          password: 'a-new-bukka-password',
        });
        expect(user._id).toBe(EXAMPLE.buyerId);
      }));
});
