// Recovery steps: the clock moved on (codes expire), and password recovery end to end.

import { attempt, seen } from '#scenarios/core/attempt.ts';
import { mockControl } from '#scenarios/core/mock-control.ts';
import type { Step } from '#scenarios/core/types.ts';
import { changePassword, resetPassword } from '#src/api/auth.ts';
import { pendingOf } from './auth-steps.ts';

export function advanceClock(actor: string, minutes: number): Step {
  return {
    title: `the clock moves ${minutes} minutes on`,
    actor,
    needs: ['clock'],
    async run(ctx) {
      await mockControl(ctx.target).advanceClock(minutes * 60_000);
      ctx.observe('advancedMinutes', minutes);
    },
  };
}

export function requestPasswordReset(actor: string): Step {
  return {
    title: `${actor} asks to recover the account`,
    actor,
    needs: ['outbox'],
    async run(ctx) {
      const a = ctx.actor;
      a.jar.clear();
      const outcome = await attempt(() => resetPassword(a.email));
      ctx.observe('answer', seen(outcome));
      if (!ctx.check('accepted', outcome.status, 200) || !outcome.ok) return;
      const { user } = outcome.value;
      ctx.check('reset flow marker', user.resetPasswordOtp, 'resetPasswordOtp');
      ctx.check('rdt is this device', user.rdt, a.deviceId);
      Object.assign(pendingOf(ctx, a), { url: user.url, rdt: user.rdt, reset: true });
    },
  };
}

export function setNewPassword(actor: string, password: string): Step {
  return {
    title: `${actor} sets a new password`,
    actor,
    needs: ['outbox'],
    async run(ctx) {
      const a = ctx.actor;
      const outcome = await attempt(() => changePassword({ email: a.email, password }));
      ctx.observe('answer', seen(outcome));
      if (!ctx.check('password changed', outcome.status, 200) || !outcome.ok) return;
      a.password = password;
      a.userId = outcome.value.user._id;
      ctx.checkThat(
        'signed in after the change',
        Boolean(a.jar.get('auth_token')),
        Boolean(a.jar.get('auth_token')),
        true,
      );
    },
  };
}
