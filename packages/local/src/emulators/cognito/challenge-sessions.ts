import { randomUUID } from 'node:crypto';

interface ChallengeSession {
  username: string;
  challenge: string;
  expiresAt: number;
  wrongAnswers: number;
}

/** Sessions of open auth challenges (cognito-local hands out a Session but never checks it). */
export class ChallengeSessions {
  private readonly sessions = new Map<string, ChallengeSession>();

  constructor(
    private readonly ttlMs = 3 * 60_000,
    private readonly maxWrongAnswers = 3,
  ) {}

  open(username: string, challenge: string): string {
    const id = `${randomUUID()}.${randomUUID()}`;
    this.sessions.set(id, { username, challenge, expiresAt: Date.now() + this.ttlMs, wrongAnswers: 0 });
    return id;
  }

  get(id: string | undefined): ChallengeSession | undefined {
    if (!id) return undefined;
    const s = this.sessions.get(id);
    if (s && s.expiresAt < Date.now()) {
      this.sessions.delete(id);
      return undefined;
    }
    return s;
  }

  /** Counts a wrong answer; the session ends after too many. */
  wrongAnswer(id: string): void {
    const s = this.sessions.get(id);
    if (s && ++s.wrongAnswers >= this.maxWrongAnswers) this.sessions.delete(id);
  }

  close(id: string): void {
    this.sessions.delete(id);
  }
}
