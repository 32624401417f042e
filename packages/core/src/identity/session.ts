import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import { countryAllowed } from './country-restriction.ts';
import { settingsOf } from '../organisation/organisation-settings.ts';
import { rolesFor } from '../user/roles-for.ts';
import type { Organisation } from '../organisation/organisation-entity.ts';
import type { Session } from './session-entity.ts';
import type { User } from '../user/user-entity.ts';
import type { Identity, IdentityMfaMethod } from '../ports/identity.ts';
import type { Realtime } from '../ports/realtime.ts';
import { closeConnections, connectionsOf } from '../realtime/close-connections.ts';
import { auditEntry } from '../audit/audit-log.ts';
import { createAuditStore } from '../audit/audit-store.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createUserStore } from '../user/user-store.ts';
import { createIdentityStore } from './identity-store.ts';
import type { DataDeps } from '../deps.ts';

/** The claims the pipeline reads from the verified Cognito access token. */
export interface IdentityClaims {
  sub: string;
  username?: string;
  /** origin_jti (or jti) of the token: names the sign-in, for callers that send no session header. */
  tokenKey?: string;
  /** The token's iat (epoch seconds): a token issued before the person's tokensValidAfter opens nothing. */
  issuedAt?: number;
}

/** Session length when the deployment does not set one (SESSION_MINUTES). */
export const DEFAULT_SESSION_MINUTES = 12 * 60;
/** The longest a session lasts from sign-in, renewals included, unless the organisation sets less. */
export const MAX_SESSION_MINUTES = 12 * 60;

/** A session id as the server issues them (ULIDs); anything else (say a header of a few thousand characters) is no session. */
const SESSION_ID = /^[0-9A-Za-z]{10,40}$/;

/** What a call tells the session check besides the token and the session id. */
export interface CallContext {
  /** The viewer country header (CloudFront-Viewer-Country), for the organisation's country restriction. */
  viewerCountry?: string;
  /** The route is one of the 2-step setup calls a session with mfaPending may make. */
  duringMfaSetup?: boolean;
}

/** Who the audit log names for changes nobody signed in made (revocations by a rule, jobs). */
const SYSTEM: Actor = {
  userId: 'system',
  username: 'system',
  fullName: 'Scheduler',
  userType: 'GRID_ADMIN',
  organisationId: '',
  roles: [],
  sessionId: '',
};

export const MFA_SETUP_REQUIRED = '2-Step Authentication set-up is required before you continue.';

/**
 * Server-side sessions (doc 1 §4, §9) and the caller they stand for. A verified token alone is not
 * enough for most calls: the session must exist, belong to the token's user, be live and not revoked.
 * A revoked session, or roles gone from the session's organisation, answers 409 "Access Modified".
 */
export function createSessionService(deps: DataDeps & { sessionMinutes?: number; identity?: Identity; realtime?: Realtime }) {
  const { clock, ids } = deps;
  const signIns = createIdentityStore(deps.db);
  const users = createUserStore(deps.db);
  const organisations = createOrganisationStore(deps.db);
  const audit = createAuditStore(deps.db);
  const sessionMinutes = deps.sessionMinutes ?? DEFAULT_SESSION_MINUTES;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  /** A revocation after the token was issued (or a token that does not say when it was) makes it worthless. */
  const revokedToken = (user: User, claims: Pick<IdentityClaims, 'issuedAt'>) =>
    user.tokensValidAfter !== undefined && !(claims.issuedAt !== undefined && claims.issuedAt >= user.tokensValidAfter);

  /** The absolute end of a session opened at `start` in this organisation (epoch seconds). */
  const absoluteEnd = (start: Date, org: Pick<Organisation, 'config'> | null) => {
    const set = settingsOf(org?.config).sessionExpiryAlert?.maxSessionMinutes;
    const minutes = typeof set === 'number' && set > 0 ? Math.min(set, MAX_SESSION_MINUTES) : MAX_SESSION_MINUTES;
    return Math.floor(start.getTime() / 1000) + Math.floor(minutes * 60);
  };
  const absoluteEndOf = (session: Pick<Session, 'absoluteExpiresAt' | 'createdAt'>) =>
    session.absoluteExpiresAt ?? absoluteEnd(new Date(session.createdAt), null);

  /**
   * Whether the organisation's 2-step rule holds the person to the setup calls: it requires 2-step and the identity
   * provider has no method turned on for them (its real settings; the table's mfaType only where none is wired).
   */
  async function mfaStandingIn(
    user: User,
    org: Pick<Organisation, 'mfaEnabled'> | null,
  ): Promise<{ pending: boolean; methods?: IdentityMfaMethod[] }> {
    if (!org?.mfaEnabled) return { pending: false };
    const methods = deps.identity && user.identitySub ? await deps.identity.mfaMethodsOf(user.username) : user.mfaType ? [user.mfaType] : [];
    return { pending: methods.length === 0, methods };
  }

  /**
   * Forgets and closes the user's WebSocket connections (of these sessions only, when given): their rows go even where
   * no WebSocket API is wired, their live-session attendees leave the room (realtime/close-connections.ts).
   */
  async function closeUserConnections(userId: string, sessionIds?: ReadonlySet<string>): Promise<void> {
    await closeConnections(deps, await connectionsOf(deps, userId, sessionIds));
  }

  /**
   * The caller's roles in an organisation and the organisation itself, read once for the role and country rules.
   * Grid admins hold their roles in every active organisation; others through their access there.
   */
  async function standingIn(user: User, organisationId: string): Promise<{ roles: Actor['roles']; org: Organisation | null }> {
    const [org, access] = await Promise.all([
      organisations.organisationOf(organisationId),
      user.type === 'GRID_ADMIN' ? undefined : users.accessOf(organisationId, user.userId).then((a) => a ?? undefined),
    ]);
    const roles = user.type === 'GRID_ADMIN' ? (org?.active ? rolesFor('GRID_ADMIN', undefined) : []) : rolesFor(user.type, access);
    return { roles, org };
  }

  const assertCountry = (org: Organisation | null, viewerCountry: string | undefined) => {
    if (!countryAllowed(org?.config, viewerCountry)) throw errors.location();
  };

  async function userOf(claims: IdentityClaims): Promise<User> {
    const user = await users.personByIdentity(claims.sub);
    if (!user) throw errors.forbidden();
    return user;
  }

  /** The organisation a fresh sign-in starts in: the default one when still usable, else the first active access. */
  async function startingOrganisation(user: User): Promise<string | undefined> {
    if (user.type === 'GRID_ADMIN') {
      if (user.defaultOrganisationId) return user.defaultOrganisationId;
      return (await organisations.allOrganisations()).find((o) => o.active)?.organisationId;
    }
    const active = (await users.accessesOfPerson(user.userId)).filter((a) => a.active && !a.archived);
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
      if (sessionId !== undefined && !SESSION_ID.test(sessionId)) throw errors.unauthenticated();
      const findSession = async () => {
        if (sessionId) return signIns.sessionOf(sessionId);
        if (!claims.tokenKey) return null;
        return (await signIns.sessionsOfToken(claims.tokenKey))[0] ?? null;
      };
      const [user, session] = await Promise.all([userOf(claims), findSession()]);
      if (!session || session.userId !== user.userId) throw errors.unauthenticated();
      // A token opens only the session its own sign-in opened.
      if (claims.tokenKey && session.tokenKey !== claims.tokenKey) throw errors.unauthenticated();
      if (session.revoked || user.status === 'ARCHIVED') throw errors.accessModified();
      if (revokedToken(user, claims)) throw errors.unauthenticated();
      if (session.expiresAt * 1000 <= clock.now().getTime()) throw errors.unauthenticated();
      const { roles, org } = await standingIn(user, session.organisationId);
      assertCountry(org, call.viewerCountry);
      if (roles.length === 0) throw errors.accessModified();
      if (session.mfaPending && !call.duringMfaSetup) throw errors.forbidden(MFA_SETUP_REQUIRED);
      return actorOf(user, session.organisationId, roles, session.sessionId);
    },

    /**
     * Opens a session after a sign-in with the identity provider (auth/login, single sign-on). A token older than
     * the person's last revocation, or of a sign-in whose session was ended (logout), opens nothing.
     */
    async open(claims: IdentityClaims, opts: { userAgent?: string; minutes?: number; viewerCountry?: string; organisationId?: string } = {}) {
      const user = await userOf(claims);
      if (revokedToken(user, claims)) throw errors.unauthenticated();
      if (claims.tokenKey) {
        const earlier = await signIns.sessionsOfToken(claims.tokenKey);
        if (earlier.some((s) => s.revoked)) throw errors.unauthenticated();
      }
      if (user.status !== 'ACTIVE') throw errors.refused('auth.inactive', 'Your account is not active, please contact support.');
      const organisationId = opts.organisationId ?? (await startingOrganisation(user));
      if (!organisationId) throw errors.refused('auth.no_access', 'You do not have access to any active Organisation, please contact support.');
      const { roles, org } = await standingIn(user, organisationId);
      if (roles.length === 0) throw errors.refused('auth.no_access', 'You do not have access to any active Organisation, please contact support.');
      assertCountry(org, opts.viewerCountry);
      const { pending: mfaPending, methods } = await mfaStandingIn(user, org);
      const now = clock.now();
      const absoluteExpiresAt = absoluteEnd(now, org);
      const expires = new Date(Math.min(now.getTime() + (opts.minutes ?? sessionMinutes) * 60_000, absoluteExpiresAt * 1000));
      const sessionId = ids.next();
      await signIns.openSessionWrite({
        sessionId,
        userId: user.userId,
        organisationId,
        createdAt: now.toISOString(),
        expiresOn: expires.toISOString(),
        expiresAt: Math.floor(expires.getTime() / 1000),
        absoluteExpiresAt,
        revoked: false,
        mfaPending,
        userAgent: opts.userAgent?.slice(0, 300),
        tokenKey: claims.tokenKey ?? sessionId,
      });
      const actor = actorOf(user, organisationId, roles, sessionId);
      await audit.recordWrite(
        auditEntry(
          deps,
          actor,
          { refType: 'User', refId: user.userId, organisationId },
          `Signed in (session ${sessionId}${mfaPending ? ', 2-step set-up required' : ''})`,
        ),
      );
      return { actor, user, organisation: org, expires, mfaPending, mfaType: mfaTypeFor(user, mfaPending, methods) };
    },

    /** The organisation's 2-step standing of a person (sign-in, single sign-on, organisation switch). */
    mfaStandingIn,
    /** A session's absolute end (epoch seconds), and the end a session started at `start` would have in `org`. */
    absoluteEndOf,
    absoluteEnd,

    /**
     * auth/refresh: the session of this user, live and not revoked. With `extend` its expiry moves to
     * now + the session length (the countdown dialog's Continue), never past its absolute end; without, it is only
     * read (the 60 s poll). `proof` is the verified token (or the tokens a refresh token just redeemed).
     */
    async renew(sessionId: string, proof: Pick<IdentityClaims, 'sub' | 'issuedAt'>, extend: boolean) {
      if (!SESSION_ID.test(sessionId)) throw errors.unauthenticated();
      const [session, user] = await Promise.all([signIns.sessionOf(sessionId), userOf({ sub: proof.sub })]);
      if (!session || session.userId !== user.userId) throw errors.unauthenticated();
      if (session.revoked || user.status === 'ARCHIVED') throw errors.accessModified();
      if (revokedToken(user, proof)) throw errors.unauthenticated();
      const now = clock.now();
      if (session.expiresAt * 1000 <= now.getTime()) throw errors.unauthenticated();
      if (!extend) return { session, expires: new Date(session.expiresOn) };
      const expires = new Date(Math.min(now.getTime() + sessionMinutes * 60_000, absoluteEndOf(session) * 1000));
      await signIns.extendSessionWrite(sessionId, expires.toISOString(), Math.floor(expires.getTime() / 1000));
      return { session, expires };
    },

    /**
     * Revokes a person everywhere (deactivation, archive, password reset, 2-step reset, access change): every live
     * session ends, tokens issued until now open nothing (tokensValidAfter), the identity provider signs them out
     * (no refresh token works any more), and their WebSocket connections close.
     */
    async revokeAll(userId: string, reason: string, by?: Actor): Promise<number> {
      const user = await users.personOf(userId);
      // Whole seconds (a token's iat): tokens of this very second are refused too.
      if (user) await users.tokensRevokedWrite(userId, nowSeconds() + 1);
      const data = await signIns.sessionsOfPerson(userId);
      const now = clock.now().getTime();
      const live = data.filter((s) => !s.revoked && s.expiresAt * 1000 > now);
      await Promise.all(live.map((s) => signIns.revokeSessionWrite(s.sessionId, reason)));
      if (user?.identitySub && deps.identity) await deps.identity.signOutEverywhere(user.username);
      await closeUserConnections(userId);
      if (live.length > 0) {
        const who = by ?? SYSTEM;
        await audit.recordWrite(
          auditEntry(
            deps,
            who,
            { refType: 'User', refId: userId, organisationId: live[0]!.organisationId },
            `${live.length} active session(s) ended: ${reason}`,
          ),
        );
      }
      return live.length;
    },

    /**
     * The mfa page set a 2-step method: the session may now make every call its roles allow, and the organisation
     * it works in becomes the person's default (a switch into a 2-step organisation is kept only from now on).
     */
    async completeMfaSetup(sessionId: string): Promise<void> {
      const session = await signIns.sessionOf(sessionId);
      if (!session) return;
      await signIns.mfaSetupDoneWrite(session, clock.now().toISOString());
    },

    /** Logout: this session ends, its sign-in's refresh token is revoked, and its WebSocket connections close. */
    async close(actor: Actor, opts: { refreshToken?: string } = {}): Promise<void> {
      await signIns.revokeSessionWrite(actor.sessionId, 'Signed out');
      if (opts.refreshToken && deps.identity) await deps.identity.revokeRefreshToken(opts.refreshToken);
      await closeUserConnections(actor.userId, new Set([actor.sessionId]));
      await audit.recordWrite(
        auditEntry(
          deps,
          actor,
          { refType: 'User', refId: actor.userId, organisationId: actor.organisationId },
          `Signed out (session ${actor.sessionId})`,
        ),
      );
    },
  };
}

/** The login answer's mfaType: none while 2-step set-up is pending, else the method the identity provider has. */
function mfaTypeFor(user: User, pending: boolean, methods: IdentityMfaMethod[] | undefined): IdentityMfaMethod | undefined {
  if (pending) return undefined;
  if (!methods) return user.mfaType;
  return user.mfaType && methods.includes(user.mfaType) ? user.mfaType : methods[0];
}
