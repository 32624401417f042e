import { join } from 'node:path';
import { DEFAULT_LABEL_WORDS, LABEL_CODES, LABEL_DEFAULTS } from '@scheduler/contracts/labels';
import type { Page } from 'playwright-core';
import { outboxCode, signInLocal } from '../../../scripts/lib/sign-in.ts';
import { LAPTOP } from '../accessibility.ts';
import { framesDrawn } from '../page-layout.ts';
import { person, type E2eContext } from './context.ts';

/**
 * Doc 1 §1 and DESIGN §3.10: every word of the spec that an organisation may rename is shown in the organisation's
 * word. This sweep gives Aurora a word of its own for every label, signs each role in again (labels arrive at login),
 * opens every page that role may use, each of its tabs, and fails on any default word left in what a person reads
 * (the text, the document title, accessible names and placeholders), after taking away the organisation's own data
 * (names, summaries, instructions, template text, addresses: what people typed is not ours to relabel).
 * It runs last: it leaves the labels as it found them, but other scenarios assert the default words.
 */
const RENAMED = {
  ASSESSOR: 'Examiner',
  ASSESSOR_ADMIN: 'Lead Examiner',
  INVIGILATOR: 'Proctor',
  INTERVIEW: 'Conversation',
  ASSESSMENT: 'Trial',
  INTERNAL: 'Backoffice',
  REMOTE: 'Online',
  ONSITE: 'In Person',
  MEETING: 'Session',
  CANDIDATE: 'Applicant',
} as const;

/** Keys of API answers whose strings are what people typed (data), not the product's words. */
const DATA_KEY =
  /^(name|.*Name|firstName|lastName|summary|instructions|description|comments|subject|body|bodyEmail|bodyMobile|subjectEmail|addressLabel|addLine1|addLine2|city|displayAddress|privacyText|msg.*|username|email|emAddress|candidateEmail|uniqueId|statusReason|logMsg|logBy|type|resourceNames|projectNames|candidateNames|completionChecklist|text|label)$/;

interface LabelRow {
  encryptedId: string;
  code: string;
  display: string;
}

type Call = <T>(path: string, body?: unknown) => Promise<T>;

function caller(baseUrl: string, headers: Record<string, string>): Call {
  return async <T>(path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** Every string under a data key of `value`, collected into `into`. */
function collectData(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (DATA_KEY.test(key) && value.trim().length > 1) for (const part of value.split(/[\n;]+/)) if (part.trim()) into.add(part.trim());
    return;
  }
  if (Array.isArray(value)) for (const v of value) collectData(v, into, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collectData(v, into, k);
}

/** What a person reads on the page now: its text, title, accessible names, titles and placeholders. */
async function readable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = [document.title, document.body.innerText];
    for (const el of Array.from(document.querySelectorAll('[aria-label],[title],[placeholder],[alt]'))) {
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    }
    return out;
  });
}

class LabelSweep {
  readonly hits = new Map<string, Set<string>>();
  constructor(private readonly data: Set<string>) {}

  /** The default words left in `texts` once the data strings are taken out, each with its line. */
  scan(where: string, texts: string[]): void {
    const data = [...this.data].sort((a, b) => b.length - a.length);
    for (const text of texts) {
      for (const raw of text.split('\n')) {
        // E-mail addresses are people's (candidates.example), and the label list's Code column shows the codes themselves.
        let line = raw.replace(/\S+@\S+/g, ' ');
        if (where.startsWith('/config-label') && (LABEL_CODES as readonly string[]).includes(line.trim())) continue;
        for (const d of data) if (line.includes(d)) line = line.split(d).join(' ');
        const found = line.match(DEFAULT_LABEL_WORDS);
        if (!found) continue;
        const key = raw.trim().slice(0, 160);
        const set = this.hits.get(key) ?? new Set<string>();
        set.add(where);
        this.hits.set(key, set);
      }
    }
  }

  /** Opens `path`, waits for it to settle, scans it and each of its tabs. */
  async visit(page: Page, path: string): Promise<void> {
    await page.goto(`${new URL(page.url()).origin}${path}`);
    await settle(page);
    this.scan(path, await readable(page));
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    for (let i = 0; i < count; i++) {
      const tab = tabs.nth(i);
      if (!(await tab.isVisible()) || (await tab.isDisabled())) continue;
      const name = (await tab.textContent())?.trim() ?? `tab ${i}`;
      await tab.click();
      await settle(page);
      this.scan(`${path} [${name}]`, await readable(page));
    }
  }

  failures(): string {
    return [...this.hits]
      .map(([line, where]) => `  "${line}" on ${[...where].slice(0, 4).join(', ')}${where.size > 4 ? ` (+${where.size - 4})` : ''}`)
      .join('\n');
  }
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .locator('[role=status][aria-busy=true], .chakra-spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await framesDrawn(page);
}

async function signInBrowser(ctx: E2eContext, key: Parameters<typeof person>[0]): Promise<Page> {
  const who = person(key);
  const page = await ctx.browser.newPage({ viewport: LAPTOP });
  const since = Date.now() - 1000;
  await page.goto(`${ctx.runtime.url}/login`);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = page.getByRole('dialog').filter({ hasText: 'Verification Code' });
  const left = page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
  if (await Promise.race([code.waitFor({ timeout: 20_000 }).then(() => true), left.then(() => false)])) {
    await code.getByLabel('Verification Code').fill(await outboxCode(ctx.runtime.url, who.username, since));
    await code
      .getByRole('button', { name: /Submit|Verify|OK/ })
      .first()
      .click();
  }
  await left;
  await settle(page);
  return page;
}

export function labelsEverywhereScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  const apiOf = async (key: Parameters<typeof person>[0]) => {
    const who = person(key);
    const api = await signInLocal({
      baseUrl: url,
      cognitoEndpoint: ctx.runtime.cognito.endpoint,
      clientId: ctx.runtime.cognito.clientId,
      username: who.username,
      password: who.password,
    });
    return caller(url, api.headers);
  };
  return [
    {
      name: "labels: with every label of the organisation renamed, no page, tab or title of any role shows a default word (Candidate, Assessor, Meeting, ...) outside the organisation's own data",
      run: async () => {
        const grid = await apiOf('gridAdmin');
        const admin = await apiOf('orgAdmin');
        const me = await admin<{ encryptedOrganisationId: string }>('user/getCurrentUserProfile');
        const org = me.encryptedOrganisationId;

        // Every label renamed (a code the organisation holds is saved over; its plural partner is left to the plural rule).
        const before = (await grid<{ dataset: LabelRow[] }>(`config-label/getListByOrganisation/${org}`, { pageIndex: 0, pageSize: 100 })).dataset;
        const restore: { encryptedId: string; code: string; display: string }[] = [];
        for (const row of before.filter((r) => r.code === 'MEETINGS' || r.code === 'CANDIDATES'))
          throw new Error(`the sweep renames singular words; Aurora holds the plural ${row.code}`);
        for (const [code, display] of Object.entries(RENAMED)) {
          const held = before.find((r) => r.code === code);
          const saved = await grid<{ status: string; message: string }>('config-label/save', {
            encryptedOrganisationId: org,
            code,
            display,
            ...(held ? { encryptedId: held.encryptedId } : {}),
          });
          if (saved.status !== 'SUCCESS') throw new Error(`label ${code} not saved: ${JSON.stringify(saved)}`);
          restore.push({
            encryptedId: held?.encryptedId ?? saved.message,
            code,
            display: held?.display ?? LABEL_DEFAULTS[code as keyof typeof RENAMED],
          });
        }

        try {
          // The organisation's data, which keeps whatever words its people typed.
          const data = new Set<string>(Object.values(RENAMED));
          const projects = await admin<{ encryptedId: string; name: string }[]>(`project/getSelectList/${org}`);
          collectData(projects, data);
          const project = projects[0]!;
          const meetings = await admin<{ dataset: { encryptedId: string; encryptedProjectId?: string }[] }>(
            `meeting/getMeetingListByProject/${project.encryptedId}/active`,
            { pageIndex: 0, pageSize: 50 },
          );
          collectData(meetings, data);
          for (const p of projects) collectData(await admin(`project/get/${p.encryptedId}`), data);
          collectData(await admin(`organisation/get/${org}`), data);
          const departments = await admin<{ dataset: { encryptedId: string }[] }>(`department/list/${org}`, {});
          collectData(departments, data);
          const resources = await admin<{ dataset: { encryptedId: string }[] }>(`resource/getList/${org}`, { pageIndex: 0, pageSize: 50 });
          collectData(resources, data);
          const templates = await admin<{ dataset: { encryptedId: string }[] }>(`noti-template/getList/${org}`, { pageIndex: 0, pageSize: 100 });
          collectData(templates, data);
          const alerts = await admin<{ dataset: { encryptedId: string }[] }>(`project-alert/getListByProject/${project.encryptedId}`, {
            pageIndex: 0,
            pageSize: 50,
          });
          collectData(alerts, data);
          for (const t of templates.dataset.slice(0, 30)) collectData(await admin(`noti-template/get/${t.encryptedId}`), data);
          const users = await admin<{ dataset: { encryptedId: string }[] }>('user/getUserList', {
            pageIndex: 0,
            pageSize: 100,
            searchData: JSON.stringify({ listType: 'active', filters: ['all'] }),
          }).catch(() => ({ dataset: [] }));
          collectData(users, data);
          for (const s of ['INTERVIEW', 'ASSESSMENT', 'INTERNAL'])
            collectData(await admin(`meeting/getMeetingList/${s}/NA`, { pageIndex: 0, pageSize: 100 }).catch(() => ({})), data);
          for (const tab of ['UPCOMING', 'PAST', 'PENDING_COMPLETION', 'COMPLETE', 'CANCELLED'])
            collectData(await admin(`user-booking/getUserBookingList/${tab}/NA`, { pageIndex: 0, pageSize: 100 }).catch(() => ({})), data);
          for (const who of ['assessor', 'invigilator', 'candidate', 'orgAdmin', 'gridAdmin'] as const) {
            const p = person(who);
            for (const d of [`${p.firstName} ${p.lastName}`, p.firstName, p.lastName, p.username]) data.add(d);
          }

          // Every project's name, archived and inactive ones too, of every organisation (a grid admin's pages list them all).
          collectData(await grid('project/getSelectList/NA').catch(() => []), data);
          for (const list of ['ACTIVE', 'INACTIVE', 'PURGE'])
            for (const who of [admin, grid])
              collectData(await who(`project/getList/${list}`, { pageIndex: 0, pageSize: 500 }).catch(() => ({})), data);
          const sweep = new LabelSweep(data);
          const meeting = meetings.dataset[0];

          const adminPage = await signInBrowser(ctx, 'orgAdmin');
          const adminPaths = [
            '/dashboard',
            '/calendar',
            '/project',
            '/project/create',
            ...projects.slice(0, 3).map((p) => `/project/${p.encryptedId}`),
            ...(meeting ? [`/meeting/${project.encryptedId}/${meeting.encryptedId}`] : []),
            `/meeting/${project.encryptedId}/create`,
            '/manage/meeting-list',
            '/manage/booking-list',
            '/manage/user-list',
            `/organisation/${org}`,
            ...(departments.dataset[0] ? [`/department/${org}/${departments.dataset[0].encryptedId}`] : []),
            '/notiTemplate',
            ...(templates.dataset[0] ? [`/notiTemplate/${templates.dataset[0].encryptedId}`] : []),
            ...(resources.dataset[0] ? [`/resource-booking/${org}/${resources.dataset[0].encryptedId}`] : []),
            ...(alerts.dataset[0] ? [`/projectAlert/${alerts.dataset[0].encryptedId}`] : []),
            `/candidate-upload/${org}`,
            `/candidate-individual/${org}`,
            '/manage/purge-list',
            '/userProfile',
          ];
          for (const path of adminPaths) await sweep.visit(adminPage, path);
          // A user's page, reached from the list as a person would.
          await sweep.visit(adminPage, '/manage/user-list');
          await adminPage.getByRole('row').nth(1).click();
          await adminPage.waitForURL(/\/user\/[^/]+$/);
          await sweep.visit(adminPage, new URL(adminPage.url()).pathname);
          await adminPage.screenshot({ path: join(ctx.shots, 'labels-everywhere-user.png'), fullPage: true });
          await adminPage.close();

          const gridPage = await signInBrowser(ctx, 'gridAdmin');
          for (const path of [
            '/organisation',
            '/config-label',
            '/projectAlertAllList',
            '/user-active',
            '/projectAlert/create',
            '/notiTemplate/create',
          ])
            await sweep.visit(gridPage, path);
          await gridPage.close();

          // The assessor's pages (the seeded invigilator is deactivated by an earlier scenario; an invigilator's pages are the same lists).
          const staff = await signInBrowser(ctx, 'assessor');
          for (const path of ['/manage/booking-list', '/calendar', '/manage/meeting-list', '/userProfile', '/assessor/meeting/create'])
            await sweep.visit(staff, path);
          await staff.close();

          const candidate = await signInBrowser(ctx, 'candidate');
          await sweep.visit(candidate, '/candidate');
          await sweep.visit(candidate, '/meeting-search');
          await candidate.close();

          const failures = sweep.failures();
          if (failures) throw new Error(`default words left with every label renamed (${sweep.hits.size} lines):\n${failures}`);
        } finally {
          for (const r of restore) await grid('config-label/save', { encryptedOrganisationId: org, ...r });
        }
      },
    },
  ];
}
