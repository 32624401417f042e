import { join } from 'node:path';
import { formatDisplayDateTime, formatInZone } from '@scheduler/contracts/time/time-formats';
import type { Page } from 'playwright-core';
import { ulid } from 'ulid';
import { signInLocal } from '../../../scripts/lib/sign-in.ts';
import { accessibilityFailures, LAPTOP, PHONE } from '../accessibility.ts';
import { person, type E2eContext } from './context.ts';
import { completeSignUp, openSignUp } from './candidate-sign-up.ts';
import { answerDialog, type Mail, mailTo } from './outbox.ts';

const ZONE = 'Australia/Sydney';
const HOUR = 3_600_000;
const PASSWORD = 'Harbour#Quill73Meadow';

/** yyyy-MM-dd and HH:mm on Sydney's wall clock of an instant rounded up to the quarter hour. */
function sydneyWall(instant: number) {
  const at = new Date(Math.ceil(instant / (15 * 60_000)) * 15 * 60_000);
  return { at, date: formatInZone(at, ZONE, 'yyyy-MM-dd'), time: formatInZone(at, ZONE, 'HH:mm') };
}

async function failOnAxe(page: Page, what: string) {
  const failures = await accessibilityFailures(page, what);
  if (failures.length) throw new Error(`accessibility (axe):\n${failures.join('\n')}`);
  await page.setViewportSize(PHONE);
}

/**
 * Doc 2 §2 Candidate home and Meeting search on a phone, against the real handlers: a candidate invited to an
 * interview and an assessment signs up, books the interview from the search (Appointment Booked, the confirmation
 * e-mail), sees its card in the meeting's zone, cancels it with a reason outside its freeze; an assessment the
 * administrator placed inside its freeze shows no Cancel. Runs before the identity scenarios, which deactivate the
 * seeded invigilator this one's assessment needs.
 */
export function candidateBookingScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'a candidate signs up on a phone, books an interview from the meeting search, cancels it with a reason; an assessment inside its freeze shows no Cancel',
      run: async () => {
        const admin = person('orgAdmin');
        const api = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: admin.username,
          password: admin.password,
        });
        const call = async <T>(path: string, body?: unknown): Promise<{ status: number; body: T }> => {
          const res = await fetch(`${url}/api/${path}`, {
            method: body === undefined ? 'GET' : 'POST',
            headers: api.headers,
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          return { status: res.status, body: (await res.json()) as T };
        };
        const { body: me } = await call<{ encryptedOrganisationId: string }>('user/getCurrentUserProfile');
        const { body: projects } = await call<{ encryptedId: string; name: string }[]>(`project/getSelectList/${me.encryptedOrganisationId}`);
        const projectId = (name: string) => {
          const p = projects.find((x) => x.name === name);
          if (!p) throw new Error(`no seeded project ${name} in ${JSON.stringify(projects)}`);
          return p.encryptedId;
        };
        const interviewProject = projectId('Graduate Interviews 2027');
        const assessmentProject = projectId('Graduate Assessment Centre');
        const staff = async (type: number, firstName: string) => {
          const { body } = await call<{ encryptedId?: string; fullName?: string; firstName?: string }[]>('assessor/getAllAssessorByType', {
            type,
            activeOnly: true,
          });
          const hit = body.find((a) => a.firstName === firstName || a.fullName?.startsWith(firstName));
          if (!hit?.encryptedId) throw new Error(`no assessor of type ${type}: ${JSON.stringify(body)}`);
          return hit.encryptedId;
        };

        /** meeting/save at the first quarter hour from `from` the host is free (a host already taken answers NOT AVAILABLE). */
        const saveMeeting = async (from: number, meeting: Record<string, unknown>) => {
          for (let attempt = 0; attempt < 8; attempt++) {
            const wall = sydneyWall(from + attempt * 45 * 60_000);
            const { status, body } = await call<{ status: string; message?: string }>('meeting/save', {
              ...meeting,
              startDateDisplay: wall.date,
              startTimeDisplay: wall.time,
              encryptedTimezoneId: ZONE,
              instructions: 'Please arrive ten minutes early.',
            });
            if (status === 200 && body.status === 'SUCCESS' && body.message) return { id: body.message, start: wall.at };
            if (!/NOT AVAILABLE/i.test(`${body.status} ${body.message}`)) throw new Error(`meeting/save answered ${status} ${JSON.stringify(body)}`);
          }
          throw new Error('no free time for the meeting host within six hours');
        };
        // The interview: remote, four days ahead (past its 12-hour freeze, far enough after today's assessment for the gap rule).
        const interview = await saveMeeting(Date.now() + 4 * 24 * HOUR, {
          encryptedProjectId: interviewProject,
          stepType: 'INTERVIEW',
          deliveryMethod: 'REMOTE',
          encryptedAssessorId: await staff(1, person('assessor').firstName),
          candidateBookingLink: 'https://meet.example/e2e-interview',
          assessorBookingLink: 'https://meet.example/e2e-interview-host',
        });
        // The assessment: onsite, in a few hours, inside the project's 24-hour onsite freeze.
        const assessment = await saveMeeting(Date.now() + 3 * HOUR, {
          encryptedProjectId: assessmentProject,
          stepType: 'ASSESSMENT',
          deliveryMethod: 'ONSITE',
          addressDTO: { addLine1: '1 Market Street', city: 'Sydney', state: 'NSW', postCode: 2000, countryCode: 'AU' },
          encryptedAssessorId: await staff(2, person('invigilator').firstName),
          candidateMin: 0,
          candidateMax: 4,
        });

        // The seed leaves the interview project without alerts (the project-alert scenario adds them in a full run):
        // the grid admin adds the defaults, so the booking's confirmation is sent whichever scenarios ran before.
        const grid = person('gridAdmin');
        const gridApi = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: grid.username,
          password: grid.password,
        });
        const alerts = await fetch(`${url}/api/project-alert/addDefaultAlerts/${interviewProject}`, { method: 'POST', headers: gridApi.headers });
        if (!alerts.ok && alerts.status !== 422) throw new Error(`addDefaultAlerts answered ${alerts.status} ${await alerts.text()}`);

        // Invited to both steps; the invitation e-mail carries the sign-up link.
        const email = `booker.${ulid().toLowerCase()}@e2e.test`;
        const uniqueId = `BOOK-${ulid().slice(-6)}`;
        const invitedAt = Date.now() - 1000;
        const invited = await call<{ status: string }>('user-booking/new-candidate', {
          enInterviewProjectId: interviewProject,
          enAssessmentProjectId: assessmentProject,
          firstName: 'Bree',
          lastName: 'Booker',
          email,
          uniqueId,
          linkExpiryDays: 1,
        });
        if (invited.status !== 200) throw new Error(`new-candidate answered ${invited.status} ${JSON.stringify(invited.body)}`);
        const invitation = await mailTo(url, email, invitedAt, (m) => /signup\?invitation=/.test(m.text ?? ''));
        const link = /(https?:\/\/\S+\/signup\?invitation=[\w-]+)/.exec(invitation.text ?? '')?.[1];
        if (!link) throw new Error('the invitation e-mail holds no sign-up link');

        const page = await ctx.browser.newPage({ viewport: PHONE });
        await openSignUp(page, link);
        await page.getByLabel('First Name').fill('Bree');
        await page.getByLabel('Last Name').fill('Booker');
        await completeSignUp(page, url, { email, password: PASSWORD });

        // Home: two steps to book.
        await page.waitForURL((u) => u.pathname === '/candidate', { timeout: 20_000 });
        await page.getByRole('heading', { name: 'Your Appointments' }).waitFor();
        const interviewCard = page.getByRole('article', { name: 'Interview to book' });
        await interviewCard.getByText('Please book your next appointment').waitFor();
        await page.getByRole('article', { name: 'Assessment to book' }).waitFor();
        await page.screenshot({ path: join(ctx.shots, 'candidate-home-pending-phone.png'), fullPage: true });
        await failOnAxe(page, 'candidate home');

        // The search: to the interview's day, remote only; times in the meeting's zone with its short code.
        await interviewCard.getByRole('button', { name: 'BOOK APPOINTMENT NOW' }).click();
        await page.getByRole('heading', { name: 'Available Appointments' }).waitFor();
        await page.getByText('Please book your Interview appointment').waitFor();
        const day = formatInZone(interview.start, ZONE, 'yyyy-MM-dd');
        const dates = page.getByRole('combobox', { name: 'Date' });
        for (let i = 0; i < 60 && (await dates.inputValue()) !== day; i++) {
          const next = page.getByRole('button', { name: 'Next date' });
          if (await next.isDisabled()) break;
          await next.click();
        }
        if ((await dates.inputValue()) !== day) throw new Error(`the dates dropdown never reached ${day}`);
        await page.getByRole('combobox', { name: 'Method' }).selectOption('REMOTE');
        const startText = formatDisplayDateTime(interview.start, ZONE, { zoneCode: true });
        const book = page.getByRole('button', { name: `Book ${startText}` }).filter({ visible: true });
        await book.waitFor({ timeout: 20_000 });
        await page.screenshot({ path: join(ctx.shots, 'meeting-search-phone.png'), fullPage: true });
        await page.setViewportSize(LAPTOP);
        await page.screenshot({ path: join(ctx.shots, 'meeting-search-laptop.png'), fullPage: true });
        await failOnAxe(page, 'meeting search');
        const bookedAt = Date.now() - 1000;
        await book.click();
        await answerDialog(page, 'A confirmation email will be sent to your nominated email address with booking details.');
        await page.waitForURL((u) => u.pathname === '/candidate', { timeout: 20_000 });

        // The confirmed card, in Sydney time with its code; Cancel is offered outside the freeze.
        const confirmed = page.getByRole('article', { name: 'Interview Confirmed' });
        await confirmed.getByText(startText).waitFor({ timeout: 20_000 });
        await confirmed.getByText('The join link will show here', { exact: false }).waitFor();
        await page.screenshot({ path: join(ctx.shots, 'candidate-home-booked-phone.png'), fullPage: true });

        // The administrator places the candidate in today's assessment, inside its freeze: no Cancel on that card.
        const placed = await call<{ status: string; message?: string }>('user-booking/new-booking', {
          encryptedMeetingId: assessment.id,
          email,
          uniqueId,
          existingStatus: 'PENDING',
        });
        if (placed.status !== 200) throw new Error(`admin new-booking answered ${placed.status} ${JSON.stringify(placed.body)}`);
        await page.reload();
        const frozen = page.getByRole('article', { name: 'Assessment Confirmed' });
        await frozen.getByText(formatDisplayDateTime(assessment.start, ZONE, { zoneCode: true })).waitFor({ timeout: 20_000 });
        // The organisation's freeze message (msgBookingCancelAssessmentNA_Candidate) in place of Cancel.
        await frozen.getByText('Your assessment can no longer be cancelled online. Please contact us.').waitFor();
        if (await frozen.getByRole('button', { name: /Cancel/ }).count()) throw new Error('an assessment inside its freeze offered Cancel');
        await page.screenshot({ path: join(ctx.shots, 'candidate-home-frozen-phone.png'), fullPage: true });
        await failOnAxe(page, 'candidate home with bookings');

        // Cancel the interview with a reason.
        await page.getByRole('button', { name: 'Cancel Interview appointment' }).click();
        const prompt = page.getByRole('dialog').filter({ hasText: 'Cancel Appointment' });
        await prompt.getByRole('textbox').fill('A clash with work');
        await prompt.getByRole('button', { name: 'Continue' }).click();
        await answerDialog(page, 'Your appointment has been cancelled.');
        const cancelled = page.getByRole('article', { name: 'Interview Cancelled' });
        await cancelled.getByText('A clash with work').waitFor({ timeout: 20_000 });
        await page.screenshot({ path: join(ctx.shots, 'candidate-home-cancelled-phone.png'), fullPage: true });
        await page.close();

        // The booking's confirmation reached the candidate's e-mail (sent by the notifier through the outbox) with its invitation.
        const ics = (m: Mail) =>
          (m.attachments ?? []).map((a) => Buffer.from(a.content, 'base64').toString('utf8')).find((t) => t.includes('BEGIN:VCALENDAR'));
        // (The assessment placed by the administrator has its own confirmation: the interview's is the one at its time.)
        const interviewStart = `DTSTART;TZID=${ZONE}:${formatInZone(interview.start, ZONE, "yyyyMMdd'T'HHmmss")}`;
        await mailTo(url, email, bookedAt, (m) => /METHOD:REQUEST/.test(ics(m) ?? '') && (ics(m) ?? '').includes(interviewStart), 60_000);
      },
    },
  ];
}
