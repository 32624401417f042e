import { randomUUID } from 'node:crypto';
import { atsClient } from './ats-client.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';
import { Webhook } from 'standardwebhooks';

/**
 * The integrator's run, as a separate program (the e2e scenario starts it after the type check): with the key and the
 * webhook secret an admin created on the organisation page, it lists projects and bookings, invites a candidate,
 * receives the candidate.invited webhook and verifies it with standardwebhooks, and shows a tampered copy fails.
 * Prints one JSON line with what it saw; exits 1 on any failure.
 */
const env = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
};

const baseUrl = env('INTEGRATOR_BASE_URL');
const apiKey = env('INTEGRATOR_API_KEY');
const secret = env('INTEGRATOR_WEBHOOK_SECRET');
const port = Number(env('INTEGRATOR_RECEIVER_PORT'));

const receiver = await startWebhookReceiver({ port, secret: () => secret });
try {
  const ats = atsClient(baseUrl, apiKey);
  const projects = await ats.activeProjects();
  const project = projects.find((p) => p.encryptedId);
  if (!project?.encryptedId) throw new Error('no active project to invite into');
  const bookings = await ats.upcomingBookings();
  const applicant = randomUUID().slice(0, 8);
  const email = `ats.${applicant}@candidates.example`;
  const invited = await ats.inviteCandidate({
    projectId: project.encryptedId,
    firstName: 'Ada',
    lastName: 'Integrator',
    email,
    uniqueId: `ATS-${applicant}`,
  });
  const hook = await receiver.waitFor((w) => w.payload?.type === 'candidate.invited' && w.payload.data.email === email, 90_000);
  const tampered = hook.body.replace(email, `x${email}`);
  let tamperRefused = false;
  try {
    new Webhook(secret).verify(tampered, hook.headers);
  } catch {
    tamperRefused = true;
  }
  const outOfScope = await ats.tryArchiveMeeting('01JQ0MTG0000000000000000M1');
  console.log(
    JSON.stringify({
      projects: projects.length,
      bookings: bookings.size,
      bookingRows: bookings.rows.length,
      inviteStatus: invited.status,
      webhookId: hook.id,
      webhookType: hook.payload?.type,
      webhookProject: (hook.payload?.data.encryptedProjectIds as string[] | undefined)?.includes(project.encryptedId) ?? false,
      tamperRefused,
      outOfScopeStatus: outOfScope.status,
    }),
  );
} finally {
  await receiver.close();
}
