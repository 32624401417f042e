import type { Mailer } from '@scheduler/core/ports/mailer';
import type { Sms } from '@scheduler/core/ports/sms';

type Mail = Parameters<Mailer['send']>[0];
type Text = Parameters<Sms['send']>[0];

/** A Mailer that keeps what it was asked to send, for tests that read the e-mail (e.g. an invitation link). */
export function recordingMailer(): Mailer & { sent: Mail[]; failNext(error?: Error): void; lastTo(address: string): Mail | undefined } {
  const sent: Mail[] = [];
  let failure: Error | undefined;
  return {
    sent,
    failNext(error = new Error('mail service unavailable')) {
      failure = error;
    },
    lastTo: (address) => [...sent].reverse().find((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase())),
    async send(mail) {
      if (failure) {
        const e = failure;
        failure = undefined;
        throw e;
      }
      sent.push(mail);
      return { messageId: `mail-${sent.length}` };
    },
  };
}

/** An Sms port that keeps what it was asked to send. */
export function recordingSms(): Sms & { sent: Text[]; lastTo(phone: string): Text | undefined } {
  const sent: Text[] = [];
  return {
    sent,
    lastTo: (phone) => [...sent].reverse().find((m) => m.to === phone),
    async send(msg) {
      sent.push(msg);
      return { messageId: `sms-${sent.length}` };
    },
  };
}
