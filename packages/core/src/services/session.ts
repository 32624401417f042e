import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import { countryAllowed } from '../rules/country-restriction.ts';
import { rolesFor } from '../rules/roles-for.ts';
import type { Organisation } from '../entities/organisation.ts';
import type { User } from '../entities/user.ts';
import { auditEntry } from './audit-log.ts';
import type { DataDeps } from './deps.ts';

/** The claims the pipeline reads from the verified Cognito access token. */
export interface IdentityClaims {
  sub: string;
  username?: string;
  /** origin_jti (or jti) of the token: names the sign-in, for callers that send no session header. */
  tokenKey?: string;
}

/** Session length when the deployment does not set one (SESSION_MINUTES). */
export const DEFAULT_SESSION_MINUTES = 12 * 60;

/** What a call tells the session check besides the token and the session id. */
export interface CallContext {
  /** The viewer country header (CloudFront-Viewer-Country), for the organisation's country restriction. */
  viewerCountry?: string;
  /** The route is one of the 2-step setup calls a session with mfaPending may make. */
  duringMfaSetup?: boolean;
}

/** Who the audit log names for changes nobody signed in made (revocations by a rule, jobs). */
const SYSTEM: Actor = { userId: 'system', username: 'system', fullName: 'Scheduler', userType: 'GRID_ADMIN', organisationId: '', roles: [], sessionId: '' };

export const MFA_SETUP_REQUIRED = '2-Step Authentication set-up is required before you continue.';

/**
 * Server-side sessions (doc 1 §4, §9) and the caller they stand for. A verified token alone is not
 * enough for most calls: the session must exist, belong to the token's user, be live and not revoked.
 * A revoked session, or roles gone from the session's organisation, answers 409 "Access Modified".
 */
export function createSessionService(deps: DataDeps & { sessionMinutes?: number }) {
  const { db, clock, ids } = deps;
  const sessionMinutes = deps.sessionMinutes ?? DEFAULT_SESSION_MINUTES;

  /**
   * The caller's roles in an organisation and the organisation itself, read once for the role and country rules.
   * Grid admins hold their roles in every active organisation; others through their access there.
   */
  async function standingIn(user: User, organisationId: string): Promise<{ roles: Actor['roles']; org: Organisation | null }> {
    const [{ data: org }, access] = await Promise.all([
      db.organisation.get({ organisationId }).go(),
      user.type === 'GRID_ADMIN' ? undefined : db.userOrgAccess.get({ organisationId, userId: user.userId }).go().then((r) => r.data ?? undefined),
    ]);
    const roles = user.type === 'GRID_ADMIN' ? (org?.active ? rolesFor('GRID_ADMIN', undefined) : []) : rolesFor(user.type, access);
    return { roles, org };
  }

  const assertCountry = (org: Organisation | null, viewerCountry: string | undefined) => {
    if (!countryAllowed(org?.config, viewerCountry)) throw errors.location();
  };

  async function userOf(claims: IdentityClaims): Promise<User> {
    const { data } = await db.user.query.byIdentity({ identitySub: claims.sub }).go();
    const user = data[0];
    if (!user) throw errors.forbidden();
    return user;
  }

  /** The organisation a fresh sign-in starts in: the default one when still usable, else the first active access. */
  async function startingOrganisation(user: User): Promise<string | undefined> {
    if (user.type === 'GRID_ADMIN') {
      if (user.defaultOrganisationId) return user.defaultOrganisationId;
      const { data } = await db.organisation.query.all({}).go({ pages: 'all' });
      return data.find((o) => o.active)?.organisationId;
    }
    const { data } = await db.userOrgAccess.query.byUser({ userId: user.userId }).go({ pages: 'all' });
    const active = data.filter((a) => a.active && !a.archived);
    return (active.find((a) => a.organisationId === user.defaultOrganisationId) ?? active[0])?.organisationId;
  }

  const actorOf = (user: User, organisationId: string, roles: Actor['roles'], sessionId: string): Actor => ({
    userId: user.userId,
    username: user.username,
    fullName: `${user.firstName} ${user.lastName}`,
    userType: user.type,
    organisationId,
    roles,
    sessionId,
  });

  return {
    /** The caller of a signed-in call: the session named by the header, else the one opened with this token's sign-in. */
    async resolveActor(claims: IdentityClaims, sessionId: string | undefined, call: CallContext = {}): Promise<Actor> {
      const findSession = async () => {
        if (sessionId) return (await db.session.get({ sessionId }).go()).data;
        if (!claims.tokenKey) return null;
        return (await db.session.query.byToken({ tokenKey: claims.tokenKey }).go()).data[0] ?? null;
      };
      const [user, session] = await Promise.all([userOf(claims), findSession()]);
      if (!session || session.userId !== user.userId) throw errors.unauthenticated();
      if (session.revoked || user.status === 'ARCHIVED') throw errors.accessModified();
      if (session.expiresAt * 1000 <= clock.now().getTime()) throw errors.unauthenticated();
      const { roles, org } = await standingIn(user, session.organisationId);
      assertCountry(org, call.viewerCountry);
      if (roles.length === 0) throw errors.accessModified();
      if (session.mfaPending && !call.duringMfaSetup) throw errors.forbidden(MFA_SETUP_REQUIRED);
      return actorOf(user, session.organisationId, roles, session.sessionId);
    },

    /** Opens a session after the web signed in with Cognito (auth/login). */
    async open(claims: IdentityClaims, opts: { userAgent?: string; minutes?: number; viewerCountry?: string; organisationId?: string } = {}) {
      const user = await userOf(claims);
      if (user.status !== 'ACTIVE') throw errors.refused('auth.inactive', 'Your account is not active, please contact support.');
      const organisationId = opts.organisationId ?? (await startingOrganisation(user));
      if (!organisationId) throw errors.refused('auth.no_access', 'You do not have access to any active Organisation, please contact support.');
      const { roles, org } = await standingIn(user, organisationId);
      if (roles.length === 0) throw errors.refused('auth.no_access', 'You do not have access to any active Organisation, please contact support.');
      assertCountry(org, opts.viewerCountry);
      const mfaPending = Boolean(org?.mfaEnabled) && !user.mfaType;
      const now = clock.now();
      const expires = new Date(now.getTime() + (opts.minutes ?? sessionMinutes) * 60_000);
      const sessionId = ids.next();
      await db.session
        .create({
          sessionId,
          userId: user.userId,
          organisationId,
          createdAt: now.toISOString(),
          expiresOn: expires.toISOString(),
          expiresAt: Math.floor(expires.getTime() / 1000),
          revoked: false,
          mfaPending,
          userAgent: opts.userAgent?.slice(0, 300),
          tokenKey: claims.tokenKey ?? sessionId,
        })
        .go();
      const actor = actorOf(user, organisationId, roles, sessionId);
      await db.auditLog.create(auditEntry(deps, actor, { refType: 'User', refId: user.userId, organisationId }, `Signed in (session ${sessionId}${mfaPending ? ', 2-step set-up required' : ''})`)).go();
      return { actor, user, organisation: org, expires, mfaPending };
    },

    /**
     * auth/refresh: the session of this user, live and not revoked. With `extend` its expiry moves to
     * now + the session length (the countdown dialog's Continue); without, it is only read (the 60 s poll).
     */
    async renew(sessionId: string, sub: string, extend: boolean) {
      const [{ data: session }, user] = await Promise.all([db.session.get({ sessionId }).go(), userOf({ sub })]);
      if (!session || session.userId !== user.userId) throw errors.unauthenticated();
      if (session.revoked || user.status === 'ARCHIVED') throw errors.accessModified();
      const now = clock.now();
      if (session.expiresAt * 1000 <= now.getTime()) throw errors.unauthenticated();
      if (!extend) return { session, expires: new Date(session.expiresOn) };
      const expires = new Date(now.getTime() + sessionMinutes * 60_000);
      await db.session
        .patch({ sessionId })
        .set({ expiresOn: expires.toISOString(), expiresAt: Math.floor(expires.getTime() / 1000) })
        .where(({ revoked }, { eq }) => eq(revoked, false))
        .go();
      return { session, expires };
    },

    /** Revokes every live session of a user (role or access change, deactivation, archive). */
    async revokeAll(userId: string, reason: string, by?: Actor): Promise<number> {
      const { data } = await db.session.query.byUser({ userId }).go({ pages: 'all' });
      const now = clock.now().getTime();
      const live = data.filter((s) => !s.revoked && s.expiresAt * 1000 > now);
      await Promise.all(live.map((s) => db.session.patch({ sessionId: s.sessionId }).set({ revoked: true, revokedReason: reason }).go()));
      if (live.length > 0) {
        const who = by ?? SYSTEM;
        await db.auditLog
          .create(auditEntry(deps, who, { refType: 'User', refId: userId, organisationId: live[0]!.organisationId }, `${live.length} active session(s) ended: ${reason}`))
          .go();
      }
      return live.length;
    },

    /** The mfa page set a 2-step method: the session may now make every call its roles allow. */
    async completeMfaSetup(sessionId: string): Promise<void> {
      await db.session.patch({ sessionId }).set({ mfaPending: false }).go();
    },

    async close(actor: Actor): Promise<void> {
      await db.session.patch({ sessionId: actor.sessionId }).set({ revoked: true, revokedReason: 'Signed out' }).go();
      await db.auditLog.create(auditEntry(deps, actor, { refType: 'User', refId: actor.userId, organisationId: actor.organisationId }, `Signed out (session ${actor.sessionId})`)).go();
    },
  };
}
