import { describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { formatApiDate } from '@scheduler/core/time/time-formats';
import { addCalendarDays } from '@scheduler/core/time/zoned-date-time';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler as meetingHandler } from '../meeting/index.ts';
import { meetingListRecords } from '../meeting/testing/meeting-list-world.ts';

const { db } = testDb();

const world = await givenTwoOrganisations(db, { names: ['Figures Org A', 'Figures Org B'] });
const { a } = world;
const records = meetingListRecords(db, a.organisationId);
const interviews = await records.project('Interviews');
const tests = await records.project('Tests', 'ASSESSMENT');
const sessions = await records.project('Sessions', 'INTERNAL');

const today = formatApiDate(new Date(), 'Australia/Sydney');
const at = (days: number) => `${addCalendarDays(today, days)}T00:00:00.000Z`;
const remote = { deliveryMethod: 'REMOTE' as const, address: undefined };
// Five meetings with spots: filled, hidden, remote, inactive interviews and a half-booked assessment; internal work
// sessions (no spots) remote, onsite and inactive; an archived interview that no figure counts.
await records.meeting(interviews, a.assessor.userId, at(2), { candidatesConfirmed: 1 });
await records.meeting(interviews, a.assessor.userId, at(3), { show: false });
await records.meeting(interviews, a.assessor.userId, at(4), remote);
await records.meeting(interviews, a.assessor.userId, at(5), { active: false });
await records.meeting(tests, a.invigilator.userId, at(9), { stepType: 'ASSESSMENT', candidateMax: 4, candidatesConfirmed: 2 });
await records.meeting(sessions, a.assessor.userId, at(6), { stepType: 'INTERNAL', candidateMax: 0, ...remote });
await records.meeting(sessions, a.assessor.userId, at(7), { stepType: 'INTERNAL', candidateMax: 0 });
await records.meeting(sessions, a.assessor.userId, at(8), { stepType: 'INTERNAL', candidateMax: 0, ...remote, active: false });
await records.meeting(interviews, a.assessor.userId, at(10), { archived: true });

type Figures = Record<'countFilled' | 'countUnfilled' | 'countOnsite' | 'countRemote' | 'countActive' | 'countInactive', number> & {
  mapWeekData: Record<string, { filled: number; unfilled: number }>;
};
const figures = async (search: object): Promise<Figures> => {
  const answer = await invoke(meetingHandler, {
    method: 'POST',
    path: '/api/meeting/getDashboardMeetingData',
    body: { searchData: JSON.stringify({ listType: 'ALL', dateRange: `${today}~${addCalendarDays(today, 30)}`, ...search }) },
    ...a.admin,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return parseBody(answer);
};

describe('dashboard Total Appointments figures', () => {
  it('Filled + Unfilled, Onsite + Remote, Active + Inactive and the week rows count the same meetings for every filter', async () => {
    const filters = [
      {},
      { filters: ['INTERVIEW'] },
      { filters: ['ASSESSMENT'] },
      { filters: ['INTERNAL'] },
      { filters: ['REMOTE'] },
      { encryptedProjectId: [sessions] },
      { encryptedProjectId: [interviews, sessions] },
      { encryptedAssessorId: [a.assessor.userId] },
    ];
    const totals: number[] = [];
    for (const search of filters) {
      const f = await figures(search);
      const total = f.countFilled + f.countUnfilled;
      const weeks = Object.values(f.mapWeekData).reduce((n, w) => n + w.filled + w.unfilled, 0);
      expect([f.countOnsite + f.countRemote, f.countActive + f.countInactive, weeks], JSON.stringify(search)).toEqual([total, total, total]);
      totals.push(total);
    }
    expect(totals).toEqual([5, 4, 1, 0, 1, 0, 4, 4]);
  });

  it('internal work sessions have no spots and count in no pie', async () => {
    expect(await figures({})).toMatchObject({
      countFilled: 1,
      countUnfilled: 4,
      countOnsite: 4,
      countRemote: 1,
      countActive: 4,
      countInactive: 1,
    });
  });
});
