import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import type { Mailer } from '../ports/mailer.ts';
import type { Sms } from '../ports/sms.ts';
import { ulidIds } from '../ports/ids.ts';
import { createTemplate } from './notification-template-writes.ts';
import { createAlertSender, type SendAlertInput } from './send-alert.ts';

const { db } = testDb();
const clock = { now: () => new Date('2027-03-01T00:00:00Z') };
const stamp = clock.now().toISOString();

function ports() {
  const mails: Parameters<Mailer['send']>[0][] = [];
  const texts: Parameters<Sms['send']>[0][] = [];
  let failing = false;
  const mailer: Mailer = {
    async send(m) {
      if (failing) throw new Error('SES throttled');
      mails.push(m);
      return { messageId: `ses-${mails.length}` };
    },
  };
  const sms: Sms = {
    async send(t) {
      texts.push(t);
      return { messageId: `sns-${texts.length}` };
    },
  };
  return { mails, texts, mailer, sms, fail: (on: boolean) => (failing = on) };
}

const context = (organisationName: string): SendAlertInput['context'] => ({
  organisation: { name: organisationName, labels: [{ code: 'CANDIDATE', display: 'Applicant' }] },
  project: { name: 'Graduate Intake' },
  candidate: { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com', mobile: '+61400000001' },
  assessor: { name: 'Bo Diaz', email: 'bo@example.com', mobile: '+61400000002' },
  meeting: { start: '2027-03-04T22:05:00Z', end: '2027-03-04T23:05:00Z', timeZone: 'Australia/Sydney' },
  invitation: { link: 'https://scheduler.example/signup?invitation=t', expiresOn: '2027-03-08T00:00:00Z' },
});

const people = {
  candidate: { personId: 'cand-1', email: 'ana@example.com', mobile: '+61400000001' },
  assessor: { personId: 'asr-1', email: 'bo@example.com', mobile: '+61400000002' },
};

async function records(organisationId: string) {
  return (await db.deliveryRecord.query.byOrganisation({ organisationId }).go({ pages: 'all' })).data;
}

describe('sendAlert', () => {
  it("sends an Organisation-scope alert with the organisation's template and records it SENT with the provider's id", async () => {
    const organisationId = ulid();
    const templateId = ulid();
    await createTemplate(db, {
      organisationId,
      templateId,
      code: 'CANDIDATE_INVITATION',
      scope: 'ORGANISATION',
      deliveryMethod: 'EMAIL',
      name: 'Invite',
      subject: '$labelCandidate invitation from $organisationName',
      body: 'Hello $candidateFirstName, book here: $invitationLink',
      createdAt: stamp,
      updatedAt: stamp,
    });
    const p = ports();
    const sender = createAlertSender({ db, clock, ids: ulidIds, mailer: p.mailer, sms: p.sms });

    const result = await sender.sendAlert({ organisationId, code: 'CANDIDATE_INVITATION', context: context('Acme'), recipients: people });

    expect(result.deliveries).toMatchObject([{ channel: 'EMAIL', recipient: 'ana@example.com', status: 'SENT', providerMessageId: 'ses-1' }]);
    expect(p.mails[0]).toMatchObject({ to: ['ana@example.com'], subject: 'Applicant invitation from Acme' });
    expect(p.mails[0]?.text).toBe('Hello Ana, book here: https://scheduler.example/signup?invitation=t');
    expect(await records(organisationId)).toMatchObject([
      {
        alertCode: 'CANDIDATE_INVITATION',
        channel: 'EMAIL',
        recipient: 'ana@example.com',
        status: 'SENT',
        providerMessageId: 'ses-1',
        templateId,
        personId: 'cand-1',
      },
    ]);
  });

  it('falls back to the catalogue’s default words when the organisation has no template', async () => {
    const organisationId = ulid();
    const p = ports();
    const sender = createAlertSender({ db, clock, ids: ulidIds, mailer: p.mailer, sms: p.sms });
    const result = await sender.sendAlert({ organisationId, code: 'CANDIDATE_INVITATION', context: context('Acme'), recipients: people });
    expect(result.deliveries[0]?.status).toBe('SENT');
    expect(p.mails[0]?.subject).toBe('Invitation to book your Meeting with Acme');
  });

  it('records a failing mailer as FAILED with its error and answers it instead of throwing', async () => {
    const organisationId = ulid();
    const p = ports();
    p.fail(true);
    const sender = createAlertSender({ db, clock, ids: ulidIds, mailer: p.mailer, sms: p.sms });

    const result = await sender.sendAlert({
      organisationId,
      code: 'PURGE_NOTICE',
      context: { ...context('Acme'), purgeDate: '2027-04-01T00:00:00Z' },
      recipients: people,
    });

    expect(result.deliveries).toMatchObject([{ status: 'FAILED', error: 'SES throttled', recipient: 'ana@example.com' }]);
    expect(await records(organisationId)).toMatchObject([{ alertCode: 'PURGE_NOTICE', status: 'FAILED', error: 'SES throttled' }]);
  });

  it("sends a Project-scope alert through the project's active alert: e-mail to the resolved tags and addresses, SMS to the assessor", async () => {
    const organisationId = ulid();
    const projectId = ulid();
    const emailT = ulid();
    const smsT = ulid();
    const base = {
      organisationId,
      code: 'BOOKING_CONFIRMED',
      scope: 'PROJECT' as const,
      name: 'Confirmed',
      createdAt: stamp,
      updatedAt: stamp,
      projectIds: [projectId],
    };
    await createTemplate(db, {
      ...base,
      templateId: emailT,
      deliveryMethod: 'EMAIL',
      subject: 'Booked: $meetingStart',
      body: 'See you $meetingStart',
    });
    await createTemplate(db, { ...base, templateId: smsT, deliveryMethod: 'SMS', body: '$candidateFirstName booked $meetingEnd' });
    await db.projectAlert
      .create({
        organisationId,
        projectId,
        alertId: ulid(),
        code: 'BOOKING_CONFIRMED',
        emailTemplateId: emailT,
        emailAddress: '$candidateEmail; ops@acme.example',
        smsTemplateId: smsT,
        mobileNo: '$assessorMobile',
        createdAt: stamp,
        updatedAt: stamp,
      })
      .go();
    const p = ports();
    const sender = createAlertSender({ db, clock, ids: ulidIds, mailer: p.mailer, sms: p.sms });

    const result = await sender.sendAlert({
      organisationId,
      projectId,
      code: 'BOOKING_CONFIRMED',
      context: context('Acme'),
      recipients: people,
      idempotencyKey: 'evt-1',
    });

    expect(result.deliveries.map((d) => [d.channel, d.recipient, d.status])).toEqual([
      ['EMAIL', 'ana@example.com', 'SENT'],
      ['EMAIL', 'ops@acme.example', 'SENT'],
      ['SMS', '+61400000002', 'SENT'],
    ]);
    expect(p.mails[0]?.subject).toBe('Booked: Friday, 05 March 2027 09:05 AM Syd');
    expect(p.texts[0]).toEqual({ to: '+61400000002', body: 'Ana booked 10:05 AM Syd' });
    const ofProject = await db.deliveryRecord.query.byProject({ organisationId, projectKey: projectId }).go({ pages: 'all' });
    expect(ofProject.data).toHaveLength(3);
    const ofAssessor = await db.deliveryRecord.query.byPerson({ organisationId, personKey: 'asr-1' }).go({ pages: 'all' });
    expect(ofAssessor.data).toMatchObject([{ channel: 'SMS', providerMessageId: 'sns-1' }]);

    const again = await sender.sendAlert({
      organisationId,
      projectId,
      code: 'BOOKING_CONFIRMED',
      context: context('Acme'),
      recipients: people,
      idempotencyKey: 'evt-1',
    });
    expect(again.deliveries.map((d) => d.status)).toEqual(['DUPLICATE', 'DUPLICATE', 'DUPLICATE']);
    expect(p.mails).toHaveLength(2);
    expect(p.texts).toHaveLength(1);
  });

  it('retries a FAILED delivery of the same event and sends nothing for a project without an active alert', async () => {
    const organisationId = ulid();
    const p = ports();
    const sender = createAlertSender({ db, clock, ids: ulidIds, mailer: p.mailer, sms: p.sms });
    const input: SendAlertInput = { organisationId, code: 'USER_INVITATION', context: context('Acme'), recipients: people, idempotencyKey: 'evt-2' };
    p.fail(true);
    expect((await sender.sendAlert(input)).deliveries[0]?.status).toBe('FAILED');
    p.fail(false);
    expect((await sender.sendAlert(input)).deliveries[0]?.status).toBe('SENT');
    expect(await records(organisationId)).toMatchObject([{ status: 'SENT', attempts: 2 }]);
    expect((await records(organisationId))[0]?.error).toBeUndefined();

    const none = await sender.sendAlert({
      organisationId,
      projectId: ulid(),
      code: 'BOOKING_REMINDER',
      context: context('Acme'),
      recipients: people,
    });
    expect(none).toEqual({ deliveries: [], skipped: 'no-project-alert' });
  });
});
