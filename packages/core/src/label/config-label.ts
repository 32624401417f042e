import type { TableRequest } from '@scheduler/contracts/envelope';
import type { configLabel, configLabelDetail, configLabelSave } from '@scheduler/contracts/schemas/config-label';
import type * as z from 'zod';
import { availableLabelCodes, exclusivePartner, type LabelCode } from '@scheduler/contracts/labels';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import type { ConfigLabel } from './config-label-entity.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { applyTableRequest, type TableSpec } from '../lists/table-query.ts';
import { auditEntry, describeChanges } from '../audit/audit-log.ts';
import type { DataDeps } from '../deps.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createLabelStore } from './label-store.ts';

type ConfigLabelView = z.input<typeof configLabelDetail>;

/** MEETING and MEETINGS (and CANDIDATE and CANDIDATES) share one slot, so the key itself keeps them exclusive. */
export const codeGroup = (code: LabelCode): string => [code, exclusivePartner(code) ?? code].sort()[0];

const spec: TableSpec<ConfigLabelView> = {
  searchable: (l) => [l.code, l.display, l.organisationName],
  sortable: { code: (l) => l.code, display: (l) => l.display, organisationName: (l) => l.organisationName },
  defaultSort: { column: 'code', direction: 'asc' },
};

export const ALREADY_PRESENT = 'This Label Code already exists for this Organisation';

/** Label configuration (doc 3 §2.10–2.11): per-organisation overrides of the product's words. */
export function createConfigLabelService(deps: DataDeps) {
  const { clock, ids } = deps;
  const labelRows = createLabelStore(deps.db);
  const organisations = createOrganisationStore(deps.db);

  async function organisationNames(): Promise<Map<string, string>> {
    return new Map((await organisations.allOrganisations()).map((o) => [o.organisationId, o.name]));
  }
  const view = (l: ConfigLabel, names: Map<string, string>): ConfigLabelView => ({
    encryptedId: l.labelId,
    encryptedOrganisationId: l.organisationId,
    organisationName: names.get(l.organisationId) ?? '',
    code: l.code,
    display: l.display,
  });

  const labelsOf = (organisationId: string) => labelRows.labelsOf(organisationId);

  function checkDisplay(code: LabelCode, display: string) {
    if (code !== 'MEETING_SHOW_JSON') return;
    try {
      JSON.parse(display);
    } catch {
      throw errors.validation('Validation Failed', { display: 'This is JSON value' });
    }
  }

  return {
    /** The labels a signed-in user reads everywhere (login answer): the organisation's overrides. */
    async forOrganisation(organisationId: string): Promise<z.output<typeof configLabel>[]> {
      return (await labelsOf(organisationId)).map((l) => ({ code: l.code, display: l.display }));
    },

    /**
     * configLabel list: labels are a small bounded set (a few per organisation, DESIGN §3.7), so the list reads them
     * all and searches, sorts and pages in memory; unbounded lists page through an index (lists/index-page.ts).
     */
    async list(actor: Actor, organisationId: string, req: TableRequest) {
      const names = await organisationNames();
      const all = organisationId === 'ALL' || organisationId === 'NA' || !organisationId;
      const rows = all ? await labelRows.allLabels() : await labelsOf(scopedOrganisationId(actor, organisationId));
      return applyTableRequest(
        rows.map((l) => view(l, names)),
        req,
        spec,
      );
    },

    async get(actor: Actor, labelId: string): Promise<ConfigLabelView> {
      const found = await labelRows.labelById(labelId);
      if (!found) throw errors.notFound('Label Configuration');
      scopedOrganisationId(actor, found.organisationId);
      return view(found, await organisationNames());
    },

    /** Codes the organisation has no label for yet (and whose exclusive partner it lacks too). */
    async availableCodes(actor: Actor, organisationId: string): Promise<LabelCode[]> {
      const orgId = scopedOrganisationId(actor, organisationId);
      return availableLabelCodes((await labelsOf(orgId)).map((l) => l.code));
    },

    /** Creates or updates; answers the label id. The code of an existing label does not change. */
    async save(actor: Actor, input: z.output<typeof configLabelSave>): Promise<string> {
      const organisationId = scopedOrganisationId(actor, input.encryptedOrganisationId);
      const org = await organisations.organisationOf(organisationId);
      if (!org) throw errors.notFound('Organisation');
      const code = input.code;
      const display = input.display.trim();
      checkDisplay(code, display);
      const now = clock.now().toISOString();

      if (!input.encryptedId) {
        const labelId = ids.next();
        const audit = auditEntry(
          deps,
          actor,
          { refType: 'ConfigLabel', refId: labelId, organisationId },
          `Label Configuration created. Code: '${code}'; Display: '${display}'`,
        );
        const label = { organisationId, codeGroup: codeGroup(code), labelId, code, display, createdAt: now, updatedAt: now };
        if (!(await labelRows.createLabelWrite(label, audit))) throw errors.refused('label.exists', ALREADY_PRESENT, 'ERROR');
        return labelId;
      }

      const before = await labelRows.labelById(input.encryptedId);
      if (!before || before.organisationId !== organisationId) throw errors.notFound('Label Configuration');
      if (before.code !== code) throw errors.refused('label.code_fixed', 'The code of a saved Label Configuration cannot be changed.');
      const changes = describeChanges(before, { display }, { display: 'Display' });
      if (!changes) return before.labelId;
      const audit = auditEntry(
        deps,
        actor,
        { refType: 'ConfigLabel', refId: before.labelId, organisationId },
        `Label Configuration updated. ${changes}`,
      );
      if (!(await labelRows.labelDisplayWrite(before, display, now, audit)))
        throw errors.refused('label.stale', 'This label was changed by someone else, please reload and try again.');
      return before.labelId;
    },
  };
}
