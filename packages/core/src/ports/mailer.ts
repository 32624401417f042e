/** A calendar invitation carried by an e-mail (RFC 6047 iMIP): the iCalendar text and its METHOD. */
export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL';
  /** The iCalendar object, whose METHOD matches `method`. */
  content: string;
  /** The attachment's file name, e.g. `invite.ics`. */
  filename: string;
}

/** Sends one e-mail. SES deployed; the same SES client against the local SES emulator locally. */
export interface Mailer {
  send(mail: {
    to: string[];
    subject: string;
    html: string;
    text: string;
    replyTo?: string;
    calendar?: MailCalendar;
  }): Promise<{ messageId: string }>;
}
