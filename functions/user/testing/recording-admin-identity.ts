import type { Identity } from '@scheduler/core/ports/identity';

type Call = { op: keyof Identity; username: string; args: unknown[] };

/**
 * For the user-administration tests: an Identity that records the admin operations on the user pool
 * (attributes, password, enable/disable, sign-out, 2-step reset). Sign-in operations are not expected here.
 */
export function recordingAdminIdentity(): Identity & { calls: Call[]; reset(): void } {
  const calls: Call[] = [];
  const record = (op: keyof Identity) => async (username: string, ...args: unknown[]) => {
    calls.push({ op, username, args });
  };
  const unexpected = (op: string) => async () => {
    throw new Error(`recordingAdminIdentity: ${op} was not expected in this test`);
  };
  return {
    calls,
    reset: () => {
      calls.length = 0;
    },
    passwordSignIn: unexpected('passwordSignIn'),
    customSignIn: unexpected('customSignIn'),
    answerChallenge: unexpected('answerChallenge'),
    refresh: unexpected('refresh'),
    createUser: unexpected('createUser'),
    startAppSetup: unexpected('startAppSetup'),
    verifyAppSetup: unexpected('verifyAppSetup'),
    revokeRefreshToken: unexpected('revokeRefreshToken'),
    mfaMethodsOf: async () => [],
    setPassword: record('setPassword'),
    updateAttributes: record('updateAttributes') as Identity['updateAttributes'],
    disableUser: record('disableUser'),
    enableUser: record('enableUser'),
    signOutEverywhere: record('signOutEverywhere'),
    setPreferredMfa: record('setPreferredMfa') as Identity['setPreferredMfa'],
    resetMfa: record('resetMfa'),
  };
}
