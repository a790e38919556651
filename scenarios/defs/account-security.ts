import { NEW_ACCOUNT_PASSWORD } from '#scenarios/core/actors.ts';
import type { Scenario } from '#scenarios/core/types.ts';
import {
  seesNoSession,
  signInStep,
  signOut,
  signUp,
  verifyWithMailCode,
} from '#scenarios/steps/auth-steps.ts';
import {
  advanceClock,
  requestPasswordReset,
  setNewPassword,
} from '#scenarios/steps/recovery-steps.ts';

const NEW_PASSWORD = 'scenario-pass-2';

export const accountSecurity: Scenario = {
  name: 'account-security',
  title: '6. Account security',
  description:
    'Wrong password, a new device that needs a mailed code, a code that expired (clock moved 101 minutes), and password recovery end to end.',
  actors: { user: { role: 'buyer', account: { kind: 'new', fixture: 'buyer' } } },
  steps: [
    signUp('user', 'Amaka'),
    verifyWithMailCode('user', { kind: 'account' }),
    signOut('user'),
    signInStep('user', {
      expect: { status: 401, message: 'wrong credentials' },
      password: 'not-my-password',
    }),
    signInStep('user', { expect: 'device-code', newDevice: true }),
    seesNoSession('user'),
    verifyWithMailCode('user', { kind: 'device' }),
    signOut('user'),
    signInStep('user', { expect: 'device-code', newDevice: true }),
    advanceClock('user', 101),
    verifyWithMailCode('user', {
      kind: 'device',
      expect: { status: 403, message: 'OTP has expired' },
    }),
    requestPasswordReset('user'),
    verifyWithMailCode('user', { kind: 'reset' }),
    setNewPassword('user', NEW_PASSWORD),
    signOut('user'),
    signInStep('user', {
      expect: { status: 401, message: 'wrong credentials' },
      password: NEW_ACCOUNT_PASSWORD,
    }),
    signInStep('user', { expect: 'session' }),
  ],
};
