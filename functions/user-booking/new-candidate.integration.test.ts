import { fillLabels, LABEL_DEFAULTS } from '@scheduler/contracts/labels';
import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { MSG } from '@scheduler/contracts/messages';
import { CANDIDATE_INVITE_MESSAGES } from '@scheduler/contracts/schemas/upload';
import { invalidMobileMessage } from '@scheduler/contracts/field-rules';
import { readCounters } from '@scheduler/core/lists/list-counters';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

const { db } = testDb();
const { mailer } = givenRecordingDeps();
const world = await givenTwoOrganisations(db, { names: ['Alpha Org', 'Beta Org'], firstNames: { a: { admin: 'Alice' } } });
const { a, b, gridAdmin } = world;

async function project(organisationId: string, stepType: 'ASSESSMENT' | 'INTERVIEW' | 'INTERNAL', status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE') {
  const projectId = ulid();
  const now = new Date().toISOString();
  await db.project
    .create({
      organisationId,
      projectId,
      departmentId: ulid(),
      name: `${stepType} project ${projectId.slice(-4)}`,
      status,
      stepType,
      start: now,
      end: new Date(Date.now() + 90 * 86_400_000).toISOString(),
      timeZone: 'Australia/Sydney',
      createdAt: now,
      updatedAt: now,
    })
    .go();
  return projectId;
}

const assessmentA = await project(a.organisationId, 'ASSESSMENT');
const interviewA = await project(a.organisationId, 'INTERVIEW');
const assessmentB = await project(b.organisationId, 'ASSESSMENT');

const email = () => `${ulid().toLowerCase()}@candidates.test`;
const invite = (who: SignedIn, body: object) => invoke(handler, { method: 'POST', path: '/api/user-booking/new-candidate', body, ...who });
const candidate = (extra: object = {}) => ({
  projectTypes: ['ASSESSMENT', 'INTERVIEW'],
  enAssessmentProjectId: assessmentA,
  enInterviewProjectId: interviewA,
  firstName: 'Cara',
  lastName: 'Candidate',
  email: email(),
  uniqueId: `U-${ulid().slice(-6)}`,
  mobile: '+61412345678',
  customRequestTypes: 'Extra time , Wheelchair',
  linkExpiryDays: 3,
  ...extra,
});
const personOf = async (address: string) => (await db.user.query.byUsername({ username: address.toLowerCase() }).go()).data[0];
const bookingsOf = async (organisationId: string, candidateId: string) =>
  (await db.booking.query.byCandidate({ organisationId, candidateId }).go()).data;
const pendingCount = async (organisationId: string) => (await readCounters(db, organisationId, ['booking#PENDING'])).get('booking#PENDING') ?? 0;

describe('user-booking/new-candidate', () => {
  it('creates the person, their candidate access and one PENDING booking per chosen project, moves the counter and e-mails the invitation', async () => {
    const body = candidate();
    const before = await pendingCount(a.organisationId);
    const res = await invite(a.admin, body);
    expect(res.statusCode).toBe(200);
    expect(parseBody(res)).toEqual({ status: 'SUCCESS', message: fillLabels(CANDIDATE_INVITE_MESSAGES.invited, LABEL_DEFAULTS) });

    const person = await personOf(body.email);
    expect(person).toMatchObject({ type: 'CANDIDATE', status: 'INVITED', firstName: 'Cara', mobileNo: '+61412345678' });
    const { data: access } = await db.userOrgAccess.get({ organisationId: a.organisationId, userId: person!.userId }).go();
    expect(access).toMatchObject({ userType: 'CANDIDATE', status: 'INVITED', uniqueId: body.uniqueId, requestTypes: 'Extra time,Wheelchair' });
    const bookings = await bookingsOf(a.organisationId, person!.userId);
    expect(bookings.map((x) => [x.projectId, x.stepType, x.status]).sort()).toEqual(
      [
        [assessmentA, 'ASSESSMENT', 'PENDING'],
        [interviewA, 'INTERVIEW', 'PENDING'],
      ].sort(),
    );
    expect(await pendingCount(a.organisationId)).toBe(before + 2);
    // The CANDIDATE_INVITATION alert (the catalogue's words: the organisation has no template of its own), with its delivery record.
    const mail = mailer.lastTo(body.email);
    expect(mail?.subject).toBe('Invitation to book your Meeting with Alpha Org');
    expect(mail?.text).toContain('Dear Cara');
    expect(mail?.text).toMatch(/signup\?invitation=/);
    const { data: deliveries } = await db.deliveryRecord.query.byPerson({ organisationId: a.organisationId, personKey: person!.userId }).go();
    expect(deliveries.map((d) => [d.alertCode, d.channel, d.recipient, d.status])).toEqual([['CANDIDATE_INVITATION', 'EMAIL', body.email, 'SENT']]);
    // The link lasts the days asked for (the world's organisations show no link expiry: their invitation expiry applies).
    expect(Date.parse(access!.invitationExpiry!)).toBeGreaterThan(Date.now());
  });

  it('does not duplicate a candidate already invited into the project, and adds only the projects that are new', async () => {
    const body = candidate({ projectTypes: ['ASSESSMENT'], enInterviewProjectId: undefined });
    expect((await invite(a.admin, body)).statusCode).toBe(200);
    const again = await invite(a.admin, body);
    expect(again.statusCode).toBe(422);
    expect(parseBody(again).message).toBe(fillLabels(CANDIDATE_INVITE_MESSAGES.alreadyInvited, LABEL_DEFAULTS));
    const person = await personOf(body.email);
    expect(await bookingsOf(a.organisationId, person!.userId)).toHaveLength(1);

    expect((await invite(a.admin, { ...body, projectTypes: ['ASSESSMENT', 'INTERVIEW'], enInterviewProjectId: interviewA })).statusCode).toBe(200);
    expect((await bookingsOf(a.organisationId, person!.userId)).map((x) => x.projectId).sort()).toEqual([assessmentA, interviewA].sort());
  });

  it('gives two simultaneous invites of one e-mail one person and one booking per project', async () => {
    const body = candidate({ projectTypes: ['ASSESSMENT'], enInterviewProjectId: undefined });
    const answers = await Promise.all([invite(a.admin, body), invite(a.admin, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const { data: people } = await db.user.query.byUsername({ username: body.email }).go();
    expect(people).toHaveLength(1);
    expect(await bookingsOf(a.organisationId, people[0]!.userId)).toHaveLength(1);
  });

  it('invites a person another organisation knows exactly like a new one, keeping their own names and telling only them to sign in', async () => {
    const known = b.candidate;
    const res = await invite(a.admin, candidate({ email: known.username, firstName: 'Typed', lastName: 'Name' }));
    expect(parseBody(res)).toEqual({ status: 'SUCCESS', message: fillLabels(CANDIDATE_INVITE_MESSAGES.invited, LABEL_DEFAULTS) });
    const person = await personOf(known.username);
    expect(person).toMatchObject({ userId: known.userId, firstName: known.firstName, lastName: known.lastName });
    const { data: access } = await db.userOrgAccess.get({ organisationId: a.organisationId, userId: known.userId }).go();
    expect(access).toMatchObject({ status: 'INVITED', invitedFirstName: 'Typed', invitedLastName: 'Name' });
    expect(mailer.lastTo(known.username)?.text).toContain('You already have an account');
  });

  it("refuses another organisation's project (404) and another organisation's page (403)", async () => {
    const foreign = await invite(
      a.admin,
      candidate({ projectTypes: ['ASSESSMENT'], enAssessmentProjectId: assessmentB, enInterviewProjectId: undefined }),
    );
    expect(foreign.statusCode).toBe(404);
    const otherPage = await invite(a.admin, candidate({ encryptedOrganisationId: b.organisationId }));
    expect(otherPage.statusCode).toBe(403);
    // A grid admin works on the organisation of the page.
    const body = candidate({ encryptedOrganisationId: b.organisationId, projectTypes: ['ASSESSMENT'], enAssessmentProjectId: assessmentB });
    expect((await invite(gridAdmin, { ...body, enInterviewProjectId: undefined })).statusCode).toBe(200);
    expect(await bookingsOf(b.organisationId, (await personOf(body.email))!.userId)).toHaveLength(1);
  });

  it('rejects markup (406) and is refused to candidates and staff (403)', async () => {
    expect((await invite(a.admin, candidate({ firstName: '<script>alert(1)</script>' }))).statusCode).toBe(406);
    expect((await invite(a.assessor, candidate())).statusCode).toBe(403);
    expect((await invite(a.candidate, candidate())).statusCode).toBe(403);
  });

  it("checks the spec's rules: a project per selected type, the unique id of a CSV organisation, the country's mobile pattern, an active project of the type", async () => {
    const noInterview = await invite(a.admin, candidate({ enInterviewProjectId: undefined }));
    expect(noInterview.statusCode).toBe(400);
    expect(parseBody(noInterview).errors).toMatchObject({ enInterviewProjectId: MSG.requiredField });

    const noUniqueId = await invite(a.admin, candidate({ uniqueId: '' }));
    expect(parseBody(noUniqueId).errors).toMatchObject({ uniqueId: MSG.requiredField });

    const nz = await world.organisation('Kiwi Org', { countryCode: 'NZ', config: { uploadProcessorType: 'Excel' } });
    const admin = await world.signedIn(await world.member(nz.organisationId, 'ORG_ADMIN'), nz.organisationId);
    const nzProject = await project(nz.organisationId, 'ASSESSMENT');
    const nzBody = candidate({ projectTypes: ['ASSESSMENT'], enAssessmentProjectId: nzProject, enInterviewProjectId: undefined, uniqueId: '' });
    const auMobile = await invite(admin, nzBody);
    expect(parseBody(auMobile).errors).toMatchObject({ mobile: invalidMobileMessage('NZ') });
    // An Excel organisation needs no unique id; an NZ mobile passes.
    expect((await invite(admin, { ...nzBody, mobile: '+6421234567' })).statusCode).toBe(200);

    const inactive = await project(a.organisationId, 'ASSESSMENT', 'INACTIVE');
    const closed = await invite(a.admin, candidate({ enAssessmentProjectId: inactive }));
    expect(parseBody(closed).errors).toMatchObject({ enAssessmentProjectId: CANDIDATE_INVITE_MESSAGES.projectInactive });
    const swapped = await invite(a.admin, candidate({ enAssessmentProjectId: interviewA, enInterviewProjectId: assessmentA }));
    expect(parseBody(swapped).errors).toEqual({
      enAssessmentProjectId: CANDIDATE_INVITE_MESSAGES.projectWrongType,
      enInterviewProjectId: CANDIDATE_INVITE_MESSAGES.projectWrongType,
    });
  });

  it('keeps the invitation when the e-mail cannot be sent, and says so', async () => {
    const body = candidate();
    mailer.failNext();
    const res = await invite(a.admin, body);
    expect(parseBody(res)).toEqual({ status: 'SUCCESS', message: fillLabels(CANDIDATE_INVITE_MESSAGES.invitedNoMail, LABEL_DEFAULTS) });
    const person = await personOf(body.email);
    const { data: invitations } = await db.invitation.query.byUser({ organisationId: a.organisationId, invitedUserId: person!.userId }).go();
    expect(invitations.map((i) => i.status)).toEqual(['PENDING']);
    // The e-mail is not lost: it stays in the outbox, QUEUED for the sender's retry, with the error that stopped it.
    const { data: deliveries } = await db.deliveryRecord.query.byPerson({ organisationId: a.organisationId, personKey: person!.userId }).go();
    expect(deliveries).toMatchObject([
      { status: 'QUEUED', attempts: 1, error: 'mail service unavailable', alertCode: 'CANDIDATE_INVITATION', projectId: body.enAssessmentProjectId },
    ]);
    expect(deliveries[0]?.text).toContain('signup?invitation=');
  });
});
