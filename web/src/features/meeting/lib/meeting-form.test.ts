import { fieldMessages } from '@scheduler/contracts/field-rules';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../test/schema-errors.ts';
import {
  formEnd,
  MEETING_FORM_MSG,
  meetingBody,
  meetingFields,
  meetingFormSchema,
  meetingValues,
  startWindow,
  type MeetingFormContext,
  type MeetingRuleContext,
} from './meeting-form.ts';
import type { MeetingProject } from './meeting-record.ts';

const NOW = new Date('2027-03-10T00:00:00Z');
const PROJECT: MeetingProject = {
  encryptedId: 'P1',
  name: 'Graduate Assessment Centre',
  stepType: 'ASSESSMENT',
  encryptedOrganisationId: 'ORG1',
  encryptedTimezoneId: 'Australia/Sydney',
  startDateDisplay: '2027-03-01',
  endDateDisplay: '2027-06-30',
  duration: 3,
  freezePeriodOnsite: 24,
  freezePeriodRemote: 12,
  freezePeriodEdit: 6,
  freezePeriodCompletion: 48,
  instructions: 'Bring photo identification',
};
const context = (extra: Partial<MeetingFormContext> = {}): MeetingFormContext => ({
  stepType: 'ASSESSMENT',
  deliveryMethod: 'ONSITE',
  isAdmin: true,
  picksAssessor: true,
  showVisible: false,
  showsLinks: true,
  linksRequired: false,
  choosesProject: false,
  country: 'AU',
  labels: { candidate: 'Applicant', assessor: 'Assessor', invigilator: 'Supervisor', onsite: 'In person', remote: 'Online', meeting: 'Session' },
  options: { projects: [], timezones: [], assessors: [], resources: [] },
  assessorPlaceholder: '',
  ...extra,
});
const ids = (c: MeetingFormContext) => meetingFields(c).map((f) => f.id);
type RuleExtras = Partial<Omit<MeetingRuleContext, 'availableAssessors'>> & { availableAssessors?: string[] };
const rules = ({ availableAssessors, ...extra }: RuleExtras = {}) =>
  meetingFormSchema(
    {
      project: PROJECT,
      now: NOW,
      confirmed: 0,
      picksAssessor: true,
      candidateWord: 'Applicant',
      availableAssessors: () => availableAssessors,
      ...extra,
    },
    { stepType: PROJECT.stepType, country: 'AU', sendsLinks: false },
  );
const filled = (extra: Record<string, unknown> = {}) => ({
  ...meetingValues(undefined, PROJECT),
  startDateDisplay: '2027-03-20',
  startTimeDisplay: '09:00',
  addLine1: '1 George Street',
  city: 'Sydney',
  state: 'NSW',
  postCode: '2000',
  encryptedAssessorId: 'A1',
  candidateMin: '2',
  candidateMax: '6',
  ...extra,
});
const errorsOf = (values: ReturnType<typeof filled>, extra: RuleExtras = {}) => schemaErrors(rules(extra), values);

describe('meeting form fields (doc 2 §5)', () => {
  it('an onsite assessment: address, the invigilator (in the organisation words), spots and resources; no surge', () => {
    const fields = meetingFields(context());
    expect(ids(context())).toEqual(
      expect.arrayContaining([
        'addLine1',
        'city',
        'state',
        'postCode',
        'encryptedAssessorId',
        'candidateMin',
        'candidateMax',
        'encryptedResourceIds',
      ]),
    );
    expect(ids(context())).not.toContain('surge');
    expect(ids(context())).not.toContain('duration');
    expect(fields.find((f) => f.id === 'encryptedAssessorId')?.label).toBe('Supervisor');
    expect(fields.find((f) => f.id === 'candidateMax')?.label).toBe('Maximum Applicant Spots');
    expect(fields.find((f) => f.id === 'deliveryMethod')?.options?.map((o) => o.label)).toEqual(['In person', 'Online']);
    expect(fields.find((f) => f.id === 'freezePeriodCompletion')).toMatchObject({ min: 1, max: 999.99 });
    expect(fields.find((f) => f.id === 'freezePeriodCancel')).toMatchObject({ min: 0, max: 999.99 });
    expect(fields.find((f) => f.id === 'instructions')).toMatchObject({ required: true });
    expect(errorsOf(filled({ instructions: 'x'.repeat(1001) })).instructions).toBe(fieldMessages.maxLength(1000));
    expect(errorsOf(filled({ comments: 'x'.repeat(251) })).comments).toBe(fieldMessages.maxLength(250));
  });

  it('a remote interview: booking links (required only on EDIT when the project needs one), surge, no address or spots', () => {
    const remote = context({ stepType: 'INTERVIEW', deliveryMethod: 'REMOTE' });
    expect(ids(remote)).toEqual(expect.arrayContaining(['candidateBookingLink', 'assessorBookingLink', 'surge']));
    expect(ids(remote)).not.toContain('addLine1');
    expect(ids(remote)).not.toContain('candidateMin');
    expect(meetingFields(remote).find((f) => f.id === 'candidateBookingLink')?.required).toBeFalsy();
    expect(meetingFields({ ...remote, linksRequired: true }).find((f) => f.id === 'candidateBookingLink')?.required).toBe(true);
    expect(ids({ ...remote, showsLinks: false })).not.toContain('candidateBookingLink');
  });

  it('an internal meeting: duration entered (1 to 10 hours), no freeze periods; show only with the meeting-unavailable option; Show Admins for admins', () => {
    const internal = context({ stepType: 'INTERNAL' });
    expect(meetingFields(internal).find((f) => f.id === 'duration')).toMatchObject({ required: true, min: 1, max: 10 });
    expect(ids(internal)).not.toContain('freezePeriodCancel');
    expect(ids(context())).not.toContain('show');
    expect(ids(context({ showVisible: true }))).toContain('show');
    expect(ids(context({ isAdmin: false, picksAssessor: false }))).not.toContain('showAdmins');
    expect(ids(context({ isAdmin: false, picksAssessor: false }))).not.toContain('encryptedAssessorId');
    expect(ids(context({ choosesProject: true }))[0]).toBe('encryptedProjectId');
  });

  it('a new meeting takes the defaults: active, shown, not surge, ONSITE, the project zone, duration, instructions and freeze periods', () => {
    expect(meetingValues(undefined, PROJECT)).toMatchObject({
      active: true,
      show: true,
      surge: false,
      showAdmins: false,
      deliveryMethod: 'ONSITE',
      encryptedTimezoneId: 'Australia/Sydney',
      duration: '3',
      instructions: 'Bring photo identification',
      freezePeriodCancel: '24',
      freezePeriodEdit: '6',
      freezePeriodCompletion: '48',
    });
    const internal = meetingValues(undefined, { ...PROJECT, stepType: 'INTERNAL' });
    expect(internal.duration).toBe('');
    expect(JSON.parse(String(internal.taskJson)).map((t: { name: string }) => t.name)).toEqual([
      'Quality Assurance',
      'Screening',
      'EAP',
      'Other Tasking',
    ]);
  });
});

describe('meeting form rules (doc 2 §5)', () => {
  it('a complete onsite assessment passes and is sent with its address and spots', () => {
    const values = filled();
    expect(errorsOf(values)).toEqual({});
    expect(meetingBody(values, { stepType: 'ASSESSMENT', country: 'AU', sendsLinks: false })).toMatchObject({
      stepType: 'ASSESSMENT',
      deliveryMethod: 'ONSITE',
      duration: 3,
      addressDTO: { addLine1: '1 George Street', city: 'Sydney', state: 'NSW', postCode: 2000, countryCode: 'AU' },
      candidateMin: 2,
      candidateMax: 6,
      encryptedAssessorId: 'A1',
    });
  });

  it('spots: the maximum may not be lower than the minimum, in the organisation words', () => {
    expect(errorsOf(filled({ candidateMin: '5', candidateMax: '2' })).candidateMax).toBe(MEETING_FORM_MSG.spots('Applicant'));
    expect(MEETING_FORM_MSG.spots('Candidate')).toBe('The maximum Candidate spots may not be lower than minimum spots.');
  });

  it('the start date window: project start or today, to the project end; internal meetings may start in the past (the server judges how far)', () => {
    expect(startWindow(PROJECT, 'Australia/Sydney', NOW)).toEqual({ min: '2027-03-10', max: '2027-06-30' });
    expect(startWindow({ ...PROJECT, stepType: 'INTERNAL' }, 'Australia/Sydney', NOW).min).toBe('2027-03-01');
    expect(startWindow({ ...PROJECT, startDateDisplay: '2027-04-01' }, 'Australia/Sydney', NOW).min).toBe('2027-04-01');
    expect(errorsOf(filled({ startDateDisplay: '2027-03-09' })).startDateDisplay).toBe(MEETING_FORM_MSG.startTooEarly('2027-03-10'));
    expect(errorsOf(filled({ startDateDisplay: '2027-07-01' })).startDateDisplay).toBe(MEETING_FORM_MSG.startTooLate('2027-06-30'));
    expect(errorsOf(filled({ startDateDisplay: '2027-03-09' }), { keepDate: '2027-03-09' }).startDateDisplay).toBeUndefined();
  });

  it('a start already passed today is refused for a non-internal meeting', () => {
    expect(errorsOf(filled({ startDateDisplay: '2027-03-10', startTimeDisplay: '10:00' })).startTimeDisplay).toBe(
      'The start time has already passed.',
    );
    expect(errorsOf(filled({ startDateDisplay: '2027-03-10', startTimeDisplay: '12:00' })).startTimeDisplay).toBeUndefined();
  });

  it('confirmed bookings: not Inactive nor Hidden', () => {
    expect(errorsOf(filled({ active: false }), { confirmed: 2 }).active).toBe(
      'This record cannot be set to Inactive or Hidden as it has Confirmed Bookings present.',
    );
    expect(errorsOf(filled({ show: false }), { confirmed: 1 }).show).toBe(MEETING_FORM_MSG.confirmedBookings);
    expect(errorsOf(filled({ active: false }), { confirmed: 0 }).active).toBeUndefined();
  });

  it('an assessor not in the available list: NOT AVAILABLE', () => {
    expect(errorsOf(filled(), { availableAssessors: ['A2'] }).encryptedAssessorId).toBe('NOT AVAILABLE');
    expect(errorsOf(filled(), { availableAssessors: ['A1'] }).encryptedAssessorId).toBeUndefined();
  });

  it('booking links are web links; they are sent only for projects that need their own', () => {
    const remote = filled({
      deliveryMethod: 'REMOTE',
      candidateBookingLink: 'https://meet.example/a',
      assessorBookingLink: 'https://meet.example/b',
    });
    expect(meetingBody(remote, { stepType: 'INTERVIEW', country: 'AU', sendsLinks: true })).toMatchObject({
      candidateBookingLink: 'https://meet.example/a',
    });
    expect(meetingBody(remote, { stepType: 'INTERVIEW', country: 'AU', sendsLinks: false })).not.toHaveProperty('candidateBookingLink');
    const links = meetingFormSchema(
      { project: PROJECT, now: NOW, confirmed: 0, picksAssessor: true, candidateWord: 'Applicant' },
      { stepType: 'INTERVIEW', country: 'AU', sendsLinks: true },
    );
    expect(schemaErrors(links, { ...remote, candidateBookingLink: 'meet.example/a' }).candidateBookingLink).toBe(MEETING_FORM_MSG.linkUrl);
  });

  it('an ONSITE address is checked under its own fields (post code 100 to 9999)', () => {
    expect(errorsOf(filled({ postCode: '99' })).postCode).toBe('Min. Value Allowed: 100');
    expect(errorsOf(filled({ city: '' })).city).toBe('This is a required field');
  });

  it('end = start + duration in the meeting zone, across the Sydney DST change', () => {
    expect(formEnd(filled({ startDateDisplay: '2026-10-04', startTimeDisplay: '01:00', duration: '2' }))?.toISOString()).toBe(
      '2026-10-03T17:00:00.000Z',
    );
    expect(formEnd(filled({ startTimeDisplay: '' }))).toBeUndefined();
  });
});
