import { describe, expect, it } from 'vitest';
import { sessionSettingsOf } from './session-settings.ts';

describe('sessionSettingsOf', () => {
  it('is not enabled without the AWSChime item, with the defaults elsewhere', () => {
    expect(sessionSettingsOf(undefined)).toEqual({
      enabled: false,
      candidatesCanSeeEachOther: false,
      start: 15,
      end: 30,
      inactive: 30,
      tokenExpiry: 3600,
    });
  });

  it('reads the fields the item holds and defaults the others', () => {
    expect(sessionSettingsOf({ enabled: true, candidatesCanSeeEachOther: true, start: 5, tokenExpiry: 60 })).toEqual({
      enabled: true,
      candidatesCanSeeEachOther: true,
      start: 5,
      end: 30,
      inactive: 30,
      tokenExpiry: 60,
    });
    expect(sessionSettingsOf({ enabled: false, end: 0 })).toMatchObject({ enabled: false, end: 0 });
  });
});
