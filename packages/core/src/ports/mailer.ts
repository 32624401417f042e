/** Sends one e-mail. SES deployed; the same SES client against the local SES emulator locally. */
export interface Mailer {
  send(mail: { to: string[]; subject: string; html: string; text: string; replyTo?: string }): Promise<{ messageId: string }>;
}
