import { ALERTS } from '@scheduler/contracts/alerts';
import { describe, expect, it } from 'vitest';
import { type AlertContext, fillTags, renderAlertEmail, renderAlertSms, tagValues, withoutEmptyTagLines } from './render-alert.ts';

const ctx: AlertContext = {
  organisation: {
    name: 'Acme & Co',
    labels: [
      { code: 'MEETING', display: 'Session' },
      { code: 'CANDIDATE', display: 'Applicant' },
    ],
  },
  project: { name: 'Graduate Intake' },
  candidate: { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com', mobile: '+61400000000' },
  assessor: { name: 'Bo Diaz' },
  meeting: { start: '2027-03-04T22:05:00Z', end: '2027-03-04T23:05:00Z', timeZone: 'Australia/Sydney', location: '1 George St, Sydney' },
};

describe('renderAlertEmail', () => {
  it('fills data tags, label words and meeting times in the meeting’s zone', () => {
    const mail = renderAlertEmail(
      {
        subject: 'Your $labelMeeting for $projectName',
        body: 'Dear $candidateFirstName $candidateLastName,\n$meetingStart to $meetingEnd at $meetingLocation.',
      },
      ctx,
    );
    expect(mail.subject).toBe('Your Session for Graduate Intake');
    expect(mail.text).toBe('Dear Ana Lee,\nFriday, 05 March 2027 09:05 AM Syd to 10:05 AM Syd at 1 George St, Sydney.');
  });

  it('shows a meeting’s time on the local clock across the Sydney October DST gap, and in Perth for a Perth meeting', () => {
    const at = (start: string, timeZone: string) => renderAlertSms({ body: '$meetingStart' }, { ...ctx, meeting: { start, timeZone } });
    expect(at('2027-10-02T15:30:00Z', 'Australia/Sydney')).toBe('Sunday, 03 October 2027 01:30 AM Syd');
    expect(at('2027-10-02T16:30:00Z', 'Australia/Sydney')).toBe('Sunday, 03 October 2027 03:30 AM Syd');
    expect(at('2027-10-02T16:30:00Z', 'Australia/Perth')).toBe('Sunday, 03 October 2027 12:30 AM Per');
  });

  it('uses the default label words when the organisation has none, and plural label tags', () => {
    const values = tagValues({ organisation: { name: 'X', labels: [] } });
    expect(values.$labelCandidate).toBe('Candidate');
    expect(values.$labelMeetings).toBe('Meetings');
    expect(tagValues(ctx).$labelCandidates).toBe('Applicants');
  });

  it('escapes every value and the template text in the HTML part, keeps the plain text as written', () => {
    const mail = renderAlertEmail(
      { subject: 'Hi', body: 'From $organisationName <b>now</b>\n\nName: $candidateFirstName' },
      { ...ctx, candidate: { firstName: '<script>alert(1)</script>', lastName: 'L' } },
    );
    expect(mail.html).toContain('From Acme &amp; Co &lt;b&gt;now&lt;/b&gt;</p>');
    expect(mail.html).toContain('Name: &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Name: <script>alert(1)</script>');
  });

  it('shows web links as links and anything else in a link tag as text', () => {
    const link = (joinLink: string) => renderAlertEmail({ body: 'Join: $joinLink' }, { ...ctx, meeting: { ...ctx.meeting!, joinLink } }).html;
    expect(link('https://meet.example.com/a?b=1&c=2')).toContain(
      '<a href="https://meet.example.com/a?b=1&amp;c=2">https://meet.example.com/a?b=1&amp;c=2</a>',
    );
    expect(link('javascript:alert(1)')).not.toContain('<a ');
  });

  it('names a meeting without an address by the organisation’s Remote word; a missing part leaves its tags empty', () => {
    const remote = {
      ...ctx,
      organisation: { name: 'X', labels: { REMOTE: 'Online' } },
      meeting: { start: ctx.meeting!.start, timeZone: 'Australia/Sydney' },
    };
    expect(renderAlertSms({ body: 'At $meetingLocation[$joinLink]' }, remote)).toBe('At Online[]');
  });

  it('leaves a word that is not a catalogue tag as written', () => {
    expect(fillTags('Pay $5 to $someone, $projectName', tagValues(ctx))).toBe('Pay $5 to $someone, Graduate Intake');
  });

  it('shows invitation expiry and purge dates in the server zone', () => {
    const text = renderAlertSms(
      { body: '$invitationExpiry / $purgeDate' },
      { ...ctx, invitation: { link: 'https://x', expiresOn: '2027-10-15T08:30:00Z' }, purgeDate: '2027-06-30T15:00:00Z' },
    );
    expect(text).toBe('October 15, 2027, 7:30 PM (Australia/Sydney time) / Thursday, 01 July 2027');
  });
});

describe('a template line whose tags all render empty', () => {
  const onsite = ctx;
  const remote: AlertContext = {
    ...ctx,
    meeting: { start: ctx.meeting!.start, timeZone: 'Australia/Sydney', joinLink: 'https://meet.example.com/j/1' },
  };

  it('is dropped from an onsite confirmation in the text and HTML parts and the SMS; a remote one keeps its Join line', () => {
    const { subject, emailBody } = ALERTS.BOOKING_CONFIRMED.defaults;
    const mail = renderAlertEmail({ subject, body: emailBody }, onsite);
    expect(mail.text).not.toMatch(/Join/);
    expect(mail.html).not.toMatch(/Join/);
    expect(mail.text).toContain('Location: 1 George St, Sydney');
    expect(mail.text).not.toMatch(/\n\n\n/);
    const sms = renderAlertSms({ body: 'Booked: $meetingStart\nJoin: $joinLink\nAt: $meetingLocation' }, onsite);
    expect(sms).toBe('Booked: Friday, 05 March 2027 09:05 AM Syd\nAt: 1 George St, Sydney');

    const online = renderAlertEmail({ subject, body: emailBody }, remote);
    expect(online.text).toContain('Join: https://meet.example.com/j/1');
    expect(online.html).toContain('Join: <a href="https://meet.example.com/j/1">');
    expect(renderAlertSms({ body: 'Join: $joinLink' }, remote)).toBe('Join: https://meet.example.com/j/1');
  });

  it('is dropped only when every tag on it is empty; lines without a tag and unknown $words stay', () => {
    const values = tagValues(onsite);
    const body = 'Hello\nJoin: $joinLink\nReason: $cancelReason ($joinLink)\nAt $meetingLocation $joinLink\nPay $5\n$unknownWord';
    expect(withoutEmptyTagLines(body, values)).toBe('Hello\nAt $meetingLocation $joinLink\nPay $5\n$unknownWord');
    expect(withoutEmptyTagLines('Hello\nJoin: $joinLink', { ...values, $joinLink: '   ' })).toBe('Hello');
  });

  it('takes a blank line the drop leaves doubled, leading or trailing with it, and leaves other text as written', () => {
    const values = tagValues(onsite);
    expect(withoutEmptyTagLines('A\n\nJoin: $joinLink\n\nB', values)).toBe('A\n\nB');
    expect(withoutEmptyTagLines('Join: $joinLink\n\nB', values)).toBe('B');
    expect(withoutEmptyTagLines('A\n\nJoin: $joinLink', values)).toBe('A');
    expect(withoutEmptyTagLines('A\r\nJoin: $joinLink\r\nB', values)).toBe('A\nB');
    expect(withoutEmptyTagLines('A\r\n\r\n\r\nB $projectName', values)).toBe('A\r\n\r\n\r\nB $projectName');
  });
});
