import { OK, REFUSED, type AuthorizationRow, everyone } from './authorization-row.ts';
import { STRONG, assessorOfA } from './records-of-a.ts';

export const SIGNUP_ROWS: readonly AuthorizationRow[] = [
  // signup: public; an invitation is a secret link, so a guessed one opens nothing.
  {
    route: 'signup.check',
    variant: "with a person of A's user id as the invitation",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { invitation: target.userId } };
    },
    expect: everyone(REFUSED),
  },
  { route: 'signup.checkPassword', call: async () => ({ body: { password: STRONG } }), expect: everyone(OK) },
  {
    route: 'signup.create',
    variant: "with a person of A's user id as the invitation",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return {
        target,
        body: {
          invitation: target.userId,
          username: target.username,
          firstName: 'Mallory',
          lastName: 'Attacker',
          password: STRONG,
          confirmPassword: STRONG,
        },
      };
    },
    expect: everyone(REFUSED),
  },
  {
    route: 'signup.accept',
    variant: "with a person of A's user id as the invitation",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, body: { invitation: target.userId, password: STRONG } };
    },
    expect: everyone(REFUSED),
  },
  {
    route: 'signup.otp/send',
    variant: "with a person of A's user id as the invitation",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, body: { type: 'EMAIL', encryptedId: target.userId, email: target.username } };
    },
    expect: everyone(REFUSED),
  },
  {
    route: 'signup.otp/verify',
    variant: "with a person of A's user id as the invitation",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, body: { type: 'EMAIL', encryptedId: target.userId, email: target.username, code: '123456' } };
    },
    expect: everyone(REFUSED),
  },
  {
    route: 'signup.getTimeZoneList',
    variant: "with a person of A's user id as the invitation",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { x: target.userId } };
    },
    expect: everyone(REFUSED),
  },
];
