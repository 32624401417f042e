import { describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { formatApiDate } from '@scheduler/core/time/time-formats';
import { addCalendarDays } from '@scheduler/core/time/zoned-date-time';
import { isoWeek } from '@scheduler/core/dashboard/dashboard-weeks';
import { OVERFLOW_WEEK_KEY } from '@scheduler/core/dashboard/meeting-figures';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { meetingListRecords } from './testing/meeting-list-world.ts';

const { db } = testDb();

type Caller = { sub: string; sessionId: string };
const dashboard = (who: Caller, search: object) =>
  invoke(handler, { method: 'POST', path: '/api/meeting/getDashboardMeetingData', body: { searchData: JSON.stringify(search) }, ...who });
const quarters = (who: Caller, body: string[]) => invoke(handler, { method: 'POST', path: '/api/meeting/getQuarterDataMeeting', body, ...who });

const world = await givenTwoOrganisations(db);
const { a, b } = world;
const records = meetingListRecords(db, a.organisationId);
const interviews = await records.project('Interviews');
const tests = await records.project('Tests', 'ASSESSMENT');
const projectB = await meetingListRecords(db, b.organisationId).project('B');

const today = formatApiDate(new Date(), 'Australia/Sydney');
/** 10:00 Sydney, `days` from today (a rough UTC instant is enough: 00:00 UTC is 10 or 11 in Sydney). */
const at = (days: number) => `${addCalendarDays(today, days)}T00:00:00.000Z`;
await records.meeting(interviews, a.assessor.userId, at(2), { candidatesConfirmed: 1 });
await records.meeting(interviews, a.assessor.userId, at(3));
await records.meeting(interviews, a.assessor.userId, at(4), { deliveryMethod: 'REMOTE', address: undefined, show: false });
await records.meeting(tests, a.invigilator.userId, at(9), {
  stepType: 'ASSESSMENT',
  candidateMax: 4,
  candidatesConfirmed: 2,
  address: { addLine1: '1 Queen St', city: 'Brisbane', state: 'QLD', postCode: 4000, countryCode: 'AU' },
});
await records.meeting(interviews, a.assessor.userId, at(50), { active: false });
await records.meeting(interviews, a.assessor.userId, at(5), { archived: true });

describe('meeting/getDashboardMeetingData', () => {
  it("sums the organisation's meetings of the range by fill, method, activity, week and state", async () => {
    const answer = await dashboard(a.admin, { listType: 'ALL', dateRange: `${today}~${addCalendarDays(today, 60)}` });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = parseBody(answer);
    expect(data).toMatchObject({ countFilled: 1, countUnfilled: 4, countOnsite: 4, countRemote: 1, countActive: 4, countInactive: 1 });
    const weeks = data.mapWeekData as Record<string, { filled: number; unfilled: number; noShow: number; booked: number }>;
    const totals = Object.values(weeks).reduce((n, w) => n + w.filled + w.unfilled, 0);
    expect(totals).toBe(5);
    expect(weeks[OVERFLOW_WEEK_KEY]).toMatchObject({ unfilled: 1 });
    expect(weeks[String(isoWeek(addCalendarDays(today, 9)))]).toMatchObject({ booked: 2 });
    expect(Object.values(weeks).reduce((n, w) => n + w.noShow, 0)).toBe(1);
    expect(data.listStateData.slice(0, 3)).toEqual([
      { name: 'NSW', filled: 1, unfilled: 2 },
      { name: 'QLD', filled: 0, unfilled: 1 },
      { name: 'Remote', filled: 0, unfilled: 1 },
    ]);
    expect(data.listStateData).toHaveLength(5);
    expect(data.firstAvailable.openLink).toMatch(new RegExp(`^/meeting/${interviews}/`));
    expect(data.nextAvailable.openLink).toMatch(new RegExp(`^/meeting/${tests}/`));
  });

  it('filters by step type and project, and defaults to six weeks from today', async () => {
    const onlyTests = parseBody(await dashboard(a.admin, { filters: ['ASSESSMENT'] }));
    expect(onlyTests).toMatchObject({ countUnfilled: 1, countFilled: 0 });
    const byProject = parseBody(await dashboard(a.admin, { encryptedProjectId: [interviews] }));
    expect(byProject).toMatchObject({ countFilled: 1, countUnfilled: 2, countInactive: 0 });
  });

  it("refuses a range over 26 weeks, other organisations' projects, and non-admins", async () => {
    expect((await dashboard(a.admin, { dateRange: `${today}~${addCalendarDays(today, 200)}` })).statusCode).toBe(400);
    expect((await dashboard(a.admin, { encryptedProjectId: [projectB] })).statusCode).toBe(404);
    expect((await dashboard(a.admin, { encryptedAssessorId: [b.assessor.userId] })).statusCode).toBe(404);
    expect((await dashboard(a.assessor, {})).statusCode).toBe(403);
    expect((await dashboard(a.invigilator, {})).statusCode).toBe(403);
    const own = parseBody(await dashboard(b.admin, {}));
    expect(own).toMatchObject({ countActive: 0, countInactive: 0 });
  });
});

describe('meeting/getQuarterDataMeeting', () => {
  it('counts the meetings of each quarter, four back to three ahead, by step type and project', async () => {
    const answer = await quarters(a.admin, []);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = parseBody(answer) as { qtr: string; count: number }[];
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r.qtr)).toEqual([...rows.map((r) => r.qtr)].sort());
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(5);
    const tested = parseBody(await quarters(a.admin, ['ASSESSMENT'])) as { count: number }[];
    expect(tested.reduce((n, r) => n + r.count, 0)).toBe(1);
    const ofTests = parseBody(await quarters(a.admin, [tests])) as { count: number }[];
    expect(ofTests.reduce((n, r) => n + r.count, 0)).toBe(1);
  });

  it("refuses another organisation's project and non-admins", async () => {
    expect((await quarters(a.admin, [projectB])).statusCode).toBe(404);
    expect((await quarters(a.assessor, [])).statusCode).toBe(403);
  });
});
