import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What the local runtime captured instead of sending: an e-mail (SES), an SMS (SNS) or a Cognito code. */
export type OutboxKind = 'email' | 'sms' | 'code';

export interface OutboxMessage {
  id: string;
  kind: OutboxKind;
  /** ISO instant the message was captured. */
  at: string;
  to: string[];
  from?: string;
  subject?: string;
  text?: string;
  html?: string;
  /** Verification or MFA code (Cognito), when the message carries one. */
  code?: string;
  /** Why a code was sent: Cognito's source (SignUp, ForgotPassword, Authentication, AdminCreateUser, ...). */
  purpose?: string;
  /** EMAIL or SMS for codes. */
  medium?: string;
  /** An e-mail's attachments (a booking's calendar invitation), content in base64. */
  attachments?: Array<{ filename?: string; contentType: string; content: string }>;
}

export type NewOutboxMessage = Omit<OutboxMessage, 'id' | 'at'>;

/**
 * The one local outbox: every e-mail, SMS and code the product sent while running locally.
 * Kept in memory and written through to a JSON file (when a path is given) so it survives restarts.
 */
export class OutboxStore {
  private messages: OutboxMessage[] = [];

  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (Array.isArray(parsed)) this.messages = parsed as OutboxMessage[];
    }
  }

  add(message: NewOutboxMessage): OutboxMessage {
    const stored: OutboxMessage = { id: randomUUID(), at: new Date().toISOString(), ...message };
    this.messages.push(stored);
    this.persist();
    return stored;
  }

  /** Newest first. */
  list(): OutboxMessage[] {
    return [...this.messages].reverse();
  }

  /** The newest code sent to `to` (optionally for one purpose). */
  latestCode(to: string, purpose?: string): string | undefined {
    return this.list().find((m) => m.code && m.to.includes(to) && (!purpose || m.purpose === purpose))?.code;
  }

  clear(): void {
    this.messages = [];
    this.persist();
  }

  private persist(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.messages, null, 1));
    renameSync(tmp, this.file);
  }
}
