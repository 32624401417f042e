import { SEED_PEOPLE } from '@scheduler/local/seed/seed-data';
import { createBooking, createMeeting, GEORGE_STREET } from '@scheduler/functions/testing/records';
import { signedInCandidates } from '../lib/bench-candidates.ts';
import { type Runtime, tally, waitFor } from './api.ts';
import { seedAssessmentProject } from './candidate-file.ts';
import { type Harness, type ScenarioResult, seconds } from './harness.ts';

/** A confirmation in the provider call at the kill waits for its claim's lease (300 s) and the sender's next minute. */
const CONFIRMATION_WAIT_MS = 8 * 60_000;

/** The meeting's seat counter, its CONFIRMED bookings' candidates, and the e-mails each of those got. */
async function seatsAndMail(rt: Runtime, meetingId: string, usernames: ReadonlyMap<string, string>) {
  const { data: meeting } = await rt.db.meeting.get({ organisationId: rt.org, meetingId }).go();
  const { data: bookings } = await rt.db.booking.query.byMeeting({ organisationId: rt.org, meetingKey: meetingId }).go({ pages: 'all' });
  const confirmed = bookings.filter((b) => b.status === 'CONFIRMED').map((b) => usernames.get(b.candidateId) ?? b.candidateId);
  const mails = tally(
    (await rt.emails()).flatMap((m) => m.to),
    (to) => to,
  );
  return {
    seats: meeting?.candidatesConfirmed ?? -1,
    confirmed: confirmed.length,
    withMail: confirmed.filter((u) => mails.has(u)).length,
    twice: confirmed.filter((u) => (mails.get(u) ?? 0) > 1).length,
    strays: [...usernames.values()].filter((u) => mails.has(u) && !confirmed.includes(u)).length,
  };
}

/**
 * `calls` signed-in candidates book the `seats` seats of one meeting of the seeded assessment project (it sends
 * confirmations) at once through the gateway; the runtime is killed the moment the table shows the first seat taken
 * (that booking committed with its event, which the runtime relays every 200 ms), or at the first answer. After the restart the meeting's seat counter
 * must equal its CONFIRMED bookings and every CONFIRMED booking's candidate must get the confirmation e-mail.
 */
export async function bookingScenario(h: Harness, calls: number, seats: number): Promise<ScenarioResult> {
  const scenario = `4. ${calls} bookings at once for ${seats} seats`;
  let rt = h.rt();
  const projectId = await seedAssessmentProject(rt);
  const assessor = SEED_PEOPLE.find((p) => p.key === 'assessor')!;
  const { data: guard } = await rt.db.usernameGuard.get({ username: assessor.username }).go();
  const { meetingId } = await createMeeting(rt.db, {
    organisationId: rt.org,
    projectId,
    assessorId: guard!.userId,
    start: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    durationHours: 2,
    address: GEORGE_STREET,
    candidateMax: seats,
  });
  const candidates = await signedInCandidates({ baseUrl: rt.info.url, db: rt.db, cognito: rt.info.cognito, organisationId: rt.org }, calls);
  const steps: string[] = [];
  for (const c of candidates) steps.push((await createBooking(rt.db, { organisationId: rt.org, candidateId: c.userId, projectId })).bookingId);
  const usernames = new Map(candidates.map((c) => [c.userId, c.username]));

  const answers: string[] = [];
  let firstAnswer!: () => void;
  const answered = new Promise<void>((r) => (firstAnswer = r));
  const started = performance.now();
  const calling = candidates.map(async (c, i) => {
    try {
      const r = await fetch(`${rt.info.url}/api/user-booking/new-booking`, {
        method: 'POST',
        headers: c.headers,
        body: JSON.stringify({ encryptedMeetingId: meetingId, encryptedStepId: steps[i] }),
      });
      const body = (await r.json().catch(() => ({}))) as { status?: string };
      answers.push(`${r.status} ${body.status ?? '?'}`);
      firstAnswer();
    } catch {
      answers.push('no answer');
    }
  });
  // The kill comes the moment the table shows a seat taken (a booking committed), or at the first answer.
  let seen: 'answer' | 'seat' | undefined;
  const seatTaken = waitFor(
    async () => {
      if (seen) return seen;
      const { data } = await rt.db.meeting.get({ organisationId: rt.org, meetingId }).go();
      return (data?.candidatesConfirmed ?? 0) > 0 ? 'seat' : undefined;
    },
    60_000,
    10,
  ).catch(() => undefined);
  seen = await Promise.race([answered.then(() => 'answer' as const), Promise.all(calling).then(() => 'answer' as const), seatTaken]);
  const killAt = `${seen === 'seat' ? 'first seat taken in the table' : 'first answer'}, ${seconds(started)} after the ${calls} calls`;
  const crashed = await h.crash();
  await Promise.all([...calling, seatTaken]);
  rt = crashed.rt;
  const restarted = performance.now();
  const answerCounts = [...tally(answers, (a) => a)].map(([a, n]) => `${n}× ${a}`).join(', ');
  const atRestart = await seatsAndMail(rt, meetingId, usernames);
  const after = await waitFor(
    async () => {
      const s = await seatsAndMail(rt, meetingId, usernames);
      return s.withMail === s.confirmed ? s : undefined;
    },
    CONFIRMATION_WAIT_MS,
    1_000,
  );
  const last = after ?? (await seatsAndMail(rt, meetingId, usernames));
  const figures = [
    `answers: ${answerCounts}; restart ${crashed.restartSeconds.toFixed(1)} s`,
    `at the restart: ${atRestart.confirmed} CONFIRMED, ${atRestart.withMail} with their confirmation`,
    `seat counter ${last.seats}, ${last.confirmed} CONFIRMED bookings, ${last.withMail} with their confirmation ${after ? `${seconds(restarted)} after the restart` : `(not all within ${CONFIRMATION_WAIT_MS / 60_000} min)`}; ${last.twice} confirmed twice, ${last.strays} e-mails to candidates without a seat`,
  ];
  const pass = Boolean(after) && last.seats === last.confirmed && last.confirmed <= seats && last.confirmed > 0 && last.strays === 0;
  return { scenario, killAt, figures, pass };
}
