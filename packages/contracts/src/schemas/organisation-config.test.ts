import { describe, expect, it } from 'vitest';
import { EXAMPLE_ORGANISATION_CONFIG } from '../testing/organisation-config-example.ts';
import { CONFIG_MSG, organisationConfig, RETENTION_DEFAULTS, storedOrganisationConfig } from './organisation-config.ts';

const validConfig = EXAMPLE_ORGANISATION_CONFIG;

const messages = (config: unknown) => {
  const r = organisationConfig.safeParse(config);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('organisation config (doc 3 §3, §5, §8)', () => {
  it('accepts a complete configuration and fills the defaults, retention included', () => {
    const c = organisationConfig.parse(validConfig);
    expect(c.retention).toEqual({ purgeAfterArchiveDays: 90, sanitiseAfterLastBookingDays: 365 });
    expect(RETENTION_DEFAULTS).toEqual(c.retention);
    expect([c.pageSizeManageMeeting, c.showLinkExpiry, c.countryRestriction]).toEqual([10, false, []]);
  });

  it('names the session expiry item that is wrong or missing', () => {
    expect(messages({ ...validConfig, sessionExpiryAlert: { message: 'x' } })).toEqual([
      'Session Expiry Configuration: Item: minutesPrior value is not correct or missing',
    ]);
    expect(messages({ ...validConfig, sessionExpiryAlert: { minutesPrior: 5, message: ' ' } })).toEqual([
      'Session Expiry Configuration: Item: message value is not correct or missing',
    ]);
  });

  it('needs all five freeze period numbers and the boolean', () => {
    const { meeting_internal_past_allow: _a, ...noAllow } = validConfig.freezePeriodAdminConfig;
    expect(messages({ ...validConfig, freezePeriodAdminConfig: { ...noAllow, meeting_edit_onsite_admin_hours: 'x' } })).toEqual([
      'Freeze Period Configuration: Item: meeting_edit_onsite_admin_hours value is not correct or missing',
      'Freeze Period Configuration: Item: meeting_internal_past_allow value is not correct or missing',
    ]);
  });

  it('refuses reminders missing, not a list or empty, and a bad item', () => {
    const { reminders: _r, ...noReminders } = validConfig;
    expect(messages(noReminders)).toEqual([CONFIG_MSG.reminderRequired]);
    expect(messages(noReminders)[0]).toBe('Reminder Configuration is required');
    expect(messages({ ...validConfig, reminders: '{}' })[0]).toContain('should be of Array Type');
    expect(messages({ ...validConfig, reminders: [] })[0]).toContain('should have at least 1 config');
    expect(messages({ ...validConfig, reminders: [{ key: 'R', interval: ['x'] }] })).toEqual([
      'Reminder Configuration: Item: interval value is not correct or missing',
    ]);
  });

  it('refuses integrations missing, not a list, empty, without name or config, without required fields, with unknown fields', () => {
    const { integrationConfig: _i, ...noIntegrations } = validConfig;
    expect(messages(noIntegrations)).toEqual(['Integration Configuration is required']);
    expect(messages({ ...validConfig, integrationConfig: { name: 'AWSChime' } })[0]).toContain('should be of Array Type');
    expect(messages({ ...validConfig, integrationConfig: [] })[0]).toContain('should have at least 1 config');
    expect(messages({ ...validConfig, integrationConfig: [validConfig.integrationConfig[0], { name: 'AWSChime' }] })).toEqual([
      'Integration Configuration: Item 2 missing Name or Config item',
    ]);
    expect(messages({ ...validConfig, integrationConfig: [{ name: 'CalendarFeed', config: { enabled: true, start: 30 } }] })).toEqual([
      'Integration Configuration: CalendarFeed required fields not found: end, inactive',
    ]);
    expect(messages({ ...validConfig, integrationConfig: [{ name: 'CalendarFeed', config: { enabled: false, colour: 'red' } }] })).toEqual([
      'Integration Configuration: CalendarFeed Field Type not found for colour',
    ]);
    expect(messages({ ...validConfig, integrationConfig: [{ name: 'GridIntegration', config: { enabled: 'yes' } }] })).toEqual([
      'Integration Configuration: GridIntegration required fields not found: enabled',
    ]);
    expect(messages({ ...validConfig, integrationConfig: [{ name: 'CalendarFeed', config: { enabled: false } }] })).toEqual([]);
  });

  it('passes on only the name and config of an integration item, whatever else the request put beside them', () => {
    const item = { name: 'CalendarFeed', config: { enabled: false }, note: '<b>x</b>' };
    const parsed = organisationConfig.parse({ ...validConfig, integrationConfig: [item] });
    expect(parsed.integrationConfig).toEqual([{ name: 'CalendarFeed', config: { enabled: false } }]);
  });

  it('keeps invitation expiry a whole number from 1 to 20 and the switch colour two parts', () => {
    expect(messages({ ...validConfig, invitationExpiry: 21 })).toEqual(['Max. Value allowed: 20']);
    expect(messages({ ...validConfig, invitationExpiry: 1.5 })).toEqual(['No decimal allowed']);
    expect(messages({ ...validConfig, switchColor: 'blue' })).toEqual([CONFIG_MSG.switchColor]);
  });

  it('reads a stored configuration item by item: bad items absent, retention defaulted', () => {
    const stored = storedOrganisationConfig({ reminders: 'nope', invitationExpiry: 3, retention: { purgeAfterArchiveDays: 30 } });
    expect(stored.reminders).toBeUndefined();
    expect(stored.invitationExpiry).toBe(3);
    expect(stored.retention).toEqual({ purgeAfterArchiveDays: 30, sanitiseAfterLastBookingDays: 365 });
    expect(storedOrganisationConfig(undefined).retention).toEqual(RETENTION_DEFAULTS);
  });
});
