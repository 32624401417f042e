import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableRequest } from '@scheduler/contracts/envelope';
import type { Actor } from '@scheduler/core/actor';
import { readBookingTab } from '@scheduler/core/booking/booking-store-lists';
import { createMeetingStore } from '@scheduler/core/meeting/meeting-store';
import { systemClock } from '@scheduler/core/ports/clock';
import { formatApiDate } from '@scheduler/core/time/time-formats';
import { SERVER_TIME_ZONE } from '@scheduler/core/time/time-zones';
import { addCalendarDays } from '@scheduler/core/time/zoned-date-time';
import { ulidIds } from '@scheduler/core/ports/ids';
import { createUserListService } from '@scheduler/core/user/user-list';
import { createBookingCountersService } from '@scheduler/core/dashboard/booking-counters';
import { createBookingQuartersService } from '@scheduler/core/dashboard/booking-quarters';
import { createDashboardUserSearchService } from '@scheduler/core/dashboard/dashboard-user-search';
import { createMeetingDashboardService } from '@scheduler/core/meeting/meeting-dashboard';
import { measure, measurePaired } from './latency.ts';
import { meteredDb, type ReadCost } from './metered-db.ts';
import { loadToSize, scaleOrganisation } from './scale-load.ts';

/** One list view at one size: what its first page read and how long it took. */
export interface ViewFigure {
  view: string;
  /** How the page was reached: through the local gateway (the route), or the core page read (no route yet). */
  via: 'gateway' | 'core';
  size: number;
  cost: ReadCost;
  returned: number;
  total: number;
  p50: number;
  p95: number;
  /** The bare round trip timed in turn with the view's calls (same moments, same machine load). */
  bareP50: number;
  bareP95: number;
}

export interface ScaleFigures {
  sizes: number[];
  bare: Record<number, { p50: number; p95: number }>;
  /** The organisation's label query, a begins-with range of the organisation's own partition (which the load fills). */
  labels: Record<number, { p50: number; p95: number }>;
  views: ViewFigure[];
  loadSeconds: Record<number, number>;
}

interface ScaleRunOptions {
  baseUrl: string;
  headers: Record<string, string>;
  dynamoEndpoint: string;
  table: string;
  /** The signed-in organisation admin (the gateway's caller) and their organisation. */
  admin: { userId: string; username: string; fullName: string; organisationId: string };
  sizes: readonly number[];
  /** Timed calls per view and size. */
  n: number;
}

/**
 * DESIGN §5 cost budget: one organisation loaded with `sizes` bookings in turn (and proportionate meetings and
 * users), then, at each size, the first page of each list's default view without a search, and with one: items read
 * and read capacity (one metered call of the same code the route runs), p50/p95 over `n` calls, beside the bare Query
 * round trip of one page of the same index.
 */
export async function listScaleRun(opts: ScaleRunOptions): Promise<ScaleFigures> {
  const metered = meteredDb(opts.dynamoEndpoint, opts.table);
  const { db } = metered;
  const organisationId = opts.admin.organisationId;
  const now = new Date();
  const actor: Actor = { ...opts.admin, userType: 'ORG_ADMIN', roles: ['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE'], sessionId: '' };
  const { data: departments } = await db.department.query.byOrganisation({ organisationId }).go({ limit: 1 });
  const org = await scaleOrganisation(db, organisationId, departments[0]!.departmentId, now);
  const users = createUserListService({ db, clock: systemClock, ids: ulidIds });
  const dataDeps = { db, clock: systemClock, ids: ulidIds };
  const dashboard = {
    meetings: (weeks: number) =>
      createMeetingDashboardService(dataDeps).dashboard(
        actor,
        tableRequest.parse({ pageSize: 0, searchData: JSON.stringify({ listType: 'ALL', dateRange: dashboardRange(weeks) }) }),
      ),
    meetingQuarters: () => createMeetingDashboardService(dataDeps).quarters(actor, []),
    counters: () => createBookingCountersService(dataDeps).counters(actor),
    cancelled: () => createBookingQuartersService(dataDeps).quarters(actor, 'CANCELLED', []),
    users: () => createDashboardUserSearchService(dataDeps).search(actor, { listType: 'ACTIVE', searchData: '{}' }),
  };
  /** The dashboard's date range of `weeks` weeks from today (the server's days, as the dashboard's own default). */
  const dashboardRange = (weeks: number) => {
    const today = formatApiDate(now, SERVER_TIME_ZONE);
    return `${today}~${addCalendarDays(today, weeks * 7)}`;
  };
  const figures: ScaleFigures = { sizes: [...opts.sizes], bare: {}, labels: {}, views: [], loadSeconds: {} };

  /** One metered call (its read cost and what it answered), then `n` timed calls, each beside a bare round trip. */
  async function figure(
    view: string,
    via: ViewFigure['via'],
    size: number,
    once: () => Promise<{ returned: number; total: number }>,
    timed: () => Promise<unknown>,
  ) {
    metered.reset();
    const answer = await once();
    const cost = metered.cost();
    const [t, b] = await measurePaired(opts.n, timed, bareQuery);
    figures.views.push({ view, via, size, cost, ...answer, p50: t.p50, p95: t.p95, bareP50: b.p50, bareP95: b.p95 });
  }

  const userListBody = (filter: string) => ({
    searchData: JSON.stringify({ listType: 'ACTIVE', userType: 'CANDIDATE' }),
    pageSize: 10,
    pageIndex: 0,
    filter,
  });
  const gatewayUserList = (filter: string) => () =>
    fetch(`${opts.baseUrl}/api/user/getUserList`, { method: 'POST', headers: opts.headers, body: JSON.stringify(userListBody(filter)) }).then(
      async (r) => {
        if (!r.ok) throw new Error(`user/getUserList answered ${r.status}: ${await r.text()}`);
        return r.json();
      },
    );
  const coreUserList = (filter: string) => async () => {
    const page = await users.list(actor, tableRequest.parse(userListBody(filter)));
    return { returned: page.dataset.length, total: page.size };
  };
  const bookingTab = () => readBookingTab(db, { organisationId, tab: 'UPCOMING', now, pageIndex: 0, pageSize: 10 });
  const meetingTab = () => createMeetingStore(db).meetingTabPage({ organisationId, tab: 'ACTIVE', pageIndex: 0, pageSize: 10 });
  // The bare round trip: one page (10) of the booking status index the Upcoming tab reads, sent by the SDK alone.
  const raw = new DynamoDBClient({
    endpoint: opts.dynamoEndpoint,
    region: 'ap-southeast-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const bare = DynamoDBDocumentClient.from(raw);
  const bareParams = db.booking.query
    .byStatus({ organisationId, status: 'CONFIRMED' })
    .gte({ listTime: now.toISOString() })
    .params({ limit: 10 }) as QueryCommandInput;
  const bareQuery = () => bare.send(new QueryCommand(bareParams));

  for (const size of opts.sizes) {
    const started = performance.now();
    await loadToSize(db, org, size, now);
    figures.loadSeconds[size] = Math.round((performance.now() - started) / 100) / 10;
    const round = await measure(opts.n, bareQuery);
    figures.bare[size] = { p50: round.p50, p95: round.p95 };
    const labels = await measure(opts.n, () => db.configLabel.query.byOrganisation({ organisationId }).go());
    figures.labels[size] = { p50: labels.p50, p95: labels.p95 };
    await figure(
      'booking list, Upcoming tab',
      'core',
      size,
      async () => {
        const { bookings, total } = await bookingTab();
        return { returned: bookings.length, total };
      },
      bookingTab,
    );
    await figure(
      'meeting list, Active tab',
      'core',
      size,
      async () => {
        const { meetings, total } = await meetingTab();
        return { returned: meetings.length, total };
      },
      meetingTab,
    );
    await figure('user list, Active candidates', 'core', size, coreUserList(''), coreUserList(''));
    await figure('user list, Active candidates', 'gateway', size, coreUserList(''), gatewayUserList(''));
    await figure("user list, Active candidates, search 'smith'", 'core', size, coreUserList('smith'), coreUserList('smith'));
    await figure("user list, Active candidates, search 'smith'", 'gateway', size, coreUserList('smith'), gatewayUserList('smith'));
    // The dashboard's reads (issue 21): the figures from the counters the writes keep, at two range lengths.
    for (const weeks of [6, 26]) {
      await figure(
        `dashboard: meeting figures, ${weeks} weeks`,
        'core',
        size,
        async () => {
          const d = await dashboard.meetings(weeks);
          const total = Number(d.countActive ?? 0) + Number(d.countInactive ?? 0);
          return { returned: total, total };
        },
        () => dashboard.meetings(weeks),
      );
    }
    await figure(
      'dashboard: meetings per quarter',
      'core',
      size,
      async () => {
        const q = await dashboard.meetingQuarters();
        return { returned: q.length, total: q.reduce((n, x) => n + x.count, 0) };
      },
      dashboard.meetingQuarters,
    );
    await figure(
      'dashboard: booking counters',
      'core',
      size,
      async () => {
        const c = await dashboard.counters();
        return { returned: Object.keys(c).length, total: Object.values(c).reduce((n, x) => n + x, 0) };
      },
      dashboard.counters,
    );
    await figure(
      'dashboard: cancelled bookings per quarter',
      'core',
      size,
      async () => {
        const q = await dashboard.cancelled();
        return { returned: q.length, total: q.reduce((n, x) => n + x.count, 0) };
      },
      dashboard.cancelled,
    );
    await figure(
      'dashboard: Users counter',
      'core',
      size,
      async () => {
        const u = await dashboard.users();
        return { returned: 5, total: u.TOTAL };
      },
      dashboard.users,
    );
  }
  metered.destroy();
  raw.destroy();
  return figures;
}

/** The figures as the bench prints them, with the budget verdicts (DESIGN §5: first page cost ≤ 2× from the smallest size to the largest; p95 ≤ 3× the bare round trip at the largest). */
export function scaleLines(f: ScaleFigures): string[] {
  const [small, large] = [f.sizes[0]!, f.sizes[f.sizes.length - 1]!];
  const lines = [
    `Scale (one organisation; bookings, meetings 1 per 5, candidates 1 per 4, assessors 1 per 100; loaded in ${f.sizes.map((s) => `${f.loadSeconds[s]} s to ${s}`).join(', ')})`,
    ...f.sizes.map(
      (s) =>
        `  bare Query round trip (one page of 10, booking status index) at ${String(s).padStart(6)}: p50 ${f.bare[s]!.p50} ms, p95 ${f.bare[s]!.p95} ms`,
    ),
    `  ${'view'.padEnd(56)} ${'bookings'.padStart(8)} ${'items read'.padStart(10)} ${'RCU'.padStart(6)} ${'read/returned'.padStart(13)} ${'rows'.padStart(10)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'bare p50/p95 beside'.padStart(20)}`,
  ];
  for (const v of f.views) {
    const perRow = v.returned > 0 ? (v.cost.items / v.returned).toFixed(1) : '-';
    lines.push(
      `  ${`${v.view} (${v.via})`.padEnd(56)} ${String(v.size).padStart(8)} ${String(v.cost.items).padStart(10)} ${v.cost.capacity.toFixed(1).padStart(6)} ${perRow.padStart(13)} ${`${v.returned}/${v.total}`.padStart(10)} ${String(v.p50).padStart(7)} ${String(v.p95).padStart(7)} ${`${v.bareP50} / ${v.bareP95}`.padStart(20)}`,
    );
  }
  lines.push(
    `  The user list reads the organisation's labels (a key range of the organisation's partition, which holds every loaded record): p50/p95 ${f.sizes.map((s) => `${f.labels[s]!.p50}/${f.labels[s]!.p95} ms at ${s}`).join(', ')}; DynamoDB Local reads such a range longer as the partition grows, DynamoDB does not.`,
  );
  lines.push(
    '  Budget: first page without a search reads the same at both sizes (≤ 2×) and its p95 stays within 3× the bare round trip at the largest size:',
  );
  const keys = [...new Set(f.views.filter((v) => !v.view.includes('search') && !v.view.startsWith('dashboard')).map((v) => `${v.view} (${v.via})`))];
  for (const key of keys) {
    const a = f.views.find((v) => `${v.view} (${v.via})` === key && v.size === small)!;
    const b = f.views.find((v) => `${v.view} (${v.via})` === key && v.size === large)!;
    const growth = b.cost.capacity / a.cost.capacity;
    const slow = b.p95 / b.bareP95;
    lines.push(
      `    ${key.padEnd(54)} RCU ×${growth.toFixed(2)} ${growth <= 2 ? 'ok' : 'OVER'}; p95 ${slow.toFixed(1)}× the bare p95 beside it ${slow <= 3 ? 'ok' : 'OVER'}`,
    );
  }
  const dashboardViews = f.views.filter((v) => v.view.startsWith('dashboard'));
  if (dashboardViews.length > 0)
    lines.push(
      `    dashboard reads (not a first page: the meeting figures and the meeting quarter chart read counters, the cancelled-bookings chart counts the window's cancelled bookings, the booking and user counters read counters): ${dashboardViews.map((v) => `${v.view.slice(11)} ${v.cost.items} items, p95 ${v.p95} ms at ${v.size}`).join('; ')}`,
    );
  for (const view of [...new Set(dashboardViews.map((v) => v.view))]) {
    const a = dashboardViews.find((v) => v.view === view && v.size === small)!;
    const b = dashboardViews.find((v) => v.view === view && v.size === large)!;
    const growth = b.cost.items / Math.max(1, a.cost.items);
    lines.push(
      `    ${view.padEnd(54)} items read ${a.cost.items} at ${small}, ${b.cost.items} at ${large}: ×${growth.toFixed(2)} ${growth <= 2 ? 'ok' : 'OVER'} (budget: flat in the organisation's size)`,
    );
  }
  const searched = f.views.filter((v) => v.view.includes('search'));
  if (searched.length > 0)
    lines.push('    search (word tokens: items read per matched row the same at both sizes, ≤ 1.5×; p95 within 3× the bare p95 beside it):');
  for (const key of [...new Set(searched.map((v) => `${v.view} (${v.via})`))]) {
    const at = (size: number) => searched.find((v) => `${v.view} (${v.via})` === key && v.size === size)!;
    const perMatch = (v: ViewFigure) => v.cost.items / Math.max(1, v.total);
    const [a, b] = [at(small), at(large)];
    const growth = perMatch(b) / perMatch(a);
    const slow = b.p95 / b.bareP95;
    lines.push(
      `    ${key.padEnd(54)} ${perMatch(a).toFixed(2)} items/match at ${small} (${a.cost.items} for ${a.total}), ${perMatch(b).toFixed(2)} at ${large} (${b.cost.items} for ${b.total}): ×${growth.toFixed(2)} ${growth <= 1.5 ? 'ok' : 'OVER'}; p95 ${slow.toFixed(1)}× the bare p95 ${slow <= 3 ? 'ok' : 'OVER'}`,
    );
  }
  return lines;
}
