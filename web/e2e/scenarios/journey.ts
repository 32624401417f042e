import { join } from 'node:path';
import { formatApiDate, formatDisplayDateTime } from '@scheduler/contracts/time/time-formats';
import { zonedDateTimeToUtc } from '@scheduler/core/time/zoned-date-time';
import { ulid } from 'ulid';
import { signInLocal } from '../../../scripts/lib/sign-in.ts';
import { LAPTOP, PHONE } from '../accessibility.ts';
import { person, signInWithBrowser, type E2eContext } from './context.ts';
import { completeSignUp, openSignUp } from './candidate-sign-up.ts';
import { icsOf, itip } from './itip.ts';
import { answerDialog, mailsTo } from './outbox.ts';

const ZONE = 'Australia/Sydney';
const PASSWORD = 'Harbour#Quill73Meadow';

/** yyyy-MM-dd `days` after today in Sydney. */
const sydneyDay = (days: number) => {
  const [y, m, d] = formatApiDate(new Date(), ZONE).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};

/**
 * Issue 18's journey, every step in the browser as the people would take it: an organisation admin creates an interview
 * project (which gets its default alerts), a remote meeting in it, and invites a candidate; the candidate signs up on a
 * phone (the form starts with the names the admin typed), books, cancels and books again. The outbox holds the
 * confirmation, the cancellation and the confirmation again, each with the meeting's one calendar event, whose SEQUENCE
 * only ever rises, as RFC 5546 readers need to apply them in order.
 */
export function journeyScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'journey: an org admin creates a project, a meeting and an invitation; the candidate books, cancels and rebooks on a phone; the outbox holds each message with a rising SEQUENCE',
      run: async () => {
        const tag = ulid().slice(-6);
        const projectName = `Journey Interviews ${tag}`;
        const admin = await signInWithBrowser(ctx, 'orgAdmin');

        // The project: an interview step with the project form's required fields.
        await admin.goto(`${url}/project/create`);
        await admin.getByRole('heading', { name: 'Create Project' }).waitFor();
        await admin.getByLabel(/^Department/).selectOption({ label: 'Talent Acquisition' });
        await admin.getByRole('radiogroup', { name: /^Type/ }).getByText('Interview', { exact: true }).click();
        await admin.getByLabel(/^Default Timezone/).selectOption(ZONE);
        await admin.getByLabel(/^Project Name/).fill(projectName);
        await admin.getByLabel(/^Start Date/).fill(sydneyDay(1));
        await admin.getByLabel(/^Start Time/).fill('00:00');
        await admin.getByLabel(/^End Date/).fill(sydneyDay(60));
        await admin.getByLabel(/^End Time/).fill('17:00');
        await admin.getByLabel(/^Summary/).fill('A conversation about the role.');
        await admin.getByLabel(/^Instructions/).fill('Find a quiet room with a good connection.');
        await admin.getByLabel(/^Completion Checklist/).fill('Identity checked;Consent recorded');
        for (const [field, value] of [
          ['Freeze Period Onsite', '24'],
          ['Freeze Period Remote', '12'],
          ['Freeze Period Edit', '2'],
          ['Freeze Period Completion', '48'],
          ['Duration', '1'],
          ['Meeting Period Visible', '30'],
          ['Meeting Period Gap', '1'],
        ])
          await admin.getByLabel(new RegExp(`^${field}`)).fill(value);
        await admin.getByRole('button', { name: 'Save' }).click();
        await answerDialog(admin, 'Project information saved.');
        await admin.waitForURL(/\/project\/[0-9A-Z]{26}$/i);
        const projectId = admin.url().split('/').pop()!;

        // Its default alerts came with it: the confirmation among them, and no warning that one is missing.
        await admin.getByRole('tab', { name: 'Project Alerts' }).click();
        await admin.getByRole('cell', { name: 'Booking Confirmed', exact: true }).waitFor({ timeout: 20_000 });
        if (await admin.getByText('No Booking Confirmed Alert').count())
          throw new Error('a project with its default alerts warns of a missing confirmation');
        await admin.screenshot({ path: join(ctx.shots, 'journey-project-alerts.png'), fullPage: true });

        // The meeting: remote, nine days ahead at a quarter past eight in Sydney, with the seeded assessor.
        await admin.getByRole('button', { name: /^Create meeting$/i }).click();
        await admin.waitForURL(new RegExp(`/meeting/${projectId}/create$`));
        await admin.getByRole('heading', { name: /^Create / }).waitFor();
        const day = sydneyDay(9);
        await admin.getByLabel(/^Start Date/).fill(day);
        await admin.getByLabel(/^Start Time/).fill('08:15');
        await admin.getByText('Remote', { exact: true }).click();
        const assessor = person('assessor');
        await admin
          .getByRole('option', { name: new RegExp(`${assessor.firstName} ${assessor.lastName}`) })
          .waitFor({ state: 'attached', timeout: 20_000 });
        await admin.getByLabel(/^Assessor/).selectOption({ label: `${assessor.firstName} ${assessor.lastName} · Syd` });
        for (const [field, value] of [
          [/^Candidate Booking Link/, 'https://meet.example/journey'],
          [/^Assessor Booking Link/, 'https://meet.example/journey-host'],
        ] as const)
          if (await admin.getByLabel(field).count()) await admin.getByLabel(field).fill(value);
        await admin.getByRole('button', { name: 'Save' }).click();
        await answerDialog(admin, 'Meeting information saved.');
        await admin.getByRole('heading', { name: 'Meeting Details' }).waitFor();
        const start = zonedDateTimeToUtc(day, '08:15', ZONE);

        // The invitation, from the organisation page's Invite candidate → Single Invite.
        const email = `journey.${tag.toLowerCase()}@e2e.test`;
        const adminApi = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: person('orgAdmin').username,
          password: person('orgAdmin').password,
        });
        const { encryptedOrganisationId: organisationId } = (await (
          await fetch(`${url}/api/user/getCurrentUserProfile`, { headers: adminApi.headers })
        ).json()) as { encryptedOrganisationId: string };
        await admin.goto(`${url}/candidate-individual/${organisationId}`);
        await admin.getByRole('heading', { name: /^Invite New / }).waitFor();
        // The project types settle once the organisation's settings load; then only the interview step is ticked.
        await admin.waitForLoadState('networkidle');
        const types = admin.getByRole('group', { name: 'Project Types' });
        for (const [type, wanted] of [
          ['Interview', true],
          ['Assessment', false],
        ] as const) {
          const box = types.getByRole('checkbox', { name: type, exact: true });
          if ((await box.isChecked()) !== wanted) await types.getByText(type, { exact: true }).click();
          await admin.waitForFunction(
            ([name, on]) =>
              Array.from(document.querySelectorAll('input[type=checkbox]')).some(
                (i) => (i as HTMLInputElement).closest('label')?.textContent?.trim() === name && (i as HTMLInputElement).checked === on,
              ),
            [type, wanted] as const,
          );
        }
        await admin.getByLabel(/Interview Project/).selectOption({ label: projectName });
        await admin.getByLabel('First Name').fill('Jo');
        await admin.getByLabel('Last Name').fill(`O'Journey`);
        await admin.getByLabel('Email').fill(email);
        await admin.getByLabel('Unique Id').fill(`J-${tag}`);
        const invitedAt = Date.now() - 1000;
        await admin.getByRole('button', { name: 'Invite' }).click();
        await admin.getByText(/invited and the invitation email sent\./).waitFor({ timeout: 20_000 });
        await admin.close();

        const [invitation] = await mailsTo(url, email, invitedAt, (m) => /signup\?invitation=/.test(m.text ?? ''));
        const link = /(https?:\/\/\S+\/signup\?invitation=[\w-]+)/.exec(invitation!.text ?? '')?.[1];
        if (!link) throw new Error('the invitation e-mail holds no sign-up link');

        // The candidate, on a phone: the form starts with the names the admin typed.
        const page = await ctx.browser.newPage({ viewport: PHONE });
        await openSignUp(page, link);
        const firstName = await page.getByLabel('First Name').inputValue();
        const lastName = await page.getByLabel('Last Name').inputValue();
        if (firstName !== 'Jo' || lastName !== `O'Journey`)
          throw new Error(`sign-up started with '${firstName}' '${lastName}', not the invited names`);
        await completeSignUp(page, url, { email, password: PASSWORD });
        // One pending step with days available: the home goes straight to the search (doc 2 §2 Candidate home).
        await page.waitForURL((u) => u.pathname === '/candidate' || u.pathname === '/meeting-search', { timeout: 20_000 });

        const startText = formatDisplayDateTime(start, ZONE, { zoneCode: true });
        const bookFromSearch = async () => {
          // The home shows the step to book, or (one pending step, nothing booked yet) goes on to the search itself.
          const search = page.getByRole('heading', { name: 'Available Appointments' });
          const toBook = page.getByRole('article', { name: 'Interview to book' });
          await search.or(toBook).first().waitFor({ timeout: 20_000 });
          await page.waitForLoadState('networkidle');
          if (!(await search.isVisible())) await toBook.getByRole('button', { name: 'BOOK APPOINTMENT NOW' }).click();
          await search.waitFor();
          const dates = page.getByRole('combobox', { name: 'Date' });
          for (let i = 0; i < 60 && (await dates.inputValue()) !== day; i++) {
            const next = page.getByRole('button', { name: 'Next date' });
            if (await next.isDisabled()) break;
            await next.click();
          }
          if ((await dates.inputValue()) !== day) throw new Error(`the dates dropdown never reached ${day}`);
          const book = page.getByRole('button', { name: `Book ${startText}` }).filter({ visible: true });
          await book.waitFor({ timeout: 20_000 });
          await book.click();
          await answerDialog(page, 'A confirmation email will be sent to your nominated email address with booking details.');
          await page.waitForURL((u) => u.pathname === '/candidate', { timeout: 20_000 });
          await page.getByRole('article', { name: 'Interview Confirmed' }).getByText(startText).waitFor({ timeout: 20_000 });
        };

        await bookFromSearch();
        await page.screenshot({ path: join(ctx.shots, 'journey-booked-phone.png'), fullPage: true });
        await page.getByRole('button', { name: 'Cancel Interview appointment' }).click();
        const prompt = page.getByRole('dialog').filter({ hasText: 'Cancel Appointment' });
        await prompt.getByRole('textbox').fill('Train strike');
        await prompt.getByRole('button', { name: 'Continue' }).click();
        await answerDialog(page, 'Your appointment has been cancelled.');
        await page.getByRole('article', { name: 'Interview Cancelled' }).waitFor({ timeout: 20_000 });
        await bookFromSearch();
        await page.setViewportSize(LAPTOP);
        await page.screenshot({ path: join(ctx.shots, 'journey-rebooked.png'), fullPage: true });
        await page.close();

        // The outbox: confirmation, cancellation, confirmation, each carrying the meeting's one event with a rising SEQUENCE.
        const messages = await mailsTo(url, email, invitedAt, (m) => /METHOD:(REQUEST|CANCEL)/.test(icsOf(m) ?? ''), 3, 60_000);
        const itips = messages.map((m) => itip(icsOf(m)!));
        const methods = itips.map((i) => i.method);
        if (JSON.stringify(methods) !== JSON.stringify(['REQUEST', 'CANCEL', 'REQUEST']))
          throw new Error(`the candidate's calendar messages were ${methods.join(', ')}, not a confirmation, a cancellation and a confirmation`);
        if (new Set(itips.map((i) => i.uid)).size !== 1)
          throw new Error(`the three messages carry different UIDs: ${itips.map((i) => i.uid).join(', ')}`);
        const sequences = itips.map((i) => i.sequence);
        if (!(sequences[0]! < sequences[1]! && sequences[1]! < sequences[2]!))
          throw new Error(`SEQUENCE must rise from message to message, got ${sequences.join(', ')}`);
        for (const i of itips) if (i.start !== start.toISOString()) throw new Error(`an invitation starts at ${i.start}, not ${start.toISOString()}`);
      },
    },
  ];
}
