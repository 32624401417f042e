/** The outcome of a username + password sign-in against the identity provider. */
export type PasswordSignIn =
  | { kind: 'signedIn'; accessToken: string; idToken: string; refreshToken?: string; expiresInSeconds: number; claims: { sub: string; username?: string; tokenKey?: string } }
  | { kind: 'challenge'; challenge: string }
  | { kind: 'refused'; message: string };

/** Operations on the identity provider (Cognito user pool). */
export interface Identity {
  /** Signs a user in with username and password (the spec's auth/login body). */
  passwordSignIn(username: string, password: string): Promise<PasswordSignIn>;
  createUser(input: { username: string; email: string; temporaryPassword?: string; password?: string; phoneNumber?: string }): Promise<{ sub: string }>;
  setPassword(username: string, password: string, permanent: boolean): Promise<void>;
  disableUser(username: string): Promise<void>;
  enableUser(username: string): Promise<void>;
  signOutEverywhere(username: string): Promise<void>;
}
