import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MSG } from '@scheduler/contracts/messages';
import { MEETING_UPLOAD_COLUMNS, MEETING_UPLOAD_MESSAGES, type MeetingUploadLayout } from '@scheduler/contracts/schemas/upload';
import { readFileRows } from '../file/file-rows.ts';
import { meetingRow, type MeetingRowSetting } from './meeting-upload-rows.ts';

const setting = (layout: MeetingUploadLayout): MeetingRowSetting => ({
  layout,
  organisationId: 'ORG',
  projectId: 'P1',
  timeZone: 'Australia/Sydney',
  instructions: 'Bring photo identification',
  countryCode: 'AU',
});
const admin = (over: Record<number, string> = {}) =>
  ['host@x.test', 'Active', '2027-03-01', '09:00', '1', 'ONSITE', '1 Market Street', '', 'Sydney', 'nsw', '2000', 'YES'].map((c, i) => over[i] ?? c);

describe('meeting upload rows (doc 2 §5 Upload files)', () => {
  it('has 13 columns for assessments, 10 for an assessor, 12 otherwise', () => {
    expect([MEETING_UPLOAD_COLUMNS.assessment.length, MEETING_UPLOAD_COLUMNS.assessor.length, MEETING_UPLOAD_COLUMNS.admin.length]).toEqual([
      13, 10, 12,
    ]);
  });

  it("reads an admin row into the meeting form's payload: the host's e-mail, Active, YES for surge, the project's zone and instructions", () => {
    const row = meetingRow(admin(), setting('admin'));
    expect(row).toMatchObject({
      email: 'host@x.test',
      input: {
        active: true,
        surge: true,
        startDateDisplay: '2027-03-01',
        startTimeDisplay: '09:00',
        deliveryMethod: 'ONSITE',
        encryptedTimezoneId: 'Australia/Sydney',
        instructions: 'Bring photo identification',
        addressDTO: { addLine1: '1 Market Street', city: 'Sydney', state: 'NSW', postCode: 2000, countryCode: 'AU' },
      },
    });
  });

  it('reports one message per row naming the columns at fault', () => {
    expect(meetingRow(admin({ 5: 'PHONE' }), setting('admin'))).toEqual({ error: `Method: ${MEETING_UPLOAD_MESSAGES.method}` });
    expect(meetingRow(admin({ 1: 'Maybe', 11: 'Sometimes' }), setting('admin'))).toEqual({
      error: `Active/Inactive: ${MEETING_UPLOAD_MESSAGES.active}; Surge: ${MEETING_UPLOAD_MESSAGES.surge}`,
    });
    expect(meetingRow(admin({ 10: '99' }), setting('admin'))).toEqual({ error: 'Post Code: Min. Value Allowed: 100' });
    expect(meetingRow(admin({ 8: '<img src=x onerror=alert(1)>' }), setting('admin'))).toEqual({ error: MSG.notAllowedContent });
    expect(meetingRow([...admin(), 'extra'], setting('admin'))).toEqual({ error: MEETING_UPLOAD_MESSAGES.columns(12, 13) });
    expect(meetingRow(['a', 'b'], setting('admin'))).toEqual({ error: MEETING_UPLOAD_MESSAGES.columns(12, 2) });
  });

  it("makes an assessor's row Inactive, hosted by the assessor (no e-mail column)", () => {
    const row = meetingRow(['2027-03-01', '09:00', '1', 'REMOTE'], setting('assessor'));
    expect(row).toMatchObject({ input: { active: false, surge: false, deliveryMethod: 'REMOTE' } });
    expect(row).not.toHaveProperty('email');
  });

  it.each([
    ['assessment', 'meeting-upload-admin-assessment.csv'],
    ['assessor', 'meeting-upload-assessor-interview.csv'],
    ['admin', 'meeting-upload-admin-interview.csv'],
  ] as const)('serves a %s sample file whose header is the layout and whose example row reads', async (layout, file) => {
    const bytes = readFileSync(new URL(`../../../../web/public/samples/${file}`, import.meta.url));
    const rows = [];
    for await (const r of readFileRows(new Uint8Array(bytes), 'csv')) rows.push('cells' in r ? r.cells : [r.refused]);
    expect(rows[0]).toEqual([...MEETING_UPLOAD_COLUMNS[layout]]);
    expect(rows).toHaveLength(2);
    expect(meetingRow(rows[1]!, setting(layout))).toHaveProperty('input');
  });
});
