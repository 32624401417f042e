import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer } from '@scheduler/core/ports/mailer';

export interface SesMailerConfig {
  /** Verified sender, e.g. `Scheduler <no-reply@example.com>` (env MAIL_FROM). */
  from: string;
  configurationSetName?: string;
}

/**
 * Mailer over SESv2 SendEmail with simple content (HTML and text parts).
 * SDK errors (throttling `TooManyRequestsException`, `MessageRejected`, ...) are rethrown unchanged
 * so the caller can decide to retry; `$retryable` is set by the SDK on throttling errors.
 */
export function createSesMailer(client: SESv2Client, config: SesMailerConfig): Mailer {
  return {
    async send(mail) {
      if (mail.to.length === 0) throw new Error('SES mailer: no recipient');
      const out = await client.send(
        new SendEmailCommand({
          FromEmailAddress: config.from,
          Destination: { ToAddresses: mail.to },
          ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
          ConfigurationSetName: config.configurationSetName,
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: {
                Html: { Data: mail.html, Charset: 'UTF-8' },
                Text: { Data: mail.text, Charset: 'UTF-8' },
              },
            },
          },
        }),
      );
      if (!out.MessageId) throw new Error('SES mailer: SendEmail answered without a MessageId');
      return { messageId: out.MessageId };
    },
  };
}
