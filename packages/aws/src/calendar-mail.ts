import type { MailCalendar } from '@scheduler/core/ports/mailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';

/**
 * An e-mail with a calendar invitation as raw MIME (RFC 6047 iMIP), composed by nodemailer's MailComposer: the
 * text and HTML parts, the `text/calendar; method=...` alternative that mail clients offer to add or remove, and the
 * same object as an `.ics` attachment for the clients that only show attachments.
 */
export async function rawWithCalendar(
  from: string,
  mail: { to: string[]; subject: string; html: string; text: string; replyTo?: string },
  calendar: MailCalendar,
): Promise<Buffer> {
  const composer = new MailComposer({
    from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content },
  });
  return composer.compile().build();
}
