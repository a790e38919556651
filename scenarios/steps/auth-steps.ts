// Account steps: sign up, verify by the mailed code, sign in (known or new device), wrong
// password, password recovery, sign out. Codes come from the mock's outbox.

import { attempt, seen } from '#scenarios/core/attempt.ts';
import { latestMail, mockControl } from '#scenarios/core/mock-control.ts';
import type { Actor, Step, StepContext } from '#scenarios/core/types.ts';
import { logout, register, signIn, verifyCode } from '#src/api/auth.ts';
import { fetchOrders } from '#src/api/orders.ts';

export const MAIL_SUBJECT = {
  account: 'Email verification',
  device: 'New login detected',
  reset: 'Password change confirmation',
} as const;

type CodeKind = keyof typeof MAIL_SUBJECT;

type SignInOutcome = 'session' | 'device-code' | 'account-code';

export function pendingOf(ctx: StepContext, actor: Actor) {
  ctx.memory.pending ??= {};
  ctx.memory.pending[actor.name] ??= {};
  return ctx.memory.pending[actor.name] as { url?: string; rdt?: string; reset?: boolean };
}

/** Signs the actor in and classifies the answer the way the sign-in screen does. */
async function signInAs(ctx: StepContext, actor: Actor) {
  const outcome = await attempt(() => signIn({ email: actor.email, password: actor.password }));
  if (!outcome.ok) return { outcome, kind: undefined };
  const user = outcome.value.user as Record<string, unknown>;
  let kind: SignInOutcome = 'account-code';
  if (typeof user._id === 'string' && typeof user.firstname === 'string') {
    kind = 'session';
    actor.userId = user._id;
    actor.firstname = user.firstname;
  } else if (typeof user.rdt === 'string' && user.rdt !== '') {
    kind = 'device-code';
  }
  Object.assign(pendingOf(ctx, actor), {
    url: typeof user.url === 'string' ? user.url : undefined,
    rdt: typeof user.rdt === 'string' ? user.rdt : undefined,
    reset: false,
  });
  return { outcome, kind };
}

/** Fixture sign-in used when a step cannot run on a non-mock target. */
async function fixtureSignIn(ctx: StepContext) {
  const { actor } = ctx;
  if (!actor.email) throw new Error(`no fixture account for ${actor.name} (see docs/scenarios.md)`);
  const { outcome, kind } = await signInAs(ctx, actor);
  if (kind !== 'session') {
    throw new Error(
      `fixture sign-in of ${actor.email}: ${JSON.stringify(seen(outcome))} ${kind ?? ''}`,
    );
  }
}

/** Sign up with the sign-up form's fields; expects `user.url` (the verification route). */
export function signUp(actor: string, firstname = 'Ngozi'): Step {
  return {
    title: `${actor} signs up`,
    actor,
    kind: 'signUp',
    args: { firstname },
    needs: ['outbox'],
    async run(ctx) {
      const a = ctx.actor;
      a.firstname = firstname;
      const outcome = await attempt(() =>
        register({
          surname: 'Adeyemi',
          firstname,
          password: a.password,
          age: '1995-05-17',
          country: 'Nigeria',
          state: 'Lagos',
          email: a.email,
        }),
      );
      ctx.observe('answer', seen(outcome));
      if (!ctx.check('sign-up accepted', outcome.status, 200) || !outcome.ok) return;
      ctx.checkThat(
        'answer carries the verification url',
        outcome.value.user.url !== '',
        outcome.value.user.url !== '',
        true,
      );
      ctx.observe('hasUrl', outcome.value.user.url !== '');
      pendingOf(ctx, a).url = outcome.value.user.url;
    },
  };
}

export interface VerifyOptions {
  kind: CodeKind;
  /** Expected failure instead of success. */
  expect?: { status: number; message: string };
}

/** Enters the newest code mailed to the actor (account, new-device or reset code). */
export function verifyWithMailCode(actor: string, options: VerifyOptions): Step {
  const failing = options.expect ? ` (refused: ${options.expect.message})` : '';
  return {
    title: `${actor} enters the ${options.kind} code from the mail${failing}`,
    actor,
    kind: 'verifyWithMailCode',
    args: { ...options },
    needs: ['outbox'],
    fallback: options.kind === 'reset' || options.expect ? undefined : fixtureSignIn,
    async run(ctx) {
      const a = ctx.actor;
      const mail = await latestMail(mockControl(ctx.target), a.email, MAIL_SUBJECT[options.kind]);
      if (
        !ctx.checkThat(
          'a code was mailed',
          Boolean(mail?.code),
          mail?.subject,
          MAIL_SUBJECT[options.kind],
        ) ||
        !mail
      )
        return;
      ctx.observe('mailed', { subject: mail.subject, codeLength: mail.code.length });
      const pending = pendingOf(ctx, a);
      const outcome = await attempt(() =>
        verifyCode({
          email: a.email,
          otpCode: mail.code,
          rdt: options.kind === 'account' ? undefined : pending.rdt,
          resetPasswordOtp: options.kind === 'reset' ? 'resetPasswordOtp' : undefined,
        }),
      );
      ctx.observe('answer', seen(outcome));
      if (options.expect) {
        ctx.check('status', outcome.status, options.expect.status);
        ctx.check('message', outcome.ok ? '' : outcome.message, options.expect.message);
        return;
      }
      if (!ctx.check('code accepted', seen(outcome), { status: 200 }) || !outcome.ok) return;
      const user = outcome.value.user as Record<string, unknown>;
      if (options.kind === 'reset') {
        ctx.checkThat(
          'reset answer carries urlf',
          typeof user.urlf === 'string' && user.urlf !== '',
          user.urlf,
          'a urlf',
        );
        ctx.check('no session yet (no cookie)', a.jar.get('auth_token') ?? null, null);
        return;
      }
      ctx.check('signed in as', user.firstname, a.firstname || user.firstname);
      a.userId = String(user._id ?? '');
      a.firstname = String(user.firstname ?? '');
      ctx.checkThat(
        'session cookie set',
        Boolean(a.jar.get('auth_token')),
        Boolean(a.jar.get('auth_token')),
        true,
      );
    },
  };
}

export interface SignInOptions {
  expect: SignInOutcome | { status: number; message: string };
  /** Sign in from a device this account has never used. */
  newDevice?: boolean;
  password?: string;
}

export function signInStep(actor: string, options: SignInOptions): Step {
  const what =
    typeof options.expect === 'string' ? options.expect : `refused: ${options.expect.message}`;
  return {
    title: `${actor} signs in${options.newDevice ? ' from a new device' : ''}${options.password ? ' with a wrong password' : ''} → ${what}`,
    actor,
    kind: 'signIn',
    args: { ...options },
    needs: options.newDevice ? ['outbox'] : undefined,
    fallback: options.newDevice ? undefined : fixtureSignIn,
    async run(ctx) {
      const a = ctx.actor;
      if (options.newDevice) {
        a.deviceId = `scenario-new-device-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
        a.jar.clear();
      }
      const realPassword = a.password;
      if (options.password) a.password = options.password;
      const { outcome, kind } = await ctx.as(a, () => signInAs(ctx, a));
      a.password = realPassword;
      ctx.observe('answer', { ...seen(outcome), kind: kind ?? null });
      if (typeof options.expect === 'string') {
        ctx.check(
          'answer',
          { status: outcome.status, kind },
          { status: 200, kind: options.expect },
        );
      } else {
        ctx.check('status', outcome.status, options.expect.status);
        ctx.check('message', outcome.ok ? '' : outcome.message, options.expect.message);
      }
      if (kind !== 'session') {
        ctx.check('no session cookie', a.jar.get('auth_token') ?? null, null);
      }
    },
  };
}

/** Without a session the account pages are refused (the app then goes to /signin). */
export function seesNoSession(actor: string): Step {
  return {
    title: `${actor} has no session yet: orders are refused`,
    actor,
    async run(ctx) {
      const a = ctx.actor;
      const outcome = await attempt(() => fetchOrders(a.userId || 'unknown', 'all'));
      ctx.observe('orders', seen(outcome));
      ctx.check('orders status', outcome.status, 401);
    },
  };
}

export function signOut(actor: string): Step {
  return {
    title: `${actor} signs out`,
    actor,
    async run(ctx) {
      const outcome = await attempt(() => logout());
      ctx.observe('answer', seen(outcome));
      ctx.check('signed out', outcome.status, 200);
      ctx.check('cookie cleared', ctx.actor.jar.get('auth_token') ?? null, null);
    },
  };
}

/** Sign in where a session is simply needed (demo or fixture account, known device). */
export function signedIn(actor: string): Step {
  return signInStep(actor, { expect: 'session' });
}
