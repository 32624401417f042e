import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import ICAL from 'ical.js';
import type { Download, Page } from 'playwright-core';
import { accessibilityFailures, LAPTOP, PHONE } from '../accessibility.ts';
import { expectEqual, signInWithBrowser, type E2eContext } from './context.ts';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Fills and confirms the Export Calendar dialog; answers the file the browser saved. */
async function exportFile(page: Page, format: 'CSV' | 'ICS', from: string, to: string): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: 'Export Calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Calendar' });
  await dialog.waitFor();
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  if (await confirm.isEnabled()) throw new Error('Confirm is enabled before the dialog is complete');
  await dialog.getByText(format, { exact: true }).click();
  const [start, end] = [dialog.locator('input[type="date"]').nth(0), dialog.locator('input[type="date"]').nth(1)];
  await start.fill(from);
  if (await confirm.isEnabled()) throw new Error('Confirm is enabled without an end date');
  await end.fill(to);
  const [download] = await Promise.all([page.waitForEvent('download') as Promise<Download>, confirm.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path!, 'utf8') };
}

/**
 * Doc 2 §2 Calendar in the browser, on the seeded organisation's meetings: the admin's month view, the event dialog,
 * a drag with its reason saved by meeting/eventDrag, and the Export Calendar dialog's ICS and CSV read back with
 * third-party parsers (ical.js, csv-parse); axe-core at laptop and phone sizes.
 */
export function calendarScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'calendar: an admin drags a seeded meeting with a reason and exports the calendar as ICS and CSV',
      run: async () => {
        const page = await signInWithBrowser(ctx, 'orgAdmin', LAPTOP);
        await page.goto(`${url}/calendar`);
        await page.getByRole('heading', { name: 'Calendar' }).waitFor();
        // The seeded assessment a week ahead (its invigilator runs nothing on the next days; no one is booked into it).
        const assessment = page.getByText(/^Assessment - /).first();
        await assessment.waitFor();
        const a11y = await accessibilityFailures(page, '/calendar (month)');
        await page.setViewportSize(LAPTOP);
        await page.screenshot({ path: join(ctx.shots, 'calendar-month.png'), fullPage: true });

        // The event dialog: an admin sees the project and the Open button.
        await assessment.click();
        const details = page.getByRole('dialog', { name: /Details$/ });
        await details.waitFor();
        await details.getByText('Project').waitFor();
        await details.getByRole('button', { name: /^Open / }).waitFor();
        a11y.push(...(await accessibilityFailures(page, '/calendar event dialog')));
        await details.getByRole('button', { name: 'Close' }).click();
        await page.setViewportSize(LAPTOP);

        // Drag an assessment one visible day on, to a day with no assessment (earlier scenarios may have put the same
        // invigilator there, which the server rightly refuses), give a reason, and find it saved there.
        const dates = [...new Set(await page.locator('[data-date]').evaluateAll((els) => els.map((e) => e.getAttribute('data-date') ?? '')))]
          .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))
          .sort();
        const assessments = page.getByText(/^Assessment - /);
        const dayOf = (i: number) => assessments.nth(i).locator('xpath=ancestor::*[@data-date][1]').getAttribute('data-date');
        const days: string[] = [];
        for (let i = 0; i < (await assessments.count()); i++) days.push((await dayOf(i)) ?? '');
        const pick = days.findIndex((d) => d && dates[dates.indexOf(d) + 1] && !days.includes(dates[dates.indexOf(d) + 1]!));
        if (pick < 0) throw new Error(`no assessment with a free next day among ${days.join(', ')}`);
        const event = assessments.nth(pick);
        const fromDate = days[pick]!;
        const toDate = dates[dates.indexOf(fromDate) + 1]!;
        const title = (await event.textContent())?.trim();
        // Mouse positions are the viewport's: a six-week month puts the last row below a laptop's fold.
        await event.scrollIntoViewIfNeeded();
        const box = (await event.boundingBox())!;
        const target = (await page.locator(`[data-date="${toDate}"]`).first().boundingBox())!;
        // Held near its left end, inside its first day: an event that runs past midnight in the browser's zone (a
        // Sydney morning is the evening before in UTC) is drawn across two days, and its middle is their border, so a
        // drop on the next day could read as no move at all (CI, 2026-11-29: the assessment drawn over Sat and Sun).
        const grab = { x: box.x + Math.min(12, box.width / 4), y: box.y + box.height / 2 };
        await page.mouse.move(grab.x, grab.y);
        await page.mouse.down();
        await page.mouse.move(grab.x + 5, grab.y + 5, { steps: 5 });
        await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 15 });
        await page.mouse.up();
        const reason = page.getByRole('dialog', { name: 'Reschedule' });
        await reason.waitFor();
        a11y.push(...(await accessibilityFailures(page, '/calendar reschedule reason')));
        const drag = page.waitForResponse((r) => r.url().endsWith('/api/meeting/eventDrag'));
        await reason.getByRole('textbox').fill('Panel availability changed');
        await reason.getByRole('button', { name: 'Save' }).click();
        const dragAnswer = await drag;
        if (dragAnswer.status() !== 200) throw new Error(`eventDrag answered ${dragAnswer.status()}: ${await dragAnswer.text()}`);
        await page.getByText(/information saved\.$/).waitFor();
        await page.getByRole('button', { name: 'OK' }).click();
        await page
          .locator(`[data-date="${toDate}"]`)
          .getByText(title ?? '')
          .first()
          .waitFor();
        await page.setViewportSize(LAPTOP);
        await page.screenshot({ path: join(ctx.shots, 'calendar-after-drag.png'), fullPage: true });

        // Export ICS and CSV for the next 30 days and read them back.
        const today = new Date();
        const until = new Date(today.getTime() + 30 * 86_400_000);
        const ics = await exportFile(page, 'ICS', day(today), day(until));
        expectEqual(ics.name, `calendar_${day(today)}_${day(until)}.ics`, 'the ICS file name');
        const calendar = new ICAL.Component(ICAL.parse(ics.text));
        for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
        const vevents = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
        if (vevents.length === 0) throw new Error('the ICS export holds no event');
        const movedEvent = vevents.find((e) => e.sequence === 1);
        if (!movedEvent) throw new Error('no exported event carries the moved meeting SEQUENCE 1');
        // Sydney wall times, or UTC for a meeting in the hour the clocks go back (a wall time there names two instants).
        for (const e of vevents)
          if (!e.startDate.zone || !['Australia/Sydney', 'UTC'].includes(e.startDate.zone.tzid))
            throw new Error(`${e.uid} has neither a Sydney TZID nor UTC`);

        const csv = await exportFile(page, 'CSV', day(today), day(until));
        const rows = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[];
        expectEqual(rows.length, vevents.length, 'CSV rows against ICS events');
        if (!rows.every((r) => r.Start && r.Project)) throw new Error(`CSV rows without a start or project: ${csv.text.slice(0, 300)}`);

        const phone = await signInWithBrowser(ctx, 'orgAdmin', PHONE);
        await phone.goto(`${url}/calendar`);
        await phone
          .getByText(/^Assessment - /)
          .first()
          .waitFor();
        a11y.push(...(await accessibilityFailures(phone, '/calendar (phone)')));
        await phone.screenshot({ path: join(ctx.shots, 'calendar-phone.png'), fullPage: true });
        if (a11y.length) throw new Error(a11y.join('\n'));
      },
    },
  ];
}
