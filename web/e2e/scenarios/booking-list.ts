import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { bookSeat } from '@scheduler/core/booking/booking-store-seats';
import { bookingCreate } from '@scheduler/core/booking/booking-list';
import { createDb, type Db } from '@scheduler/core/db';
import { meetingCreate } from '@scheduler/core/meeting/meeting-list';
import { createUserStore } from '@scheduler/core/user/user-store';
import { ulid } from 'ulid';
import { signInLocal } from '../../../scripts/lib/sign-in.ts';
import { accessibilityFailures, LAPTOP } from '../accessibility.ts';
import { expectEqual, person, signInWithBrowser, type E2eContext } from './context.ts';

const HOUR = 3600_000;

/** The table, for the scenario to put bookings where no call can: confirmed into a meeting that has already started. */
function tableOf(ctx: E2eContext) {
  const env = ctx.runtime.env;
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return { db: createDb({ client, table: env.TABLE_NAME! }), close: () => client.destroy() };
}

/**
 * Four candidates confirmed into an assessment of the seeded project that started two days ago (the seed holds no past
 * booking, and the booking call rightly refuses a meeting that has started): written as the product writes them, the
 * meeting with its list counters, the candidates with their accesses, each booking PENDING then seated by bookSeat.
 */
async function pastBookings(db: Db, names: string[]) {
  const userIdOf = async (username: string) => (await db.user.query.byUsername({ username }).go()).data[0]!.userId;
  const adminId = await userIdOf(person('orgAdmin').username);
  const invigilatorId = await userIdOf(person('invigilator').username);
  const organisationId = (await db.userOrgAccess.query.byUser({ userId: adminId }).go()).data.find((a) => a.userType === 'ORG_ADMIN')!.organisationId;
  const projects = (await db.project.query.byOrganisation({ organisationId }).go({ pages: 'all' })).data;
  const project = projects.find((p) => p.stepType === 'ASSESSMENT' && p.status === 'ACTIVE' && p.completionChecklist);
  if (!project) throw new Error('the seed has no active assessment project with a completion checklist');
  const now = new Date().toISOString();
  const start = new Date(Date.now() - 48 * HOUR);
  const meetingId = ulid();
  const written = await db.service.transaction
    .write((e) =>
      meetingCreate(e, {
        organisationId,
        meetingId,
        projectId: project.projectId,
        stepType: 'ASSESSMENT',
        assessorId: invigilatorId,
        start: start.toISOString(),
        end: new Date(start.getTime() + 3 * HOUR).toISOString(),
        timeZone: 'Australia/Sydney',
        durationHours: 3,
        deliveryMethod: 'ONSITE',
        address: { addLine1: '1 George Street', city: 'Sydney', state: 'NSW', postCode: 2000, countryCode: 'AU' },
        candidateMin: 0,
        candidateMax: names.length,
        candidatesConfirmed: 0,
        active: true,
        show: true,
        surge: false,
        archived: false,
        createdAt: now,
        updatedAt: now,
      }),
    )
    .go();
  if (written.canceled) throw new Error('the past meeting was not written');
  for (const firstName of names) {
    const userId = ulid();
    const user = {
      userId,
      username: `${firstName.toLowerCase()}.${userId.toLowerCase()}@e2e.test`,
      identitySub: `sub-${userId}`,
      firstName,
      lastName: 'Bookwell',
      type: 'CANDIDATE' as const,
      status: 'ACTIVE' as const,
      defaultOrganisationId: organisationId,
      createdAt: now,
      updatedAt: now,
    };
    await db.user.create(user).go();
    await createUserStore(db).addMember(user, {
      organisationId,
      userId,
      userType: 'CANDIDATE',
      status: 'ACTIVE',
      active: true,
      archived: false,
      uniqueId: `E2E-${userId.slice(-6)}`,
      createdAt: now,
      updatedAt: now,
    });
    const bookingId = ulid();
    await db.service.transaction
      .write((e) =>
        bookingCreate(e, {
          organisationId,
          bookingId,
          candidateId: userId,
          projectId: project.projectId,
          stepType: 'ASSESSMENT',
          status: 'PENDING',
          statusDate: now,
          createdAt: now,
          updatedAt: now,
        }),
      )
      .go();
    const seated = await bookSeat(db, { organisationId, bookingId, meetingId, now });
    if (!seated.ok) throw new Error(`the past booking of ${firstName} was refused: ${seated.reason}`);
  }
  return { checklist: project.completionChecklist!.split(';').map((s) => s.trim()) };
}

/**
 * Doc 2 manage/booking-list in the browser: the organisation admin opens the booking list, completes one confirmed
 * past booking from its Booking Details with the checklist, and bulk-completes three others on Awaiting Completion
 * after the cannot-be-undone warning; each screen passes axe-core at laptop and phone sizes.
 */
export function bookingListScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'booking list: the admin completes a past booking with its checklist and bulk-completes three on Awaiting Completion',
      run: async () => {
        const tag = ulid().slice(-4);
        const names = ['Ada', 'Ben', 'Cai', 'Dee'].map((n) => `${n}${tag}`);
        const table = tableOf(ctx);
        let checklist: string[];
        try {
          ({ checklist } = await pastBookings(table.db, names));
        } finally {
          table.close();
        }

        const page = await signInWithBrowser(ctx, 'orgAdmin', LAPTOP);
        await page.goto(`${url}/manage/booking-list`);
        await page.getByRole('heading', { name: 'Manage Bookings' }).waitFor();
        await page.getByRole('tab', { name: 'Awaiting Completion' }).click();
        const rowOf = (name: string) => page.getByRole('row').filter({ hasText: `${name} Bookwell` });
        for (const n of names) await rowOf(n).waitFor();
        const a11y = await accessibilityFailures(page, '/manage/booking-list (admin, Awaiting Completion)');
        await page.screenshot({ path: join(ctx.shots, 'booking-list-admin-phone.png'), fullPage: true });
        await page.setViewportSize(LAPTOP);
        await page.screenshot({ path: join(ctx.shots, 'booking-list-admin.png'), fullPage: true });

        // One booking completed from its details, with every checklist item answered.
        await rowOf(names[0]!).click();
        const details = page.getByRole('dialog', { name: 'Booking Details' });
        await details.getByText(`${names[0]} Bookwell`).waitFor();
        a11y.push(...(await accessibilityFailures(page, 'Booking Details dialog')));
        await page.setViewportSize(LAPTOP);
        await details.getByRole('button', { name: 'Complete' }).click();
        const form = page.getByRole('dialog', { name: 'Complete Booking' });
        await form.waitFor();
        await form.getByRole('button', { name: 'Submit' }).click();
        await form.getByText('Please complete all checklist items').waitFor();
        for (const item of checklist) await form.getByText(item, { exact: true }).locator('..').getByText('Yes', { exact: true }).click();
        await form.getByRole('combobox').selectOption('COMPLETE');
        a11y.push(...(await accessibilityFailures(page, 'Complete Booking dialog')));
        await page.setViewportSize(LAPTOP);
        await page.screenshot({ path: join(ctx.shots, 'booking-list-complete.png') });
        await form.getByRole('button', { name: 'Submit' }).click();
        const completed = page.getByRole('alertdialog').filter({ hasText: 'Booking Completed' });
        await completed.waitFor();
        await completed.getByRole('button', { name: 'OK' }).click();
        await details.getByRole('button', { name: 'Close' }).first().click();
        await rowOf(names[0]!).waitFor({ state: 'detached' });

        // The other three bulk-completed.
        for (const n of names.slice(1)) await rowOf(n).locator('[data-part="control"]').click();
        await page.getByRole('button', { name: 'Complete Selected (3)' }).click();
        const warning = page.getByRole('alertdialog').filter({ hasText: 'cannot be undone' });
        await warning.waitFor();
        await warning.getByRole('button', { name: 'Complete' }).click();
        const done = page.getByRole('alertdialog').filter({ hasText: '3 Booking(s) successfully completed.' });
        await done.waitFor();
        await page.screenshot({ path: join(ctx.shots, 'booking-list-bulk-completed.png') });
        await done.getByRole('button', { name: 'OK' }).click();

        const admin = person('orgAdmin');
        const api = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: admin.username,
          password: admin.password,
        });
        const res = await fetch(`${url}/api/user-booking/getUserBookingList/COMPLETE/NA`, {
          method: 'POST',
          headers: api.headers,
          body: JSON.stringify({ pageIndex: 0, pageSize: 0, filter: tag.toLowerCase() }),
        });
        if (!res.ok) throw new Error(`getUserBookingList: ${res.status} ${await res.text()}`);
        const rows = ((await res.json()) as { dataset: { candidateName?: string; status?: string }[] }).dataset;
        expectEqual(
          rows.map((r) => r.candidateName).sort(),
          names.map((n) => `${n} Bookwell`),
          'the four bookings on the Complete tab',
        );
        if (a11y.length) throw new Error(a11y.join('\n'));
      },
    },
  ];
}
