import type { IntegrationSettings } from '@scheduler/contracts/schemas/organisation';
import type { Db } from '../db.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { integrationOf } from '../organisation/organisation-settings.ts';

/**
 * An organisation's live-session settings: its `AWSChime` integration item (doc 3 §3), each field with a default when
 * absent. An organisation without the item has no live sessions.
 */
export interface SessionSettings {
  enabled: boolean;
  candidatesCanSeeEachOther: boolean;
  /** Minutes before the scheduled start the host may start the session. */
  start: number;
  /** Minutes after the scheduled end the session may still be started or joined. */
  end: number;
  /** Minutes with nobody connected before the sweep ends a live session. */
  inactive: number;
  /** Seconds an issued attendee may wait for its first WebSocket join. */
  tokenExpiry: number;
}

export const SESSION_SETTING_DEFAULTS = {
  candidatesCanSeeEachOther: false,
  start: 15,
  end: 30,
  inactive: 30,
  tokenExpiry: 3600,
} as const;

/** The settings of an AWSChime integration item (absent item: not enabled, defaults elsewhere). */
export function sessionSettingsOf(item: IntegrationSettings | undefined): SessionSettings {
  return {
    enabled: item?.enabled === true,
    candidatesCanSeeEachOther: item?.candidatesCanSeeEachOther ?? SESSION_SETTING_DEFAULTS.candidatesCanSeeEachOther,
    start: item?.start ?? SESSION_SETTING_DEFAULTS.start,
    end: item?.end ?? SESSION_SETTING_DEFAULTS.end,
    inactive: item?.inactive ?? SESSION_SETTING_DEFAULTS.inactive,
    tokenExpiry: item?.tokenExpiry ?? SESSION_SETTING_DEFAULTS.tokenExpiry,
  };
}

/** Reads the organisation's live-session settings (an unknown organisation: not enabled). */
export async function readSessionSettings(db: Db, organisationId: string): Promise<SessionSettings> {
  const org = await createOrganisationStore(db).organisationOf(organisationId);
  return sessionSettingsOf(org ? integrationOf(org.config, 'AWSChime') : undefined);
}
