import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * A download link sent to a candidate (doc 2 §2 Download File screen, §7 File download): the link carries
 * linkId; the candidate must also type the unique id from the invitation e-mail, which is checked against
 * uniqueIdHash (token-hash.ts). On success the service answers a short-lived signed URL for fileKey.
 * `expiresAt` (epoch seconds, TTL) removes the row after expiry.
 * Access patterns:
 * - one link by id (primary) — the download route arrives without an organisation
 * - the links of a candidate in an organisation, newest first (gsi1, pk organisationId + candidateId, sk createdAt)
 */
export const fileLinkEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'fileLink', version: '1', service: 'scheduler' },
      attributes: {
        linkId: { type: 'string', required: true },
        organisationId: { type: 'string', required: true },
        candidateId: { type: 'string', required: true },
        uniqueIdHash: { type: 'string', required: true },
        /** Object key in the file store. */
        fileKey: { type: 'string', required: true },
        fileName: { type: 'string', required: true },
        contentType: { type: 'string' },
        /** Lifetime of the signed URL handed out, in seconds. */
        signedUrlSeconds: { type: 'number', required: true, default: 300 },
        expiresOn: { type: 'string', required: true },
        expiresAt: { type: 'number', required: true },
        downloadCount: { type: 'number', required: true, default: 0 },
        lastDownloadAt: { type: 'string' },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['linkId'] }, sk: { field: 'sk', composite: [] } },
        byCandidate: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['organisationId', 'candidateId'] },
          sk: { field: 'gsi1sk', composite: ['createdAt'] },
        },
      },
    },
    config,
  );
export type FileLinkEntity = ReturnType<typeof fileLinkEntity>;
export type FileLink = EntityItem<FileLinkEntity>;
