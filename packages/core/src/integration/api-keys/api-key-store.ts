import { conditioned } from '../../conditional-write.ts';
import type { Db } from '../../db.ts';
import type { AuditLog } from '../../audit/audit-log-entity.ts';
import type { ApiKey } from './api-key-entity.ts';

/** The API keys' reads and writes: the only code that touches the apiKey and apiKeyCallCounter entities. */
export function createApiKeyStore(db: Db) {
  return {
    async keyById(apiKeyId: string): Promise<ApiKey | null> {
      return (await db.apiKey.get({ apiKeyId }).go()).data;
    },

    /** Every key of an organisation, active and revoked, oldest first (an organisation holds a handful). */
    async keysOfOrganisation(organisationId: string): Promise<ApiKey[]> {
      return (await db.apiKey.query.byOrganisation({ organisationId }).go({ pages: 'all' })).data;
    },

    /** A new key and its audit row, together. */
    async createWrite(key: ApiKey, audit: AuditLog): Promise<void> {
      const result = await db.service.transaction
        .write(({ apiKey, auditLog }) => [apiKey.create(key).commit(), auditLog.create(audit).commit()])
        .go();
      if (result.canceled) throw new Error(`API key ${key.apiKeyId} was not written`);
    },

    /** Revokes an active key of this organisation with its audit row; false when it was not active any more. */
    async revokeWrite(key: Pick<ApiKey, 'apiKeyId' | 'organisationId'>, by: { name: string; userId: string; on: string }, audit: AuditLog) {
      const result = await db.service.transaction
        .write(({ apiKey, auditLog }) => [
          apiKey
            .patch({ apiKeyId: key.apiKeyId })
            .set({ status: 'REVOKED', revokedBy: by.name, revokedByUserId: by.userId, revokedOn: by.on })
            .where(({ status, organisationId }, { eq }) => `${eq(status, 'ACTIVE')} AND ${eq(organisationId, key.organisationId)}`)
            .commit(),
          auditLog.create(audit).commit(),
        ])
        .go();
      return !result.canceled;
    },

    /** Records a use at most once per `since`: only when the last recorded use is older (a conditional update). */
    async usedWrite(apiKeyId: string, on: string, olderThan: string): Promise<boolean> {
      return conditioned(
        db.apiKey
          .patch({ apiKeyId })
          .set({ lastUsedOn: on })
          .where(({ lastUsedOn }, { notExists, lt }) => `${notExists(lastUsedOn)} OR ${lt(lastUsedOn, olderThan)}`)
          .go(),
      );
    },

    /** Counts one call of the key in this minute, unless it made `limit` already; false then (nothing counted). */
    async countCallWrite(apiKeyId: string, minute: string, expiresAt: number, limit: number): Promise<boolean> {
      return conditioned(
        db.apiKeyCallCounter
          .update({ apiKeyId, minute })
          .add({ calls: 1 })
          .set({ expiresAt })
          .where(({ calls }, { notExists, lt }) => `${notExists(calls)} OR ${lt(calls, limit)}`)
          .go(),
      );
    },

    /** An audit row written on its own (a call made with a key). */
    async auditWrite(row: AuditLog): Promise<void> {
      await db.auditLog.create(row).go();
    },
  };
}
export type ApiKeyStore = ReturnType<typeof createApiKeyStore>;
