import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * One message of the outbox (DESIGN §14): alert code, channel, recipient, status, the provider's message id or the
 * error. Every message is first written QUEUED with its rendered words (outbox.ts), in the transaction of the write
 * that calls for it where there is one; a sender (outbox-sender.ts) claims it with a conditional write (SENDING,
 * leased until `dueAt`), sends it at the provider's rate and settles it: SENT with the provider's id, QUEUED again
 * with a later `dueAt` after a failure, FAILED after the last attempt. A settled record keeps its subject but no
 * longer its body (an invitation's body holds its link). The recipient is personal data: the purge sanitises it
 * through byPerson.
 * Access patterns:
 * - one record (primary, organisationId + deliveryId); an organisation's records (primary, pk organisationId)
 * (the list sort keys hold createdAt alone: a patch by the primary key then never has to rebuild them)
 * - the records of a project, newest last by createdAt (gsi3, pk organisationId + projectKey) — the project page
 * - the records of a person, by createdAt (gsi4, pk organisationId + personKey) — the person's page, the purge
 * - the records due to send, by dueAt (gsi1, pk queue; sparse: only QUEUED and SENDING records carry queue and
 *   dueAt) — the sender, across organisations
 */
/** projectKey / personKey of a record without a project or person. */
export const NO_KEY = '-';
export const DELIVERY_CHANNELS = ['EMAIL', 'SMS'] as const;
export const DELIVERY_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const;
/** The one partition of the send queue (gsi1): the records still to send. */
export const OUTBOX_QUEUE = 'outbox';
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const deliveryRecordEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'deliveryRecord', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        deliveryId: { type: 'string', required: true },
        alertCode: { type: 'string', required: true },
        channel: { type: DELIVERY_CHANNELS, required: true },
        /** E-mail address or mobile number the message went to. */
        recipient: { type: 'string', required: true },
        /** The person the recipient belongs to, when known. */
        personId: { type: 'string' },
        projectId: { type: 'string' },
        /** The record the alert is about (booking, meeting, invitation...). */
        refType: { type: 'string' },
        refId: { type: 'string' },
        /** The list keys: projectId and personId, or NO_KEY when the record has none (every write holds the whole key). */
        projectKey: { type: 'string', required: true },
        personKey: { type: 'string', required: true },
        templateId: { type: 'string' },
        subject: { type: 'string' },
        /** The rendered plain text (e-mail) or the SMS, kept until the record is settled. */
        text: { type: 'string' },
        /** The rendered HTML part of an e-mail, kept until the record is settled. */
        html: { type: 'string' },
        /** An e-mail's calendar invitation (iCalendar text) and its METHOD, kept until the record is settled. */
        calendar: { type: 'string' },
        calendarMethod: { type: ['REQUEST', 'CANCEL'] as const },
        /** OUTBOX_QUEUE while the record is still to send (QUEUED or SENDING); removed when it is settled. */
        queue: { type: 'string' },
        /** When the record may next be claimed: its next attempt (QUEUED) or the end of a claim's lease (SENDING). */
        dueAt: { type: 'string' },
        status: { type: DELIVERY_STATUSES, required: true },
        providerMessageId: { type: 'string' },
        error: { type: 'string' },
        attempts: { type: 'number', required: true, default: 1 },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['deliveryId'] } },
        byProject: {
          index: 'gsi3',
          pk: { field: 'gsi3pk', composite: ['organisationId', 'projectKey'] },
          sk: { field: 'gsi3sk', composite: ['createdAt'] },
        },
        byPerson: {
          index: 'gsi4',
          pk: { field: 'gsi4pk', composite: ['organisationId', 'personKey'] },
          sk: { field: 'gsi4sk', composite: ['createdAt'] },
        },
        byQueue: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['queue'] },
          sk: { field: 'gsi1sk', composite: ['dueAt'] },
        },
      },
    },
    config,
  );
export type DeliveryRecordEntity = ReturnType<typeof deliveryRecordEntity>;
export type DeliveryRecord = EntityItem<DeliveryRecordEntity>;
