import { MSG } from '@scheduler/contracts/messages';
import type { organisationSave } from '@scheduler/contracts/schemas/organisation';
import type * as z from 'zod';
import { type Actor, isGridAdmin } from '../actor.ts';
import { auditEntry, describeChanges } from '../audit/audit-log.ts';
import { fieldAuditEntries, stableJson } from '../audit/field-audit.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { accessRestrictionOutside } from './access-countries.ts';
import { createOrganisationStore } from './organisation-store.ts';

type OrganisationSave = z.output<typeof organisationSave>;

/** The organisation's own fields as the audit log names them (doc 3 §2.2 Organisation Details). */
const AUDITED = {
  name: 'Name',
  description: 'Description',
  contactName: 'Contact Name',
  alertEmail: 'Alert Email',
  mfaEnabled: 'MFA Enabled',
  active: 'Active',
};

const same = (a: unknown, b: unknown) => stableJson(a ?? null) === stableJson(b ?? null);

/** The configuration items whose value a save changes, by name. */
function changedConfigItems(before: Record<string, unknown> | undefined, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((k) => !same(before?.[k], after[k]));
}

/**
 * organisation/save (doc 3 §5, §6): grid admins create and edit organisations with their whole configuration
 * (validated by the contracts' organisationConfig before it arrives here). The Access Restriction names only access
 * countries (organisation/getAccessCountries): any other code is refused (422 'Error', the spec's organisation save
 * failure). Every save writes its audit row and one field-audit row per changed field or configuration item in the
 * same transaction; a save that changes nothing writes nothing.
 */
export function createOrganisationSaveService(deps: DataDeps) {
  const { clock, ids } = deps;
  const organisations = createOrganisationStore(deps.db);

  return {
    /** Creates or updates; answers the organisation id. */
    async save(actor: Actor, input: OrganisationSave): Promise<string> {
      if (!isGridAdmin(actor)) throw errors.forbidden();
      const outside = accessRestrictionOutside(input.config.countryRestriction);
      if (outside.length) throw errors.refused('organisation.country_not_offered', MSG.accessRestrictionNotOffered(outside), 'Error');
      const now = clock.now().toISOString();
      const fields = {
        name: input.name,
        description: input.description ?? '',
        contactName: input.contactName ?? '',
        alertEmail: input.alertEmail,
        mfaEnabled: input.mfaEnabled,
        active: input.active,
      };
      const config = input.config;
      const flat = (c: Record<string, unknown> | undefined, f: Record<string, unknown>) => ({ ...f, ...(c ?? {}) });

      if (!input.encryptedId) {
        const organisationId = ids.next();
        const ref = { refType: 'Organisation' as const, refId: organisationId, organisationId };
        const audit = auditEntry(deps, actor, ref, `Organisation created. ${describeChanges(undefined, fields, AUDITED)}`);
        const fieldRows = fieldAuditEntries(deps, actor, ref, undefined, flat(config, fields));
        const created = { organisationId, ...fields, countryCode: config.countryCode, config, createdAt: now, updatedAt: now };
        if (!(await organisations.createOrganisationWrite(created, audit, fieldRows)))
          throw errors.refused('organisation.conflict', 'Organisation could not be saved, please try again.');
        return organisationId;
      }

      const organisationId = input.encryptedId;
      const before = await organisations.organisationOf(organisationId);
      if (!before) throw errors.notFound('Organisation');
      const beforeConfig = (before.config ?? {}) as Record<string, unknown>;
      const beforeFields = { ...before, description: before.description ?? '', contactName: before.contactName ?? '' };
      const fieldChanges = describeChanges(beforeFields, fields, AUDITED);
      const configChanges = changedConfigItems(beforeConfig, config);
      if (!fieldChanges && configChanges.length === 0) return organisationId;

      const ref = { refType: 'Organisation' as const, refId: organisationId, organisationId };
      const message = [fieldChanges, configChanges.length ? `Configuration: ${configChanges.join(', ')}` : ''].filter(Boolean).join('; ');
      const audit = auditEntry(deps, actor, ref, `Organisation updated. ${message}`);
      const fieldRows = fieldAuditEntries(deps, actor, ref, flat(beforeConfig, beforeFields), flat(config, fields));
      const saved = { ...fields, countryCode: config.countryCode, config, updatedAt: now };
      if (!(await organisations.updateOrganisationWrite(organisationId, before.updatedAt, saved, audit, fieldRows)))
        throw errors.refused('organisation.stale', 'This organisation was changed by someone else, please reload and try again.');
      return organisationId;
    },
  };
}
