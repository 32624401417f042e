import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * The record a purge run leaves per organisation and day (doc 3 §2.17; no personal data): how many records of each
 * kind it deleted or sanitised, when it started, and when it finished. Each count moves in the transaction that
 * deletes or sanitises its record, so an interrupted run's record is exact and the resumed run goes on adding to it;
 * finishedAt is set once a run has gone through every due record of the organisation.
 * Access patterns:
 * - the runs of an organisation, newest last (primary, pk organisationId, sk runDay) — the dashboard, the job
 */
export const purgeRunEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'purgeRun', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        /** yyyy-MM-dd (server time zone): the day the run purged up to. */
        runDay: { type: 'string', required: true },
        projects: { type: 'number', required: true, default: 0 },
        meetings: { type: 'number', required: true, default: 0 },
        bookings: { type: 'number', required: true, default: 0 },
        /** Accesses of archived users deleted. */
        usersDeleted: { type: 'number', required: true, default: 0 },
        /** Candidates whose personal data was sanitised. */
        candidatesSanitised: { type: 'number', required: true, default: 0 },
        /** Uploaded files of sanitised candidates removed from the file store. */
        files: { type: 'number', required: true, default: 0 },
        startedAt: { type: 'string' },
        finishedAt: { type: 'string' },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['runDay'] } },
      },
    },
    config,
  );
export type PurgeRunEntity = ReturnType<typeof purgeRunEntity>;
export type PurgeRun = EntityItem<PurgeRunEntity>;
export type PurgeCount = 'projects' | 'meetings' | 'bookings' | 'usersDeleted' | 'candidatesSanitised' | 'files';
