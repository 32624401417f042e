import { describe, expect, it } from 'vitest';
import { gapCancellations, type OfferContext, type OfferMeeting, offeredDays, offerRefusal } from './offer-rules.ts';

const now = new Date('2026-03-02T00:00:00Z'); // Monday 11:00 in Sydney
const meeting = (over: Partial<OfferMeeting> = {}): OfferMeeting => ({
  meetingId: 'M1',
  projectId: 'P1',
  stepType: 'ASSESSMENT',
  start: '2026-03-05T23:00:00Z', // Friday 6 March 10:00 Sydney
  timeZone: 'Australia/Sydney',
  deliveryMethod: 'ONSITE',
  active: true,
  show: true,
  archived: false,
  candidateMax: 3,
  candidatesConfirmed: 0,
  freezePeriodCancel: 24,
  ...over,
});
const ctx = (over: Partial<OfferContext> = {}): OfferContext => ({
  meeting: meeting(),
  project: {
    projectId: 'P1',
    status: 'ACTIVE',
    start: '2026-02-01T00:00:00Z',
    end: '2026-04-30T00:00:00Z',
    meetingPeriodVisible: 30,
    meetingPeriodGap: 2,
  },
  booking: { projectId: 'P1', stepType: 'ASSESSMENT' },
  otherBookings: [],
  now,
  ...over,
});

describe('offerRefusal', () => {
  it('offers an open, shown, future meeting with spots inside the window', () => {
    expect(offerRefusal(ctx())).toBeUndefined();
  });

  it.each([
    ['closed', { archived: true }],
    ['closed', { active: false }],
    ['hidden', { show: false }],
    ['full', { candidatesConfirmed: 3 }],
    ['past', { start: '2026-03-01T23:00:00Z' }],
    ['frozen', { start: '2026-03-02T20:00:00Z' }],
    ['outside-window', { start: '2026-05-01T00:00:00Z' }],
    ['wrong-step', { projectId: 'P2' }],
    ['wrong-step', { stepType: 'INTERVIEW' }],
  ] as const)('refuses %s (%o)', (reason, over) => {
    const m = meeting(over);
    const project = {
      ...ctx().project,
      meetingPeriodVisible: 90,
      end: '2026-12-31T00:00:00Z',
      ...(reason === 'outside-window' ? { end: '2026-04-30T00:00:00Z' } : {}),
    };
    expect(offerRefusal(ctx({ meeting: m, project }))).toBe(reason);
  });

  it('keeps meetings beyond meetingPeriodVisible days (meeting zone) out; 0 means today only', () => {
    const project = { ...ctx().project, meetingPeriodVisible: 3 };
    expect(offerRefusal(ctx({ project }))).toBe('not-visible-yet'); // 6 March is 4 days after 2 March
    expect(offerRefusal(ctx({ project: { ...project, meetingPeriodVisible: 4 } }))).toBeUndefined();
    expect(offerRefusal(ctx({ project: { ...project, meetingPeriodVisible: 0 } }))).toBe('not-visible-yet');
  });

  it('lets an administrator past hidden, visibility and freeze, never past capacity or the window', () => {
    const hidden = meeting({ show: false, start: '2026-03-02T05:00:00Z' });
    expect(offerRefusal(ctx({ meeting: hidden, asAdmin: true }))).toBeUndefined();
    expect(offerRefusal(ctx({ meeting: { ...hidden, candidatesConfirmed: 3 }, asAdmin: true }))).toBe('full');
    expect(offerRefusal(ctx({ meeting: { ...hidden, start: '2026-03-01T05:00:00Z' }, asAdmin: true }))).toBe('past');
  });

  it('refuses an interview fewer than meetingPeriodGap days after the confirmed assessment', () => {
    const interview = meeting({ projectId: 'P2', stepType: 'INTERVIEW', candidateMax: 1 });
    const base = ctx({
      meeting: interview,
      project: { ...ctx().project, projectId: 'P2' },
      booking: { projectId: 'P2', stepType: 'INTERVIEW' },
    });
    const assessment = (start: string, status: 'CONFIRMED' | 'COMPLETE' | 'CANCELLED' = 'CONFIRMED') => ({
      bookingId: 'A',
      stepType: 'ASSESSMENT' as const,
      status,
      start,
    });
    expect(offerRefusal({ ...base, otherBookings: [assessment('2026-03-04T23:00:00Z')] })).toBe('gap'); // 1 day before
    expect(offerRefusal({ ...base, otherBookings: [assessment('2026-03-03T23:00:00Z')] })).toBeUndefined(); // 2 days
    expect(offerRefusal({ ...base, otherBookings: [assessment('2026-03-04T23:00:00Z', 'COMPLETE')] })).toBe('gap');
    expect(offerRefusal({ ...base, otherBookings: [assessment('2026-03-04T23:00:00Z', 'CANCELLED')] })).toBeUndefined();
  });

  it('books an assessment too close to a confirmed interview and names the interview to auto-cancel', () => {
    const interview = { bookingId: 'I', stepType: 'INTERVIEW' as const, status: 'CONFIRMED' as const, start: '2026-03-06T23:00:00Z' };
    const c = ctx({ otherBookings: [interview] });
    expect(offerRefusal(c)).toBeUndefined();
    expect(gapCancellations(c).map((b) => b.bookingId)).toEqual(['I']);
    const farInterview = { ...interview, start: '2026-03-08T23:00:00Z' };
    expect(gapCancellations(ctx({ otherBookings: [farInterview] }))).toEqual([]);
  });
});

describe('offeredDays', () => {
  it('lists distinct offered dates in each meeting’s zone, ascending', () => {
    const { meeting: _m, ...rest } = ctx();
    const days = offeredDays(
      [
        meeting({ meetingId: 'a', start: '2026-03-06T14:30:00Z' }), // 7 March 01:30 Sydney, 6 March 22:30 Perth
        meeting({ meetingId: 'b', start: '2026-03-06T14:30:00Z', timeZone: 'Australia/Perth' }),
        meeting({ meetingId: 'c', start: '2026-03-05T23:00:00Z' }),
        meeting({ meetingId: 'd', start: '2026-03-05T23:00:00Z', candidatesConfirmed: 3 }),
        meeting({ meetingId: 'e', start: '2026-03-09T23:00:00Z', show: false }),
      ],
      rest,
    );
    expect(days).toEqual(['2026-03-06', '2026-03-07']);
  });
});
