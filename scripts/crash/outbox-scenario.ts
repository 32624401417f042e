import { ulid } from 'ulid';
import { OUTBOX_DEFAULTS } from '@scheduler/core/notification/outbox-pace';
import { type Runtime, tally, waitFor } from './api.ts';
import { candidateFile, seedAssessmentProject, uploadCandidates, uploadProgress } from './candidate-file.ts';
import { type Harness, type ScenarioResult, seconds } from './harness.ts';

/** A message in the provider call at the kill stays SENDING until its claim's lease (300 s) ends; the sender runs every minute. */
const DRAIN_WAIT_MS = 8 * 60_000;
/** The sender keeps at most its rate's worth of messages in the provider call: only those can go twice after a kill. */
const IN_FLIGHT = Math.ceil(OUTBOX_DEFAULTS.ratePerSecond);

/** The e-mails the local SES took for the tag's recipients: how many, and how many recipients got more than one. */
async function sent(rt: Runtime, tag: string) {
  const perRecipient = tally(
    (await rt.emails()).filter((m) => m.to.some((to) => to.startsWith(`${tag}.`))),
    (m) => m.to.join(','),
  );
  return { recipients: perRecipient.size, duplicates: [...perRecipient.values()].reduce((n, c) => n + c - 1, 0) };
}

/**
 * `messages` invitation e-mails queued by a candidate file uploaded through the API (the invite writes each to the
 * outbox in its own transaction); the runtime killed once a third of them went through the local SES; after the
 * restart every one must be sent, and at most the messages that can be in the provider call at once sent twice.
 */
export async function outboxScenario(h: Harness, messages: number): Promise<ScenarioResult> {
  let rt = h.rt();
  const tag = `ob${ulid().toLowerCase().slice(-10)}`;
  const file = candidateFile(messages, tag);
  const valid = file.valid.length;
  const scenario = `2. outbox drain of ${valid} e-mails`;
  const jobId = await uploadCandidates(rt, await seedAssessmentProject(rt), file);
  const job = jobId
    ? await waitFor(async () => {
        const p = await uploadProgress(rt, jobId);
        return p.status === 'DONE' || p.status === 'FAILED' ? p : undefined;
      }, 5 * 60_000)
    : undefined;
  if (jobId && job?.status !== 'DONE')
    return { scenario, killAt: 'never: the upload that queues the e-mails did not finish', figures: [], pass: false };
  const before = await waitFor(
    async () => {
      const s = await sent(rt, tag);
      return s.recipients >= valid / 3 ? s : undefined;
    },
    5 * 60_000,
    100,
  );
  if (!before) return { scenario, killAt: 'never: a third of the e-mails were not sent in 5 min', figures: [], pass: false };
  const killAt = `${before.recipients}/${valid} e-mails sent`;
  const crashed = await h.crash();
  rt = crashed.rt;
  const restarted = performance.now();
  const atRestart = await sent(rt, tag);
  const statusesOf = async () => {
    const { data } = await rt.db.deliveryRecord.query.byOrganisation({ organisationId: rt.org }).go({ pages: 'all' });
    return tally(
      data.filter((r) => r.recipient.startsWith(`${tag}.`)),
      (r) => r.status,
    );
  };
  const claimedAtKill = (await statusesOf()).get('SENDING') ?? 0;
  // Done once every record is SENT: a message the provider took just before the kill but not yet marked goes again
  // when its claim's lease ends, so stopping at the first e-mail of each recipient would miss that duplicate.
  const after = await waitFor(async () => ((await statusesOf()).get('SENT') === valid ? sent(rt, tag) : undefined), DRAIN_WAIT_MS, 3_000);
  const last = after ?? (await sent(rt, tag));
  const statuses = await statusesOf();
  const figures = [
    `restart ${crashed.restartSeconds.toFixed(1)} s; at the restart ${atRestart.recipients} sent, ${claimedAtKill} SENDING when signed in again`,
    `${last.recipients}/${valid} recipients got their e-mail${after ? `, every record SENT ${seconds(restarted)} after the restart` : ` (not every record SENT within ${DRAIN_WAIT_MS / 60_000} min)`}; ${last.duplicates} duplicates (at most ${IN_FLIGHT} in the provider call at once)`,
    `delivery records: ${[...statuses].map(([s, n]) => `${s} ${n}`).join(', ')}`,
  ];
  return { scenario, killAt, figures, pass: Boolean(after) && statuses.get('SENT') === valid && last.duplicates <= IN_FLIGHT };
}
