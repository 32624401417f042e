import type { candidateExportAnswer, candidateExportParams } from '@scheduler/contracts/schemas/user-booking';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { buildTableExport } from '../export/table-export.ts';
import { readWholeRange } from '../lists/index-page.ts';
import { createUserStore } from '../user/user-store.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import type { UserOrgAccess } from '../user/user-org-access-entity.ts';
import { scopedOrganisationId } from './organisation-scope.ts';
import { settingsOf } from './organisation-settings.ts';
import { createOrganisationStore } from './organisation-store.ts';

type CandidateExportAnswer = z.input<typeof candidateExportAnswer>;

/** doc 3 §8: a JIRA export with no file answers this. */
export const NO_EXPORT_DATA = 'No data available';
export const JIRA_EXPORT_NOT_CSV = 'JIRA Export is only available for organisations whose upload type is CSV.';

/** The export's columns (`key_label`, as a table export's headers), in the order of the CSV upload file first. */
const HEADERS = [
  'uniqueId_Unique Id',
  'firstName_First Name',
  'lastName_Last Name',
  'mobileNo_Mobile',
  'email_Email',
  'requestTypes_Request Type',
  'status_Status',
  'invitedOn_Invited On',
  'updatedOn_Last Updated',
];

const ZONE = { AU: SERVER_TIME_ZONE, NZ: 'Pacific/Auckland' } as const;

/**
 * The JIRA candidate export (doc 3 §7 Candidate, §9): a CSV of the organisation's candidate records, all of them
 * (type 1) or those changed since the organisation's last export (type 0). An export that holds records moves the
 * organisation's last-export instant to the moment it read them; an empty one answers 'No data available' and moves
 * nothing. Only organisations whose upload type is CSV export.
 */
export function createCandidateExportService(deps: Pick<DataDeps, 'db' | 'clock'>) {
  const { clock } = deps;
  const organisations = createOrganisationStore(deps.db);
  const users = createUserStore(deps.db);
  return {
    async export(actor: Actor, params: z.output<typeof candidateExportParams>): Promise<CandidateExportAnswer> {
      const organisationId = scopedOrganisationId(actor, params.organisationId);
      const org = await organisations.organisationOf(organisationId);
      if (!org) throw errors.notFound('Organisation');
      if (settingsOf(org.config).uploadProcessorType !== 'CSV') throw errors.refused('organisation.export_not_csv', JIRA_EXPORT_NOT_CSV);

      const readAt = clock.now().toISOString();
      // An export is a file of them all: the candidates' keys are read from the list index by type, uncapped, then batch-got.
      const keys = await readWholeRange([users.accessTypeRange(organisationId, 'CANDIDATE')], undefined, { cap: Number.POSITIVE_INFINITY });
      const userIds = keys.map((k) => String(k.userId));
      const [accesses, people] = await Promise.all([users.accessesOf(organisationId, userIds), users.peopleOf(userIds)]);
      const since = params.type === '0' ? org.lastCandidateExportAt : undefined;
      const byId = new Map(people.map((p) => [p.userId, p]));
      const rows = accesses
        .map((a: UserOrgAccess) => {
          const person = byId.get(a.userId);
          const updatedOn = [a.updatedAt, person?.updatedAt ?? ''].sort().at(-1) ?? a.updatedAt;
          const invited = a.status === 'INVITED';
          return {
            uniqueId: a.uniqueId,
            firstName: (invited ? a.invitedFirstName : undefined) ?? person?.firstName,
            lastName: (invited ? a.invitedLastName : undefined) ?? person?.lastName,
            mobileNo: person?.mobileNo,
            email: person?.username,
            requestTypes: a.requestTypes,
            status: a.status,
            invitedOn: new Date(a.createdAt),
            updatedOn: new Date(updatedOn),
            changedAt: updatedOn,
          };
        })
        .filter((r) => !since || r.changedAt > since);
      if (rows.length === 0) return { status: 'SUCCESS', message: NO_EXPORT_DATA };

      const stamp = readAt.slice(0, 19).replace(/[-:T]/g, '');
      const file = await buildTableExport({
        format: 'csv',
        fileName: `jira_candidate_export_${params.type === '1' ? 'all' : 'updated'}_${stamp}`,
        headers: HEADERS,
        rows,
        timeZone: ZONE[org.countryCode],
      });
      await organisations.candidatesExportedWrite(organisationId, readAt);
      return { status: 'SUCCESS', message: `${rows.length}`, ...file };
    },
  };
}
