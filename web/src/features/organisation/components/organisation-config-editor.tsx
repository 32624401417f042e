import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  BOOKING_OPTIONS_DEFAULTS,
  FREEZE_PERIOD_HOURS,
  INTEGRATION_FIELD_TYPES,
  INTEGRATION_NAMES,
  INTEGRATION_REQUIRED_FIELDS,
  type IntegrationName,
  type OrganisationConfigInput,
  organisationConfig,
  SWITCH_COLOR_STYLES,
} from '@scheduler/contracts/schemas/organisation';
import { useMemo } from 'react';
import type { FieldLayout } from '../../../shared/ui/form/field-def.ts';
import { FormField, type FieldValue } from '../../../shared/ui/form/form-field.tsx';
import { AccessRestrictionField } from './access-restriction-field.tsx';

/** The configuration as the editors hold it: the save's input shape, every item possibly half-filled. */
export type ConfigDraft = Partial<OrganisationConfigInput> & Record<string, unknown>;

type IntegrationDraft = { name: string; config: Record<string, boolean | number | string | undefined> };
type ReminderDraft = { key: string; interval: number[] };

const num = (v: FieldValue): number | undefined => (v === '' || v === undefined ? undefined : Number(v));
const intervalsText = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '');
const parseIntervals = (text: string): number[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);

const MESSAGE_FIELDS: [string, string, boolean][] = [
  ['msgMeetingEditNA_Admin', '{Meeting} edit not allowed (admin)', true],
  ['msgMeetingEditNA_Assessor', '{Meeting} edit not allowed ({assessor})', true],
  ['msgBookingCancelNA_Assessor', 'Booking cancel not allowed ({assessor})', true],
  ['msgBookingCancelInterviewNA_Candidate', '{Interview} cancel not allowed ({candidate})', true],
  ['msgBookingCancelAssessmentNA_Candidate', '{Assessment} cancel not allowed ({candidate})', true],
  ['msgBookingHowToBook_Candidate', 'How to book ({candidate})', false],
  ['msgExistingAssessorAccess', 'Existing {assessor} access note', false],
  ['msgExistingCandidateAccess', 'Existing {candidate} access note', false],
];

const SWITCH_OPTIONS = Object.entries(SWITCH_COLOR_STYLES).map(([label, value]) => ({ value, label }));

/**
 * The first message of the configuration rule (contracts organisationConfig, the server's own) per part of the
 * configuration: 'reminders', 'integrationConfig', 'sessionExpiryAlert.minutesPrior', ...
 */
export function configErrors(config: ConfigDraft): Record<string, string> {
  const parsed = organisationConfig.safeParse(config);
  const out: Record<string, string> = {};
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) {
    const whole = String(issue.path[0] ?? '');
    out[whole] ??= issue.message;
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

export interface OrganisationConfigEditorProps {
  config: ConfigDraft;
  onChange(config: ConfigDraft): void;
  readOnly: boolean;
  /** Show the rule's messages (after a first save attempt). */
  showErrors: boolean;
}

/** The Configuration section of the organisation page (doc 3 §2.2, §3; grid admins only): editors for every item. */
export function OrganisationConfigEditor({ config, onChange, readOnly, showErrors }: OrganisationConfigEditorProps) {
  const errors = useMemo(() => (showErrors ? configErrors(config) : {}), [config, showErrors]);
  const set = (patch: Record<string, unknown>) => onChange({ ...config, ...patch });
  const field = (def: FieldLayout, value: unknown, onValue: (v: FieldValue) => void, errorKey = def.id) => (
    <FormField key={def.id} field={def} value={value as FieldValue} onChange={onValue} readOnly={readOnly} error={errors[errorKey]} />
  );
  const session = (config.sessionExpiryAlert ?? {}) as Record<string, unknown>;
  const freeze = (config.freezePeriodAdminConfig ?? {}) as Record<string, unknown>;
  const retention = (config.retention ?? {}) as Record<string, unknown>;
  const options = { ...BOOKING_OPTIONS_DEFAULTS, ...((config.bookingOptions ?? {}) as Record<string, unknown>) };
  const setOption = (patch: Record<string, unknown>) => set({ bookingOptions: { ...options, ...patch } });
  const reminders = (Array.isArray(config.reminders) ? config.reminders : []) as ReminderDraft[];
  const integrations = (Array.isArray(config.integrationConfig) ? config.integrationConfig : []) as IntegrationDraft[];
  const setReminder = (i: number, r: ReminderDraft | null) =>
    set({ reminders: r ? reminders.map((x, j) => (j === i ? r : x)) : reminders.filter((_, j) => j !== i) });
  const setIntegration = (i: number, it: IntegrationDraft | null) =>
    set({ integrationConfig: it ? integrations.map((x, j) => (j === i ? it : x)) : integrations.filter((_, j) => j !== i) });

  return (
    <Card.Root>
      <Card.Header>
        <Heading size="md">Configuration</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {field(
              {
                id: 'uploadProcessorType',
                label: 'Upload Type',
                type: 'select',
                required: true,
                options: [
                  { value: 'CSV', label: 'CSV' },
                  { value: 'Excel', label: 'Excel' },
                ],
              },
              config.uploadProcessorType,
              (v) => set({ uploadProcessorType: v || undefined }),
            )}
            {field(
              {
                id: 'countryCode',
                label: 'Country',
                type: 'select',
                required: true,
                options: [
                  { value: 'AU', label: 'AU' },
                  { value: 'NZ', label: 'NZ' },
                ],
              },
              config.countryCode,
              (v) => set({ countryCode: v || undefined }),
            )}
            {field({ id: 'switchColor', label: 'Switch Colour', type: 'select', required: true, options: SWITCH_OPTIONS }, config.switchColor, (v) =>
              set({ switchColor: v || undefined }),
            )}
            {field(
              { id: 'invitationExpiry', label: 'Invitation Expiry (days)', type: 'number', required: true, integer: true, min: 1, max: 20 },
              config.invitationExpiry,
              (v) => set({ invitationExpiry: num(v) }),
            )}
            {field(
              { id: 'pageSizeManageMeeting', label: 'Page Size: Manage {Meetings}', type: 'number', integer: true, min: 10, max: 100 },
              config.pageSizeManageMeeting,
              (v) => set({ pageSizeManageMeeting: num(v) }),
            )}
            {field(
              { id: 'pageSizeManageBooking', label: 'Page Size: Manage Bookings', type: 'number', integer: true, min: 10, max: 100 },
              config.pageSizeManageBooking,
              (v) => set({ pageSizeManageBooking: num(v) }),
            )}
            <AccessRestrictionField
              value={Array.isArray(config.countryRestriction) ? config.countryRestriction : []}
              onChange={(countryRestriction) => set({ countryRestriction })}
              readOnly={readOnly}
              error={errors.countryRestriction}
            />
          </SimpleGrid>
          <HStack gap="6" wrap="wrap">
            {field({ id: 'showLinkExpiry', label: 'Show Link Expiry', type: 'checkbox' }, config.showLinkExpiry, (v) => set({ showLinkExpiry: !!v }))}
            {field(
              { id: 'allowCandidateMultiProject', label: 'Allow {Candidate} Multi Project', type: 'checkbox' },
              config.allowCandidateMultiProject,
              (v) => set({ allowCandidateMultiProject: !!v }),
            )}
            {field(
              { id: 'showMeetingUnavailableFlag', label: 'Show {Meeting} Unavailable Flag', type: 'checkbox' },
              config.showMeetingUnavailableFlag,
              (v) => set({ showMeetingUnavailableFlag: !!v }),
            )}
          </HStack>

          <Stack gap="3" role="group" aria-label="Session Expiry Alert">
            <Heading size="sm">Session Expiry Alert</Heading>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {field(
                { id: 'sessionMinutesPrior', label: 'Minutes Prior', type: 'number', required: true, integer: true },
                session.minutesPrior,
                (v) => set({ sessionExpiryAlert: { ...session, minutesPrior: num(v) } }),
                'sessionExpiryAlert.minutesPrior',
              )}
              {field(
                { id: 'sessionMaxMinutes', label: 'Longest Session (minutes)', type: 'number', integer: true },
                session.maxSessionMinutes,
                (v) => set({ sessionExpiryAlert: { ...session, maxSessionMinutes: num(v) } }),
                'sessionExpiryAlert.maxSessionMinutes',
              )}
            </SimpleGrid>
            {field(
              { id: 'sessionMessage', label: 'Message', type: 'text-area', required: true },
              session.message,
              (v) => set({ sessionExpiryAlert: { ...session, message: String(v ?? '') } }),
              'sessionExpiryAlert.message',
            )}
            {errors.sessionExpiryAlert && !errors['sessionExpiryAlert.minutesPrior'] && !errors['sessionExpiryAlert.message'] && (
              <Text color="fg.error">{errors.sessionExpiryAlert}</Text>
            )}
          </Stack>

          <Stack gap="3" role="group" aria-label="Freeze Periods">
            <Heading size="sm">Freeze Periods</Heading>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {FREEZE_PERIOD_HOURS.map((k) =>
                field(
                  { id: k, label: k, type: 'number', required: true, min: 0, max: 999.99 },
                  freeze[k],
                  (v) => set({ freezePeriodAdminConfig: { ...freeze, [k]: num(v) } }),
                  `freezePeriodAdminConfig.${k}`,
                ),
              )}
            </SimpleGrid>
            {field(
              { id: 'meeting_internal_past_allow', label: 'meeting_internal_past_allow', type: 'checkbox' },
              freeze.meeting_internal_past_allow,
              (v) => set({ freezePeriodAdminConfig: { ...freeze, meeting_internal_past_allow: !!v } }),
              'freezePeriodAdminConfig.meeting_internal_past_allow',
            )}
          </Stack>

          <Stack gap="3" role="group" aria-label="Reminders">
            <Heading size="sm">Reminders</Heading>
            {reminders.map((r, i) => (
              <HStack key={`reminder-${i}`} gap="3" align="end" wrap="wrap">
                {field(
                  { id: `reminderKey${i}`, label: `Reminder ${i + 1} Key`, type: 'text', required: true },
                  r.key,
                  (v) => setReminder(i, { ...r, key: String(v ?? '') }),
                  `reminders.${i}.key`,
                )}
                {field(
                  { id: `reminderInterval${i}`, label: `Reminder ${i + 1} Hours Before (comma separated)`, type: 'text', required: true },
                  intervalsText(r.interval),
                  (v) => setReminder(i, { ...r, interval: parseIntervals(String(v ?? '')) }),
                  `reminders.${i}.interval`,
                )}
                {!readOnly && (
                  <Button variant="outline" onClick={() => setReminder(i, null)}>
                    Remove Reminder {i + 1}
                  </Button>
                )}
              </HStack>
            ))}
            {errors.reminders && <Text color="fg.error">{errors.reminders}</Text>}
            {!readOnly && (
              <Button alignSelf="start" variant="outline" onClick={() => set({ reminders: [...reminders, { key: '', interval: [] }] })}>
                Add Reminder
              </Button>
            )}
          </Stack>

          <Stack gap="3" role="group" aria-label="Integrations">
            <Heading size="sm">Integrations</Heading>
            {integrations.map((it, i) => {
              const name = (INTEGRATION_NAMES as readonly string[]).includes(it.name) ? (it.name as IntegrationName) : undefined;
              const shown = name
                ? [...INTEGRATION_REQUIRED_FIELDS[name], ...(name === 'GridIntegration' ? (['tokenExpiryEmail'] as const) : [])]
                : [];
              const setField = (k: string, v: boolean | number | string | undefined) =>
                setIntegration(i, { ...it, config: { ...it.config, [k]: v } });
              return (
                <Stack key={`integration-${i}`} gap="3" borderWidth="1px" borderRadius="md" p="3">
                  <HStack gap="4" align="end" wrap="wrap">
                    {field(
                      {
                        id: `integrationName${i}`,
                        label: `Integration ${i + 1}`,
                        type: 'select',
                        required: true,
                        options: INTEGRATION_NAMES.map((n) => ({ value: n, label: n })),
                      },
                      it.name,
                      (v) => setIntegration(i, { name: String(v ?? ''), config: { enabled: !!it.config.enabled } }),
                      `integrationConfig.${i}.name`,
                    )}
                    {field({ id: `integrationEnabled${i}`, label: 'Enabled', type: 'checkbox' }, it.config.enabled, (v) => setField('enabled', !!v))}
                    {!readOnly && (
                      <Button variant="outline" onClick={() => setIntegration(i, null)}>
                        Remove Integration {i + 1}
                      </Button>
                    )}
                  </HStack>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                    {shown.map((k) => {
                      const type = INTEGRATION_FIELD_TYPES[k];
                      const id = `integration${i}_${k}`;
                      return type === 'boolean'
                        ? field({ id, label: k, type: 'checkbox' }, it.config[k], (v) => setField(k, !!v))
                        : field({ id, label: k, type: type === 'number' ? 'number' : 'text' }, it.config[k], (v) =>
                            setField(k, type === 'number' ? num(v) : String(v ?? '') || undefined),
                          );
                    })}
                  </SimpleGrid>
                  {(errors[`integrationConfig.${i}`] || errors[`integrationConfig.${i}.config`]) && (
                    <Text color="fg.error">{errors[`integrationConfig.${i}`] ?? errors[`integrationConfig.${i}.config`]}</Text>
                  )}
                </Stack>
              );
            })}
            {errors.integrationConfig && !integrations.length && <Text color="fg.error">{errors.integrationConfig}</Text>}
            {!readOnly && (
              <Button
                alignSelf="start"
                variant="outline"
                onClick={() => set({ integrationConfig: [...integrations, { name: 'AWSChime', config: { enabled: false } }] })}
              >
                Add Integration
              </Button>
            )}
          </Stack>

          <Stack gap="3" role="group" aria-label="Retention">
            <Heading size="sm">Retention</Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {field(
                { id: 'purgeAfterArchiveDays', label: 'Purge after archiving (days)', type: 'number', integer: true, min: 1, max: 3650 },
                retention.purgeAfterArchiveDays,
                (v) => set({ retention: { ...retention, purgeAfterArchiveDays: num(v) } }),
                'retention.purgeAfterArchiveDays',
              )}
              {field(
                { id: 'sanitiseAfterLastBookingDays', label: 'Sanitise after last booking (days)', type: 'number', integer: true, min: 1, max: 3650 },
                retention.sanitiseAfterLastBookingDays,
                (v) => set({ retention: { ...retention, sanitiseAfterLastBookingDays: num(v) } }),
                'retention.sanitiseAfterLastBookingDays',
              )}
            </SimpleGrid>
          </Stack>

          <Stack gap="3" role="group" aria-label="Booking Options">
            <Heading size="sm">Booking Options</Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {field(
                { id: 'reschedule', label: 'Allow Reschedule', type: 'checkbox' },
                options.reschedule,
                (v) => setOption({ reschedule: !!v }),
                'bookingOptions.reschedule',
              )}
              {field(
                { id: 'waitlist', label: 'Waitlist for Full Steps', type: 'checkbox' },
                options.waitlist,
                (v) => setOption({ waitlist: !!v }),
                'bookingOptions.waitlist',
              )}
              {field(
                { id: 'waitlistHoldHours', label: 'Waitlist Hold (hours)', type: 'number', integer: true, min: 1, max: 168 },
                options.waitlistHoldHours,
                (v) => setOption({ waitlistHoldHours: num(v) }),
                'bookingOptions.waitlistHoldHours',
              )}
              {field(
                { id: 'underMinimumAlert', label: '{Meeting} Under Minimum Alert', type: 'checkbox' },
                options.underMinimumAlert,
                (v) => setOption({ underMinimumAlert: !!v }),
                'bookingOptions.underMinimumAlert',
              )}
            </SimpleGrid>
          </Stack>

          <Stack gap="4" role="group" aria-label="Messages">
            <Heading size="sm">Messages</Heading>
            {field({ id: 'privacyText', label: 'Privacy Text', type: 'text-area', required: true }, config.privacyText, (v) =>
              set({ privacyText: String(v ?? '') }),
            )}
            {MESSAGE_FIELDS.map(([id, label, required]) =>
              field({ id, label, type: 'text-area', required }, config[id], (v) => set({ [id]: String(v ?? '') || undefined })),
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
