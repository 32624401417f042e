import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer, MailCalendar } from '@scheduler/core/ports/mailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';

export interface SesMailerConfig {
  /** Verified sender, e.g. `Scheduler <no-reply@example.com>` (env MAIL_FROM). */
  from: string;
  configurationSetName?: string;
}

/**
 * An e-mail with a calendar invitation as raw MIME (RFC 6047 iMIP), composed by nodemailer's MailComposer: the
 * text and HTML parts, the `text/calendar; method=...` alternative that mail clients offer to add or remove, and the
 * same object as an `.ics` attachment for the clients that only show attachments.
 */
async function rawWithCalendar(
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

/**
 * Mailer over SESv2 SendEmail: simple content (HTML and text parts), or raw MIME when the mail carries a calendar
 * invitation. SDK errors (throttling `TooManyRequestsException`, `MessageRejected`, ...) are rethrown unchanged so
 * the caller can decide to retry; `$retryable` is set by the SDK on throttling errors.
 */
export function createSesMailer(client: SESv2Client, config: SesMailerConfig): Mailer {
  return {
    async send(mail) {
      if (mail.to.length === 0) throw new Error('SES mailer: no recipient');
      const common = {
        FromEmailAddress: config.from,
        Destination: { ToAddresses: mail.to },
        ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
        ConfigurationSetName: config.configurationSetName,
      };
      const content = mail.calendar
        ? { Raw: { Data: await rawWithCalendar(config.from, mail, mail.calendar) } }
        : {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: {
                Html: { Data: mail.html, Charset: 'UTF-8' },
                Text: { Data: mail.text, Charset: 'UTF-8' },
              },
            },
          };
      const out = await client.send(new SendEmailCommand({ ...common, Content: content }));
      if (!out.MessageId) throw new Error('SES mailer: SendEmail answered without a MessageId');
      return { messageId: out.MessageId };
    },
  };
}
