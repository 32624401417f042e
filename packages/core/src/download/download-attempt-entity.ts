import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * Tries at a download link (doc 2 §2 Download File screen) counted per scope and window, so the unique id cannot be
 * guessed: scope is 'link#<bookingId>' or 'ip#<address>', window the start of a fixed window (ISO). Each try reserves
 * one attempt with a conditional increment (download-limit.ts); a right id gives it back.
 * Access pattern: one counter by scope and window (primary). TTL: expiresAt (epoch seconds), the window's end.
 */
export const downloadAttemptEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'downloadAttempt', version: '1', service: 'scheduler' },
      attributes: {
        scope: { type: 'string', required: true },
        window: { type: 'string', required: true },
        attempts: { type: 'number' },
        expiresAt: { type: 'number' },
      },
      indexes: {
        byScope: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: ['window'] } },
      },
    },
    config,
  );
export type DownloadAttemptEntity = ReturnType<typeof downloadAttemptEntity>;
export type DownloadAttempt = EntityItem<DownloadAttemptEntity>;
