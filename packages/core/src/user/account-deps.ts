import type { Actor } from '../actor.ts';
import type { User } from './user-entity.ts';
import type { Identity } from '../ports/identity.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { Sms } from '../ports/sms.ts';
import type { DataDeps } from '../deps.ts';

/** Where a service reports a failure it answers around (an e-mail that could not be sent). */
export interface ServiceLog {
  error(message: string, detail: Record<string, unknown>): void;
}

/** What the account lifecycle services need (invitations, sign-up, codes, reset, 2-step setup). */
export interface AccountDeps extends DataDeps {
  mailer: Mailer;
  sms: Sms;
  /** The user pool; undefined where none is configured (the calls that need it then fail). */
  identity?: Identity;
  /** The web app's origin, for the links in e-mails (`${siteOrigin}/signup?invitation=...`). */
  siteOrigin: string;
  log?: ServiceLog;
}

export function requireIdentity(deps: Pick<AccountDeps, 'identity'>): Identity {
  if (!deps.identity) throw new Error('identity provider not configured');
  return deps.identity;
}

/**
 * The person already has an account: they signed up (an identity), or their record is past the invitation stage.
 * Such a person accepts an invitation by signing in, never by setting a password through sign-up.
 */
export function hasAccount(user: Pick<User, 'identitySub' | 'status'>): boolean {
  return Boolean(user.identitySub) || user.status !== 'INVITED';
}

/** Cognito's answer to creating a username that is taken (UsernameExistsException, or an alias clash). */
export function isUserExistsError(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name ?? '';
  return name === 'UsernameExistsException' || name === 'AliasExistsException';
}

/** The user acting on their own account (sign-up, reset): the author of its audit rows. */
export function selfActor(user: Pick<User, 'userId' | 'username' | 'firstName' | 'lastName' | 'type'>, organisationId: string): Actor {
  return {
    userId: user.userId,
    username: user.username,
    fullName: `${user.firstName} ${user.lastName}`,
    userType: user.type,
    organisationId,
    roles: [],
    sessionId: '',
  };
}
