import { MSG } from '@scheduler/contracts/messages';
import type { Actor } from '../actor.ts';
import { isGridAdmin } from '../actor.ts';
import { errors } from '../errors.ts';
import { ACCESS_COUNTRIES } from '../rules/access-countries.ts';
import { countryAllowed } from '../rules/country-restriction.ts';
import { rolesFor } from '../rules/roles-for.ts';
import { auditEntry } from './audit-log.ts';
import { createConfigLabelService } from './config-label.ts';
import type { DataDeps } from './deps.ts';
import { createOrganisationDirectory } from './organisation-directory.ts';
import { pageSizesOf, settingsOf } from '../rules/organisation-settings.ts';


const NO_ACCESS = 'You do not have access to the selected Organisation.';

/** The organisation switch (doc 1 §2.2, §3 switch data, §4, §6) and the countries an organisation may be restricted to. */
export function createOrganisationSwitchService(deps: DataDeps) {
  const { db, clock } = deps;
  const directory = createOrganisationDirectory(deps);
  const labels = createConfigLabelService(deps);

  return {
    /** organisation/getSwitchData: the dropdown shows when more than one organisation is available. */
    async switchData(actor: Actor) {
      const [organisations, { data: current }] = await Promise.all([directory.activeFor(actor), db.organisation.get({ organisationId: actor.organisationId }).go()]);
      return {
        show: organisations.length > 1,
        colors: settingsOf(current?.config).switchColor,
        defaultOrgName: current?.name,
        switchList: organisations.map((o) => ({ organisationName: o.name, encryptedOrgId: o.encryptedId, switchColor: o.switchColor })),
      };
    },

    /**
     * user/updateDefaultOrganisation: moves the caller's session to another organisation they may work in and makes
     * it their default. A country restriction the viewer's country is not in answers COUNTRY_NOT_ALLOWED.
     */
    async switchTo(actor: Actor, organisationId: string, viewerCountry: string | undefined) {
      const [{ data: org }, { data: user }, { data: access }] = await Promise.all([
        db.organisation.get({ organisationId }).go(),
        db.user.get({ userId: actor.userId }).go(),
        db.userOrgAccess.get({ organisationId, userId: actor.userId }).go(),
      ]);
      if (!user) throw errors.accessModified();
      const usable = access && !access.archived && access.active ? access : undefined;
      const roles = org?.active ? rolesFor(user.type, usable) : [];
      if (!org || roles.length === 0 || (!isGridAdmin(actor) && !usable)) throw errors.refused('organisation.no_access', NO_ACCESS);
      if (!countryAllowed(org.config, viewerCountry)) return { status: 'COUNTRY_NOT_ALLOWED', message: MSG.locationDenied };

      const now = clock.now().toISOString();
      // An organisation that requires 2-step authentication holds the session to the setup calls until a method is set.
      const mfaPending = org.mfaEnabled && !user.mfaType;
      const audit = auditEntry(deps, actor, { refType: 'User', refId: actor.userId, organisationId }, `Organisation switched to ${org.name}.`);
      const result = await db.service.transaction
        .write(({ session, user: users, auditLog }) => [
          session.patch({ sessionId: actor.sessionId }).set({ organisationId, mfaPending }).where((attr, op) => op.eq(attr.revoked, false)).commit(),
          users.patch({ userId: actor.userId }).set({ defaultOrganisationId: organisationId, updatedAt: now }).commit(),
          auditLog.create(audit).commit(),
        ])
        .go();
      if (result.canceled) throw errors.accessModified();
      const config = settingsOf(org.config);
      return {
        status: 'SUCCESS',
        message: `Organisation switched to ${org.name}.`,
        configLabels: await labels.forOrganisation(organisationId),
        pageSize: pageSizesOf(config),
        mfaEnabled: org.mfaEnabled,
        ...(user.mfaType ? { mfaType: user.mfaType } : {}),
      };
    },

    /** organisation/getAccessCountries: ISO codes, comma-separated. */
    accessCountries(): string {
      return ACCESS_COUNTRIES.join(',');
    },
  };
}
