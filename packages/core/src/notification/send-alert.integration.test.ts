import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import type { Mailer } from '../ports/mailer.ts';
import type { Sms } from '../ports/sms.ts';
import { ulidIds } from '../ports/ids.ts';
import { createTemplate } from './notification-template-writes.ts';
import { createOutboxSender } from './outbox-sender.ts';
import { createAlertSender, type SendAlertInput } from './send-alert.ts';

const { db } = testDb();
/**
 * The outbox queue is shared by every test file: this file's clock runs in 2001, after outbox.integration.test.ts's
 * (2000), so that file's senders never see these records, and before the other files' real time.
 */
let clockMs = new Date('2001-03-01T00:00:00Z').getTime();
const clock = { now: () => new Date(clockMs) };
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

  it('keeps a message the mailer refused QUEUED with its error for the sender, and answers it instead of throwing', async () => {
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

    expect(result.deliveries).toMatchObject([{ status: 'QUEUED', error: 'SES throttled', recipient: 'ana@example.com' }]);
    expect(await records(organisationId)).toMatchObject([{ alertCode: 'PURGE_NOTICE', status: 'QUEUED', error: 'SES throttled', attempts: 1 }]);
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

  it('leaves a failed first try to the sender, which sends it; the same event again writes nothing new', async () => {
    const organisationId = ulid();
    const p = ports();
    const events: { type: string; detail: Record<string, unknown> }[] = [];
    const sender = createAlertSender({
      db,
      clock,
      ids: ulidIds,
      mailer: p.mailer,
      sms: p.sms,
      events: { publish: async (e) => void events.push(e) },
    });
    const input: SendAlertInput = { organisationId, code: 'USER_INVITATION', context: context('Acme'), recipients: people, idempotencyKey: 'evt-2' };
    p.fail(true);
    expect((await sender.sendAlert(input)).deliveries[0]).toMatchObject({ status: 'QUEUED', error: 'SES throttled' });
    expect(events).toMatchObject([{ type: 'notification.outbox-queued', detail: { organisationId, count: 1 } }]);
    expect((await sender.sendAlert(input)).deliveries[0]?.status).toBe('DUPLICATE');
    p.fail(false);
    clockMs += 60_000;
    // The drain sends every due record, this file's earlier ones too: this record is one of them.
    const drained = await createOutboxSender({ db, clock, mailer: p.mailer, sms: p.sms }).drain();
    expect(drained.sent).toBeGreaterThanOrEqual(1);
    const [sent] = await records(organisationId);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2, providerMessageId: expect.stringMatching(/^ses-/) });
    expect(sent?.error).toBeUndefined();
    expect(p.mails.filter((m) => m.subject === sent?.subject)).toHaveLength(1);

    const none = await sender.sendAlert({
      organisationId,
      projectId: ulid(),
      code: 'BOOKING_REMINDER',
      context: context('Acme'),
      recipients: people,
    });
    expect(none).toEqual({ deliveries: [], skipped: 'no-project-alert' });
  });

  it('queues without sending (queueAlert) and tells the sender once', async () => {
    const organisationId = ulid();
    const p = ports();
    const events: { type: string; detail: Record<string, unknown> }[] = [];
    const sender = createAlertSender({
      db,
      clock,
      ids: ulidIds,
      mailer: p.mailer,
      sms: p.sms,
      events: { publish: async (e) => void events.push(e) },
    });
    const result = await sender.queueAlert({ organisationId, code: 'CANDIDATE_INVITATION', context: context('Acme'), recipients: people });
    expect(result.deliveries).toMatchObject([{ status: 'QUEUED', recipient: 'ana@example.com' }]);
    expect(p.mails).toHaveLength(0);
    expect(events).toHaveLength(1);
    expect(await records(organisationId)).toMatchObject([{ status: 'QUEUED', attempts: 0, subject: 'Invitation to book your Meeting with Acme' }]);
  });
});
