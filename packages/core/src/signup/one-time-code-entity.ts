import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/** What a one-time code proves: an invitation's holder at sign-up, or a signed-in user setting up 2-step. */
export const ONE_TIME_CODE_PURPOSES = ['SIGNUP', 'MFA_SETUP'] as const;
export const ONE_TIME_CODE_CHANNELS = ['EMAIL', 'SMS'] as const;

/**
 * A 6-digit verification code (doc 1 §2.6, §2.8) sent by e-mail or SMS. Only a salted hash of the code is kept;
 * one live code per subject and channel (a new one replaces the old). `attempts` counts the tries made on it:
 * each try is reserved with a conditional increment before the comparison, so parallel guesses cannot exceed
 * the limit. A sign-up code stays usable as proof for a while after `verifiedAt`.
 * Access patterns:
 * - the code of one subject and channel (primary, pk purpose + subjectId, sk channel)
 * - the codes of one subject, every channel (primary, pk only) — sign-up asks "was any channel verified?"
 * TTL: expiresAt (epoch seconds).
 */
export const oneTimeCodeEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'oneTimeCode', version: '1', service: 'scheduler' },
      attributes: {
        purpose: { type: ONE_TIME_CODE_PURPOSES, required: true },
        /** The invitation's token hash (SIGNUP) or the user id (MFA_SETUP). */
        subjectId: { type: 'string', required: true },
        channel: { type: ONE_TIME_CODE_CHANNELS, required: true },
        codeHash: { type: 'string', required: true },
        salt: { type: 'string', required: true },
        /** The e-mail address or mobile number the code went to. */
        destination: { type: 'string', required: true },
        attempts: { type: 'number', required: true, default: 0 },
        sentAt: { type: 'string', required: true },
        /** ISO instant after which the code is no longer accepted. */
        expiresOn: { type: 'string', required: true },
        verifiedAt: { type: 'string' },
        /** TTL, epoch seconds. */
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        bySubject: { pk: { field: 'pk', composite: ['purpose', 'subjectId'] }, sk: { field: 'sk', composite: ['channel'] } },
      },
    },
    config,
  );
export type OneTimeCodeEntity = ReturnType<typeof oneTimeCodeEntity>;
export type OneTimeCode = EntityItem<OneTimeCodeEntity>;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];
export type OneTimeCodeChannel = (typeof ONE_TIME_CODE_CHANNELS)[number];
