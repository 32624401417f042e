import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer } from '@scheduler/core/ports/mailer';

export interface SesMailerConfig {
  /** Verified sender, e.g. `Scheduler <no-reply@example.com>` (env MAIL_FROM). */
  from: string;
  configurationSetName?: string;
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
        ? // The MIME composer (nodemailer) is loaded only by a mail that carries an invitation, by package name so that a
          // Lambda bundle leaves it out (infra/lib/entries.ts LAZY_MODULES): only notify and the outbox sender send one.
          { Raw: { Data: await (await import('@scheduler/aws/calendar-mail')).rawWithCalendar(config.from, mail, mail.calendar) } }
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
