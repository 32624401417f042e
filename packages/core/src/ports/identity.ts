/** The tokens of a completed sign-in and the claims the server needs from them. */
export interface SignedInTokens {
  kind: 'signedIn';
  accessToken: string;
  idToken: string;
  refreshToken?: string;
  expiresInSeconds: number;
  /** issuedAt: the access token's iat (epoch seconds). */
  claims: { sub: string; username?: string; tokenKey?: string; issuedAt?: number };
}

/**
 * A 2-step challenge after a correct password: `challenge` is Cognito's name (EMAIL_OTP, SMS_MFA,
 * SOFTWARE_TOKEN_MFA, ...), `session` the token that answering it needs (valid about 3 minutes).
 */
export interface SignInChallenge {
  kind: 'challenge';
  challenge: string;
  session?: string;
}

/** The outcome of a username + password sign-in against the identity provider. */
export type PasswordSignIn = SignedInTokens | SignInChallenge | { kind: 'refused'; message: string };

/** The outcome of answering a 2-step challenge: tokens, a wrong code, or a session that can no longer be answered. */
export type ChallengeAnswer = SignedInTokens | { kind: 'codeMismatch' } | { kind: 'refused'; message: string };

/** The 2-step methods of doc 1 §3 as Cognito names them. */
export type IdentityMfaMethod = 'EMAIL' | 'MOBILE' | 'APP';

/** Operations on the identity provider (Cognito user pool). */
export interface Identity {
  /** Signs a user in with username and password (the spec's auth/login body). */
  passwordSignIn(username: string, password: string): Promise<PasswordSignIn>;
  /** Answers the 2-step challenge of a password sign-in with the code the user received or their app shows. */
  answerChallenge(username: string, challenge: SignInChallenge, code: string): Promise<ChallengeAnswer>;
  /**
   * Signs a user in without a password after the server itself checked a proof (single sign-on): Cognito's
   * custom-auth challenge, answered with a one-time `answer` the verify trigger finds in the table.
   */
  customSignIn(username: string, answer: string): Promise<PasswordSignIn>;
  /** Redeems a refresh token; refused when it was revoked or the user is disabled. */
  refresh(refreshToken: string): Promise<SignedInTokens | { kind: 'refused'; message: string }>;
  createUser(input: {
    username: string;
    email: string;
    temporaryPassword?: string;
    password?: string;
    phoneNumber?: string;
  }): Promise<{ sub: string }>;
  setPassword(username: string, password: string, permanent: boolean): Promise<void>;
  /** Names and mobile; `phoneNumber: null` removes the number. A verified flag marks a number proven by a code. */
  updateAttributes(
    username: string,
    attrs: { firstName?: string; lastName?: string; phoneNumber?: string | null; phoneVerified?: boolean },
  ): Promise<void>;
  disableUser(username: string): Promise<void>;
  enableUser(username: string): Promise<void>;
  /** Removes the user from the pool (the purge of a deleted or sanitised person); a user already gone is not an error. */
  deleteUser(username: string): Promise<void>;
  /** Revokes every refresh token of the user and the access tokens issued so far (AdminUserGlobalSignOut). */
  signOutEverywhere(username: string): Promise<void>;
  /** Revokes one refresh token and the access tokens issued from it (a logout of one sign-in). */
  revokeRefreshToken(refreshToken: string): Promise<void>;
  /** The 2-step methods the identity provider really has turned on for the user, the preferred one first. */
  mfaMethodsOf(username: string): Promise<IdentityMfaMethod[]>;
  /** Starts authenticator-app setup with the user's own access token; answers the shared secret (base32). */
  startAppSetup(accessToken: string): Promise<{ secret: string }>;
  /** Checks a code from the authenticator app against the secret being set up. */
  verifyAppSetup(accessToken: string, code: string): Promise<boolean>;
  /** Makes one method the only and preferred 2-step method (the others off). */
  setPreferredMfa(username: string, method: IdentityMfaMethod): Promise<void>;
  /** Turns every 2-step method off. */
  resetMfa(username: string): Promise<void>;
}
