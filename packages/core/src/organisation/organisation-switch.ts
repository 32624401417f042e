import { MSG } from '@scheduler/contracts/messages';
import type { Actor } from '../actor.ts';
import { isGridAdmin } from '../actor.ts';
import { errors } from '../errors.ts';
import { ACCESS_COUNTRIES } from './access-countries.ts';
import { countryAllowed } from '../identity/country-restriction.ts';
import { rolesFor } from '../user/roles-for.ts';
import { auditEntry } from '../audit/audit-log.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import type { DataDeps } from '../deps.ts';
import { createOrganisationDirectory } from './organisation-directory.ts';
import { createSessionService } from '../identity/session.ts';
import type { Identity } from '../ports/identity.ts';
import { pageSizesOf, settingsOf } from './organisation-settings.ts';
import { createIdentityStore } from '../identity/identity-store.ts';
import { createUserStore } from '../user/user-store.ts';
import { createOrganisationStore } from './organisation-store.ts';

const NO_ACCESS = 'You do not have access to the selected Organisation.';

/** The organisation switch (doc 1 §2.2, §3 switch data, §4, §6) and the countries an organisation may be restricted to. */
export function createOrganisationSwitchService(deps: DataDeps & { identity?: Identity }) {
  const { clock } = deps;
  const organisations = createOrganisationStore(deps.db);
  const users = createUserStore(deps.db);
  const signIns = createIdentityStore(deps.db);
  const directory = createOrganisationDirectory(deps);
  const labels = createConfigLabelService(deps);
  const sessions = createSessionService(deps);

  return {
    /** organisation/getSwitchData: the dropdown shows when more than one organisation is available. */
    async switchData(actor: Actor) {
      const [switchList, current] = await Promise.all([directory.activeFor(actor), organisations.organisationOf(actor.organisationId)]);
      return {
        show: switchList.length > 1,
        colors: settingsOf(current?.config).switchColor,
        defaultOrgName: current?.name,
        switchList: switchList.map((o) => ({ organisationName: o.name, encryptedOrgId: o.encryptedId, switchColor: o.switchColor })),
      };
    },

    /**
     * user/updateDefaultOrganisation: moves the caller's session to another organisation they may work in and makes
     * it their default. A country restriction the viewer's country is not in answers COUNTRY_NOT_ALLOWED.
     *
     * Nobody is locked out by a switch: into an organisation that requires 2-step, for a person with no method at the
     * identity provider, the session moves but is held to the 2-step setup calls (and the switch back, both open
     * during setup), and the default organisation stays as it was until the setup completes. The answer then carries
     * mfaEnabled without mfaType, exactly when the session is held.
     */
    async switchTo(actor: Actor, organisationId: string, viewerCountry: string | undefined) {
      const [org, user, access, session] = await Promise.all([
        organisations.organisationOf(organisationId),
        users.personOf(actor.userId),
        users.accessOf(organisationId, actor.userId),
        signIns.sessionOf(actor.sessionId),
      ]);
      if (!user || !session) throw errors.accessModified();
      const usable = access && !access.archived && access.active ? access : undefined;
      const roles = org?.active ? rolesFor(user.type, usable) : [];
      if (!org || roles.length === 0 || (!isGridAdmin(actor) && !usable)) throw errors.refused('organisation.no_access', NO_ACCESS);
      if (!countryAllowed(org.config, viewerCountry)) return { status: 'COUNTRY_NOT_ALLOWED', message: MSG.locationDenied };

      const now = clock.now().toISOString();
      const { pending: mfaPending, methods } = await sessions.mfaStandingIn(user, org);
      // The new organisation may allow shorter sessions: the session's absolute end and expiry never grow.
      const absoluteExpiresAt = Math.min(sessions.absoluteEndOf(session), sessions.absoluteEnd(new Date(session.createdAt), org));
      const expiresAt = Math.min(session.expiresAt, absoluteExpiresAt);
      const message = `Organisation switched to ${org.name}.`;
      const audit = auditEntry(
        deps,
        actor,
        { refType: 'User', refId: actor.userId, organisationId },
        mfaPending ? `${message} 2-Step Authentication set-up required; the default organisation is unchanged until it is done.` : message,
      );
      const move = { sessionId: actor.sessionId, userId: actor.userId, organisationId, mfaPending, absoluteExpiresAt, expiresAt, now };
      if (!(await signIns.switchSessionWrite(move, audit))) throw errors.accessModified();
      const config = settingsOf(org.config);
      const mfaType = mfaPending ? undefined : user.mfaType && (!methods || methods.includes(user.mfaType)) ? user.mfaType : methods?.[0];
      return {
        status: 'SUCCESS',
        message,
        configLabels: await labels.forOrganisation(organisationId),
        pageSize: pageSizesOf(config),
        mfaEnabled: org.mfaEnabled,
        ...(mfaType ? { mfaType } : {}),
      };
    },

    /** organisation/getAccessCountries: ISO codes, comma-separated. */
    accessCountries(): string {
      return ACCESS_COUNTRIES.join(',');
    },
  };
}
