import { join } from 'node:path';
import { formatDisplayDateTime, formatInZone } from '@scheduler/contracts/time/time-formats';
import { zonedDateTimeToUtc } from '@scheduler/core/time/zoned-date-time';
import type { Page } from 'playwright-core';
import { ulid } from 'ulid';
import { signInLocal } from '../../../scripts/lib/sign-in.ts';
import { accessibilityFailures, PHONE } from '../accessibility.ts';
import { completeSignUp, openSignUp } from './candidate-sign-up.ts';
import { expectEqual, person, signInWithBrowser, type E2eContext } from './context.ts';
import { icsOf, itip } from './itip.ts';
import { answerDialog, mailCapture, mailsTo, mailTo, INVITATION_LINK } from './outbox.ts';

const ZONE = 'Australia/Sydney';
const DAY = 86_400_000;
const PASSWORD = 'Harbour#Quill73Meadow';

/** yyyy-MM-dd `days` after today in Sydney. */
const sydneyDay = (days: number) => formatInZone(new Date(Date.now() + days * DAY), ZONE, 'yyyy-MM-dd');

async function failOnAxe(page: Page, what: string) {
  const failures = await accessibilityFailures(page, what);
  if (failures.length) throw new Error(`accessibility (axe):\n${failures.join('\n')}`);
  await page.setViewportSize(PHONE);
}

/**
 * Issue 22 in the browser, on a phone, against the real handlers and jobs: in a project of its own whose two
 * interviews are full, a candidate joins the waitlist narrowed to the first interview's day; a third interview opens
 * (outside that day, so nobody is held for it); the first interview's candidate reschedules into it from their card,
 * and the outbox holds the CANCEL of the old event and the REQUEST of the new one (ical.js reads both); the freed
 * seat is held for the waitlisted candidate, whose e-mail's link confirms it.
 */
export function bookingFlowScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'issue 22: a candidate reschedules on a phone (CANCEL and REQUEST in the outbox); a waitlisted candidate gets the freed seat held and confirms it',
      run: async () => {
        const tag = ulid().slice(-6);
        const signIn = (username: string, password: string) =>
          signInLocal({ baseUrl: url, cognitoEndpoint: ctx.runtime.cognito.endpoint, clientId: ctx.runtime.cognito.clientId, username, password });
        const sender =
          (headers: Record<string, string>) =>
          async <T>(path: string, body?: unknown): Promise<{ status: number; body: T }> => {
            const res = await fetch(`${url}/api/${path}`, {
              method: body === undefined ? 'GET' : 'POST',
              headers,
              ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            });
            return { status: res.status, body: (await res.json()) as T };
          };
        const caller =
          (headers: Record<string, string>) =>
          async <T>(path: string, body?: unknown): Promise<T> => {
            const answer = await sender(headers)<T>(path, body);
            if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
            return answer.body;
          };
        const admin = person('orgAdmin');
        const adminHeaders = (await signIn(admin.username, admin.password)).headers;
        const call = caller(adminHeaders);
        const send = sender(adminHeaders);

        // A project of its own, so no other scenario's meetings are offered or filled.
        const { encryptedOrganisationId: org } = await call<{ encryptedOrganisationId: string }>('user/getCurrentUserProfile');
        const [department] = await call<{ encryptedId: string }[]>(`department/getSelectList/${org}`);
        const project = await call<{ message: string }>('project/save', {
          formAction: 'create',
          encryptedOrganisationId: org,
          encryptedDepartmentId: department!.encryptedId,
          name: `Waitlist Interviews ${tag}`,
          stepType: 'INTERVIEW',
          summary: 'A short interview with the team',
          instructions: 'Join from a quiet room',
          completionChecklist: 'Identity checked',
          meetingPeriodVisible: 30,
          meetingPeriodGap: 0,
          duration: 1,
          startDateDisplay: sydneyDay(1),
          startTimeDisplay: '00:00',
          endDateDisplay: sydneyDay(30),
          endTimeDisplay: '23:00',
          encryptedTimezoneId: ZONE,
          freezePeriodOnsite: 1,
          freezePeriodRemote: 1,
          freezePeriodEdit: 1,
          freezePeriodCompletion: 1,
        });
        const projectId = project.message;
        const grid = person('gridAdmin');
        const gridHeaders = (await signIn(grid.username, grid.password)).headers;
        const alerts = await fetch(`${url}/api/project-alert/addDefaultAlerts/${projectId}`, { method: 'POST', headers: gridHeaders });
        if (!alerts.ok && alerts.status !== 422) throw new Error(`addDefaultAlerts answered ${alerts.status} ${await alerts.text()}`);
        const assessors = await call<{ encryptedId?: string; firstName?: string; fullName?: string }[]>('assessor/getAllAssessorByType', {
          type: 1,
          activeOnly: true,
        });
        const host = assessors.find((a) => a.firstName === person('assessor').firstName || a.fullName?.startsWith(person('assessor').firstName));
        if (!host?.encryptedId) throw new Error(`no seeded assessor: ${JSON.stringify(assessors)}`);

        /** A remote interview for one candidate, `days` ahead at the first of a few Sydney times its host is free. */
        const interview = async (days: number) => {
          const day = sydneyDay(days);
          for (const time of ['08:00', '08:45', '11:30', '12:15', '18:00', '18:45']) {
            const { body: answer } = await send<{ status: string; message?: string }>('meeting/save', {
              encryptedProjectId: projectId,
              stepType: 'INTERVIEW',
              deliveryMethod: 'REMOTE',
              encryptedAssessorId: host.encryptedId,
              candidateMin: 0,
              candidateMax: 1,
              instructions: 'Join from a quiet room.',
              candidateBookingLink: `https://meet.example/waitlist-${tag}-${days}`,
              assessorBookingLink: `https://meet.example/waitlist-${tag}-${days}-host`,
              startDateDisplay: day,
              startTimeDisplay: time,
              encryptedTimezoneId: ZONE,
            });
            if (answer.status === 'SUCCESS' && answer.message) return { id: answer.message, start: zonedDateTimeToUtc(day, time, ZONE), day };
            if (!/NOT AVAILABLE/i.test(`${answer.status} ${answer.message}`)) throw new Error(`meeting/save answered ${JSON.stringify(answer)}`);
          }
          throw new Error(`the seeded assessor has no free time ${days} days ahead`);
        };
        const first = await interview(3);
        const second = await interview(4);

        // Three candidates invited; Cara is placed in the second interview by the admin, so both interviews are full.
        const invite = async (firstName: string) => {
          const email = `${firstName.toLowerCase()}.${tag.toLowerCase()}@e2e.test`;
          const at = Date.now() - 1000;
          await call('user-booking/new-candidate', {
            enInterviewProjectId: projectId,
            firstName,
            lastName: 'Flow',
            email,
            uniqueId: `${firstName.toUpperCase()}-${tag}`,
            linkExpiryDays: 1,
          });
          return { email, firstName, uniqueId: `${firstName.toUpperCase()}-${tag}`, link: await mailCapture(url, email, at, INVITATION_LINK) };
        };
        const rae = await invite('Rae');
        const cara = await invite('Cara');
        const wes = await invite('Wes');
        await call('user-booking/new-booking', {
          encryptedMeetingId: second.id,
          email: cara.email,
          uniqueId: cara.uniqueId,
          existingStatus: 'PENDING',
        });

        // Rae signs up on a phone and books the first interview.
        const raePage = await ctx.browser.newPage({ viewport: PHONE });
        await openSignUp(raePage, rae.link);
        await completeSignUp(raePage, url, { email: rae.email, password: PASSWORD });
        await raePage.waitForURL((u) => u.pathname === '/candidate' || u.pathname === '/meeting-search', { timeout: 20_000 });
        const raeCall = caller((await signIn(rae.email, PASSWORD)).headers);
        const raeHome = await raeCall<{ listPendingBookings: { encryptedStepId: string }[] }>('user-booking/getCandidateBooking');
        const raeStep = raeHome.listPendingBookings[0]?.encryptedStepId;
        const bookedAt = Date.now() - 1000;
        await raeCall('user-booking/new-booking', { encryptedMeetingId: first.id, encryptedStepId: raeStep });
        const [booked] = await mailsTo(url, rae.email, bookedAt, (m) => /METHOD:REQUEST/.test(icsOf(m) ?? ''), 1, 60_000);
        const firstRequest = itip(icsOf(booked!)!);

        // Wes signs up on a phone: nothing is offered, so the card offers the waitlist; he narrows it to the first day.
        const wesPage = await ctx.browser.newPage({ viewport: PHONE });
        await openSignUp(wesPage, wes.link);
        await completeSignUp(wesPage, url, { email: wes.email, password: PASSWORD });
        await wesPage.waitForURL((u) => u.pathname === '/candidate', { timeout: 20_000 });
        const toBook = wesPage.getByRole('article', { name: 'Interview to book' });
        await toBook.getByRole('button', { name: 'Join the waitlist' }).click();
        const joinDialog = wesPage.getByRole('dialog', { name: 'Join the waitlist' });
        await joinDialog.getByLabel('From Date').fill(first.day);
        await joinDialog.getByLabel('To Date').fill(first.day);
        await wesPage.screenshot({ path: join(ctx.shots, 'waitlist-join-phone.png'), fullPage: true });
        await joinDialog.getByRole('button', { name: 'Join', exact: true }).click();
        await answerDialog(wesPage, 'You are on the waitlist.');
        await toBook.getByText('You are number 1 on the waitlist').waitFor({ timeout: 20_000 });
        await failOnAxe(wesPage, 'candidate home on the waitlist');

        // The administrator sees him on the project's Waitlist tab.
        const adminPage = await signInWithBrowser(ctx, 'orgAdmin');
        await adminPage.goto(`${url}/project/${projectId}`);
        await adminPage.getByRole('tab', { name: 'Waitlist' }).click();
        const wesRow = adminPage.getByRole('article', { name: 'Wes Flow' });
        await wesRow.getByText(wes.email).waitFor({ timeout: 20_000 });
        await adminPage.screenshot({ path: join(ctx.shots, 'project-waitlist-laptop.png'), fullPage: true });
        const adminA11y = await accessibilityFailures(adminPage, 'project waitlist tab');
        if (adminA11y.length) throw new Error(`accessibility (axe):\n${adminA11y.join('\n')}`);
        await adminPage.close();

        // A third interview opens, a day outside Wes's narrowing: it stays free for Rae's move.
        const third = await interview(5);

        // Rae reschedules from her card on the phone, through the same search.
        await raePage.goto(`${url}/candidate`);
        const confirmedCard = raePage.getByRole('article', { name: 'Interview Confirmed' });
        await confirmedCard.getByText(formatDisplayDateTime(first.start, ZONE, { zoneCode: true })).waitFor({ timeout: 20_000 });
        await confirmedCard.getByRole('button', { name: 'Reschedule Interview appointment' }).click();
        await raePage.getByRole('heading', { name: 'Available Appointments' }).waitFor();
        const thirdText = formatDisplayDateTime(third.start, ZONE, { zoneCode: true });
        const move = raePage.getByRole('button', { name: `Book ${thirdText}` }).filter({ visible: true });
        await move.waitFor({ timeout: 20_000 });
        await raePage.screenshot({ path: join(ctx.shots, 'reschedule-search-phone.png'), fullPage: true });
        await failOnAxe(raePage, 'meeting search in reschedule mode');
        const movedAt = Date.now() - 1000;
        await move.click();
        await raePage
          .getByRole('alertdialog')
          .or(raePage.getByRole('dialog'))
          .filter({ hasText: 'Reschedule Appointment' })
          .getByRole('button', { name: 'Continue' })
          .click();
        await answerDialog(raePage, 'An updated calendar invitation will be sent');
        await raePage.waitForURL((u) => u.pathname === '/candidate', { timeout: 20_000 });
        await raePage.getByRole('article', { name: 'Interview Confirmed' }).getByText(thirdText).waitFor({ timeout: 20_000 });
        await raePage.screenshot({ path: join(ctx.shots, 'rescheduled-home-phone.png'), fullPage: true });

        // The outbox: the old event's CANCEL above its REQUEST's SEQUENCE, and the new event's REQUEST at its time.
        const moved = (await mailsTo(url, rae.email, movedAt, (m) => /METHOD:(REQUEST|CANCEL)/.test(icsOf(m) ?? ''), 2, 60_000)).map((m) =>
          itip(icsOf(m)!),
        );
        const cancel = moved.find((i) => i.method === 'CANCEL');
        const request = moved.find((i) => i.method === 'REQUEST');
        if (!cancel || !request) throw new Error(`the move sent ${JSON.stringify(moved)}, not a CANCEL and a REQUEST`);
        expectEqual(cancel.uid, firstRequest.uid, 'the CANCEL names the old event');
        if (cancel.sequence <= firstRequest.sequence)
          throw new Error(`the CANCEL's SEQUENCE ${cancel.sequence} is not above ${firstRequest.sequence}`);
        if (request.uid === firstRequest.uid) throw new Error('the REQUEST names the old event');
        expectEqual(request.start, third.start.toISOString(), 'the REQUEST starts at the new time');
        await mailTo(url, rae.email, movedAt, (m) => /rescheduled|moved/i.test(`${m.subject} ${m.text}`));

        // The freed seat is held for Wes; the e-mail's link confirms it.
        const holdLink = await mailCapture(url, wes.email, movedAt, /(https?:\/\/\S+\/waitlist\/hold\/[\w-]+)/, 60_000);
        const confirmedAt = Date.now() - 1000;
        await wesPage.goto(holdLink);
        const hold = wesPage.getByTestId('waitlist-hold');
        await hold.getByText(formatDisplayDateTime(first.start, ZONE, { zoneCode: true }), { exact: false }).waitFor({ timeout: 20_000 });
        await wesPage.screenshot({ path: join(ctx.shots, 'waitlist-hold-phone.png'), fullPage: true });
        await failOnAxe(wesPage, 'held seat');
        await hold.getByRole('button', { name: 'Confirm this appointment' }).click();
        await answerDialog(wesPage, 'Your appointment is booked.');
        await wesPage.waitForURL((u) => u.pathname === '/candidate', { timeout: 20_000 });
        await wesPage
          .getByRole('article', { name: 'Interview Confirmed' })
          .getByText(formatDisplayDateTime(first.start, ZONE, { zoneCode: true }))
          .waitFor({ timeout: 20_000 });
        const [confirmation] = await mailsTo(url, wes.email, confirmedAt, (m) => /METHOD:REQUEST/.test(icsOf(m) ?? ''), 1, 60_000);
        expectEqual(itip(icsOf(confirmation!)!).uid, firstRequest.uid, 'Wes is invited to the first interview’s event');
        const waitlist = await call<{ size: number }>(`user-booking/getWaitlist/${projectId}`);
        expectEqual(waitlist.size, 0, 'the waitlist once the hold is confirmed');
        await raePage.close();
        await wesPage.close();
      },
    },
  ];
}
