/** Administrative operations on the identity provider (Cognito user pool). */
export interface Identity {
  createUser(input: { username: string; email: string; temporaryPassword?: string; password?: string; phoneNumber?: string }): Promise<{ sub: string }>;
  setPassword(username: string, password: string, permanent: boolean): Promise<void>;
  disableUser(username: string): Promise<void>;
  enableUser(username: string): Promise<void>;
  signOutEverywhere(username: string): Promise<void>;
}
