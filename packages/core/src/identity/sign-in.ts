import { maskMobile } from '@scheduler/contracts/field-rules';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import type { Identity } from '../ports/identity.ts';
import { pageSizesOf, sessionExpiryOf, settingsOf } from '../organisation/organisation-settings.ts';
import { MFA_TYPE_DISPLAY } from '../user/user-type-display.ts';
import { TIME_ZONE_OPTIONS } from '../time/time-zones.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import type { DataDeps } from '../deps.ts';
import { createOrganisationDirectory } from '../organisation/organisation-directory.ts';
import { createPasswordSignIn } from './password-sign-in.ts';
import { createSessionService, type IdentityClaims } from './session.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createUserStore } from '../user/user-store.ts';

/** auth/login after a Cognito sign-in, and the signed-in user's own profile (doc 1 §3). */
export function createSignInService(deps: DataDeps & { identity?: Identity; sessionMinutes?: number }) {
  const users = createUserStore(deps.db);
  const organisations = createOrganisationStore(deps.db);
  const sessions = createSessionService(deps);
  const labels = createConfigLabelService(deps);
  const directory = createOrganisationDirectory(deps);

  /**
   * The new-organisation-access message (doc 1 §6) for assessors and invigilators: organisations that invited
   * them and whose invitation is still open.
   */
  async function newAccessMessage(userId: string, userType: string): Promise<string | undefined> {
    if (userType !== 'ASSESSOR' && userType !== 'INVIGILATOR') return undefined;
    const invited = (await users.accessesOfPerson(userId)).filter((a) => a.status === 'INVITED' && !a.archived);
    if (invited.length === 0) return undefined;
    const orgs = await Promise.all(invited.map((a) => organisations.organisationOf(a.organisationId)));
    const names = orgs.filter((o) => o?.active).map((o) => o!.name);
    if (names.length === 0) return undefined;
    return `You have been given access to ${names.join(', ')}. Open the invitation e-mail sent to you to activate it.`;
  }

  const service = {
    /**
     * The spec's auth/login with username and password: the server signs in with Cognito and answers the
     * tokens with the login response. A 2-step challenge answers mfaRequired (the code step is the 2-step work).
     */
    async loginWithPassword(username: string, password: string, opts: { userAgent?: string; viewerCountry?: string; otpCode?: string }) {
      if (!deps.identity) throw new Error('identity provider not configured');
      const outcome = await createPasswordSignIn({ ...deps, identity: deps.identity }).signIn(username, password, opts.otpCode);
      if (outcome.kind === 'codeIncorrect') return { status: 'CODE_INCORRECT', message: 'Verification Code Invalid', mfaRequired: true };
      if (outcome.kind === 'mfaRequired')
        return { status: 'MFA_REQUIRED', message: outcome.message, mfaRequired: true, mfaType: outcome.mfaType, username: username.trim() };
      const result = outcome.tokens;
      const answer = await service.login(result.claims, opts);
      return {
        ...answer,
        token: result.accessToken,
        tokens: { accessToken: result.accessToken, idToken: result.idToken, ...(result.refreshToken ? { refreshToken: result.refreshToken } : {}) },
        sessionExpiry: { ...answer.sessionExpiry, ...(result.refreshToken ? { refreshToken: result.refreshToken } : {}) },
      };
    },

    async login(claims: IdentityClaims, opts: { userAgent?: string; viewerCountry?: string; organisationId?: string }) {
      const { actor, user, organisation: org, expires, mfaType } = await sessions.open(claims, opts);
      const config = settingsOf(org?.config);
      return {
        status: 'SUCCESS',
        message: '',
        sessionId: actor.sessionId,
        encryptedId: user.userId,
        username: user.username,
        mfaRequired: false,
        mfaEnabled: org?.mfaEnabled ?? false,
        // Absent exactly when the session waits for 2-step set-up: the web then opens the mfa page.
        mfaType,
        ...(user.mobileNo ? { mobileNo: maskMobile(user.mobileNo) } : {}),
        ...(await newAccessMessage(user.userId, user.type).then((m) => (m ? { msgOrgAccessActivate: m } : {}))),
        configLabels: await labels.forOrganisation(actor.organisationId),
        pageSize: pageSizesOf(config),
        sessionExpiry: sessionExpiryOf(config, expires),
      };
    },

    /**
     * auth/refresh (doc 1 §4, §9): the 60 s poll reads the session's expiry (forceRefresh N, proven by a valid
     * access token or the refresh token); Continue in the countdown dialog (forceRefresh Y) redeems the refresh
     * token at Cognito, which refuses a disabled user or a revoked token, and extends the session.
     */
    async refresh(sessionId: string, proof: { claims?: Pick<IdentityClaims, 'sub' | 'issuedAt'>; refreshToken: string }, force: boolean) {
      let claims = force ? undefined : proof.claims;
      let tokens: Record<string, string> | undefined;
      if (!claims) {
        if (!deps.identity) throw new Error('identity provider not configured');
        const redeemed = await deps.identity.refresh(proof.refreshToken);
        if (redeemed.kind !== 'signedIn') throw errors.sessionRenewRefused();
        claims = redeemed.claims;
        tokens = {
          accessToken: redeemed.accessToken,
          idToken: redeemed.idToken,
          ...(redeemed.refreshToken ? { refreshToken: redeemed.refreshToken } : {}),
        };
      }
      const { session, expires } = await sessions.renew(sessionId, claims, force);
      const org = await organisations.organisationOf(session.organisationId);
      const config = settingsOf(org?.config);
      return {
        status: 'SUCCESS',
        message: '',
        sessionExpiry: sessionExpiryOf(config, expires),
        ...(tokens ? { tokens } : {}),
      };
    },

    async profile(actor: Actor) {
      const [user, org, switchList] = await Promise.all([
        users.personOf(actor.userId),
        organisations.organisationOf(actor.organisationId),
        directory.activeFor(actor),
      ]);
      if (!user || !org) throw errors.accessModified();
      const access = await users.accessOf(actor.organisationId, actor.userId);
      const config = settingsOf(org.config);
      const zone = TIME_ZONE_OPTIONS.find((z) => z.id === user.timezoneId);
      return {
        encryptedId: user.userId,
        encryptedOrganisationId: org.organisationId,
        organisationName: org.name,
        firstName: user.firstName,
        lastName: user.lastName,
        username: user.username,
        type: user.type,
        roles: [...actor.roles],
        timezoneCode: zone?.shortCode,
        encryptedTimezoneId: user.timezoneId,
        timezoneName: zone?.displayName,
        mobileNo: user.mobileNo,
        companyName: user.companyName,
        mfaType: user.mfaType ?? null,
        mfaTypeDisplay: user.mfaType ? MFA_TYPE_DISPLAY[user.mfaType] : undefined,
        countryCode: org.countryCode,
        userOrgAccessList: switchList.map((o) => ({
          active: true,
          encryptedOrgId: o.encryptedId,
          organisationName: o.name,
          switchColor: o.switchColor,
        })),
        checkOrgAdminInvigilator: access?.orgUserInvigilator ?? false,
        showMeetingUnavailableFlag: actor.userType === 'GRID_ADMIN' || Boolean(config.showMeetingUnavailableFlag),
      };
    },
  };
  return service;
}
