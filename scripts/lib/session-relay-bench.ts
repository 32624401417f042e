import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ulid } from 'ulid';
import WebSocket from 'ws';
import { bookSeat } from '@scheduler/core/booking/booking-store-seats';
import type { Db } from '@scheduler/core/db';
import { LOCAL_PASSWORD } from '@scheduler/local/seed/seed-data';
import { ensureIdentity } from '@scheduler/local/seed/index';
import { seedMeeting } from '@scheduler/local/seed/seed-meeting';
import { createBooking, createCandidate } from '@scheduler/functions/testing/records';
import { measure, row } from './latency.ts';
import { signInLocal } from './sign-in.ts';

/**
 * The live session's server path (issue 12) at a given room size, through the real local gateway: the seeded assessor
 * hosts a REMOTE interview running now; `size - 1` candidates of their own (local Cognito identities, confirmed
 * bookings) sign in, ask for their attendee and join the room over the product's WebSocket, as the page does. Timed:
 * getJoinInfo (a reconnect: the same attendee again), a host's chat to Everyone until every candidate's socket has it,
 * a signal to one candidate and its reply back to the host, and finishMeeting until every socket was told it ended.
 * Media is p2p locally (no Chime): what is timed is the product's own work, not media.
 */
export interface SessionRelayBenchInput {
  baseUrl: string;
  db: Db;
  cognito: { userPoolId: string; clientId: string; endpoint: string };
  organisationId: string;
  /** The interview project the seeded assessor runs remote interviews in. */
  projectId: string;
  host: { username: string; password: string; userId: string };
  sizes: number[];
  /** Timed calls per figure. */
  n: number;
}

interface Person {
  userId: string;
  headers: Record<string, string>;
  accessToken: string;
  sessionId: string;
}

type Message = { type: string; [key: string]: unknown };

/** One participant's socket with an inbox: `next` waits for the first unread message that `match` accepts. */
class Inbox {
  private readonly unread: Message[] = [];
  private readonly waiters: { match: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      let m: Message;
      try {
        m = JSON.parse(String(raw)) as Message;
      } catch {
        return;
      }
      const i = this.waiters.findIndex((w) => w.match(m));
      if (i >= 0) this.waiters.splice(i, 1)[0]!.resolve(m);
      else this.unread.push(m);
    });
  }
  next(match: (m: Message) => boolean, ms = 10_000): Promise<Message> {
    const i = this.unread.findIndex(match);
    if (i >= 0) return Promise.resolve(this.unread.splice(i, 1)[0]!);
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        const at = this.waiters.indexOf(waiter);
        if (at >= 0) {
          this.waiters.splice(at, 1);
          reject(new Error(`no matching session message within ${ms} ms`));
        }
      }, ms).unref();
    });
  }
  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }
}

async function openInbox(baseUrl: string, p: Person): Promise<Inbox> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(p.accessToken)}&session=${encodeURIComponent(p.sessionId)}`;
  const ws = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return new Inbox(ws);
}

async function call(baseUrl: string, p: Person, op: string, meetingId: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/api/meeting-session/${op}/${meetingId}`, { method: 'POST', headers: p.headers });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok || body.status !== 'SUCCESS') throw new Error(`${op} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** `count` candidates of the organisation, each a local Cognito identity with its user row and membership, signed in. */
async function newCandidates(input: SessionRelayBenchInput, count: number): Promise<Person[]> {
  const { db, organisationId } = input;
  const cognito = new CognitoIdentityProviderClient({
    endpoint: input.cognito.endpoint,
    region: 'ap-southeast-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const people: Person[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const username = `bench.live.${ulid().toLowerCase()}@candidates.example`;
      const [firstName, lastName] = ['Bench', `Candidate ${i + 1}`];
      const identitySub = await ensureIdentity(cognito, input.cognito.userPoolId, { username, firstName, lastName });
      const userId = await createCandidate(db, { organisationId, username, firstName, lastName, identitySub, stamp: new Date().toISOString() });
      const s = await signInLocal({
        baseUrl: input.baseUrl,
        cognitoEndpoint: input.cognito.endpoint,
        clientId: input.cognito.clientId,
        username,
        password: LOCAL_PASSWORD,
      });
      people.push({ userId, headers: s.headers, accessToken: s.accessToken, sessionId: s.sessionId });
    }
  } finally {
    cognito.destroy();
  }
  return people;
}

/** A REMOTE interview of the host running now, with every candidate confirmed in it. */
async function liveMeeting(input: SessionRelayBenchInput, candidates: Person[]): Promise<string> {
  const { db, organisationId, projectId } = input;
  const meetingId = ulid();
  const stamp = new Date().toISOString();
  await seedMeeting(db, {
    organisationId,
    meetingId,
    projectId,
    stepType: 'INTERVIEW',
    assessorId: input.host.userId,
    start: new Date(Date.now() - 10 * 60_000),
    hours: 2,
    method: 'REMOTE',
    candidateMax: candidates.length,
    stamp,
  });
  for (const c of candidates) {
    const { bookingId } = await createBooking(db, { organisationId, candidateId: c.userId, projectId, stepType: 'INTERVIEW', at: stamp });
    const booked = await bookSeat(db, { organisationId, bookingId, meetingId, now: stamp, statusBy: input.host.userId });
    if (!booked.ok) throw new Error(`session bench: booking refused: ${booked.reason}`);
  }
  return meetingId;
}

export interface SessionRelayFigures {
  size: number;
  joinInfo: Awaited<ReturnType<typeof measure>>;
  chat: Awaited<ReturnType<typeof measure>>;
  signal: Awaited<ReturnType<typeof measure>>;
  joinAllMs: number;
  finishMs: number;
}

async function oneSize(input: SessionRelayBenchInput, host: Person, size: number): Promise<SessionRelayFigures> {
  const { baseUrl } = input;
  const candidates = await newCandidates(input, size - 1);
  const meetingId = await liveMeeting(input, candidates);
  await call(baseUrl, host, 'getMeetingResponse', meetingId);
  const everyone = [host, ...candidates];
  const joinStarted = performance.now();
  const inboxes = await Promise.all(
    everyone.map(async (p) => {
      const info = (await call(baseUrl, p, 'getJoinInfo', meetingId)) as { attendee: { AttendeeId: string } };
      const inbox = await openInbox(baseUrl, p);
      inbox.send({ action: 'session', op: 'join', meetingId, attendeeId: info.attendee.AttendeeId });
      const peers = await inbox.next((m) => m.type === 'session.peers');
      return { inbox, attendeeId: info.attendee.AttendeeId, peers };
    }),
  );
  const joinAllMs = Math.round(performance.now() - joinStarted);
  const [hostIn, first] = [inboxes[0]!, inboxes[1]!];
  const others = inboxes.slice(1);
  try {
    const joinInfo = await measure(input.n, () => call(baseUrl, candidates[0]!, 'getJoinInfo', meetingId));
    let i = 0;
    const chat = await measure(input.n, async () => {
      const message = `bench line ${i++}`;
      hostIn.inbox.send({ action: 'session', op: 'chat', meetingId, to: 'Everyone', message });
      await Promise.all(others.map((o) => o.inbox.next((m) => m.type === 'session.chat' && m.message === message)));
      await hostIn.inbox.next((m) => m.type === 'session.chat' && m.message === message);
    });
    let seq = 0;
    const signal = await measure(input.n, async () => {
      const s = seq++;
      hostIn.inbox.send({ action: 'session', op: 'signal', meetingId, to: first.attendeeId, data: { candidate: null, seq: s } });
      await first.inbox.next((m) => m.type === 'session.signal' && (m.data as { seq?: number }).seq === s);
      first.inbox.send({ action: 'session', op: 'signal', meetingId, to: hostIn.attendeeId, data: { candidate: null, seq: s } });
      await hostIn.inbox.next((m) => m.type === 'session.signal' && (m.data as { seq?: number }).seq === s);
    });
    const finishStarted = performance.now();
    await call(baseUrl, host, 'finishMeeting', meetingId);
    await Promise.all(inboxes.map((x) => x.inbox.next((m) => m.type === 'session.ended')));
    const finishMs = Math.round(performance.now() - finishStarted);
    return { size, joinInfo, chat, signal, joinAllMs, finishMs };
  } finally {
    for (const x of inboxes) x.inbox.ws.close();
  }
}

export async function sessionRelayBench(input: SessionRelayBenchInput): Promise<SessionRelayFigures[]> {
  const s = await signInLocal({
    baseUrl: input.baseUrl,
    cognitoEndpoint: input.cognito.endpoint,
    clientId: input.cognito.clientId,
    username: input.host.username,
    password: input.host.password,
  });
  const host: Person = { userId: input.host.userId, headers: s.headers, accessToken: s.accessToken, sessionId: s.sessionId };
  const figures: SessionRelayFigures[] = [];
  for (const size of input.sizes) figures.push(await oneSize(input, host, size));
  return figures;
}

export function sessionRelayLines(figures: SessionRelayFigures[]): string[] {
  return figures.flatMap((f) => [
    row(`getJoinInfo (reconnect), ${f.size} people`, f.joinInfo),
    row(`host chat to Everyone, all ${f.size - 1} candidates have it`, f.chat),
    row(`signal host → candidate → host, ${f.size} people`, f.signal),
    `${`all ${f.size} join (getJoinInfo + socket + join → peers list)`.padEnd(52)} ${f.joinAllMs} ms`,
    `${`finishMeeting until all ${f.size} sockets were told`.padEnd(52)} ${f.finishMs} ms`,
  ]);
}
