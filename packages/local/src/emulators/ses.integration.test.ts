import { SESv2Client } from '@aws-sdk/client-sesv2';
import { createSesMailer } from '@scheduler/aws/ses-mailer';
import { describe, expect, it } from 'vitest';
import { OutboxStore } from '../outbox/outbox-store.ts';
import { startSesLocal } from './ses.ts';

describe('local SES', () => {
  it('captures a raw iMIP e-mail in the outbox with its calendar invitation attached', async () => {
    const outbox = new OutboxStore();
    const port = 18_000 + Math.floor(Math.random() * 2000);
    const ses = await startSesLocal({ outbox, port });
    try {
      const client = new SESv2Client({
        endpoint: ses.endpoint,
        region: 'ap-southeast-2',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      });
      const mailer = createSesMailer(client, { from: 'Scheduler <no-reply@scheduler.local>' });
      const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'METHOD:REQUEST', 'END:VCALENDAR', ''].join('\r\n');
      await mailer.send({
        to: ['ana@example.com'],
        subject: 'Appointment Booked',
        html: '<p>See you</p>',
        text: 'See you',
        calendar: { method: 'REQUEST', content: ics, filename: 'invite.ics' },
      });
      const [mail] = outbox.list();
      expect(mail).toMatchObject({ kind: 'email', to: ['ana@example.com'], subject: 'Appointment Booked' });
      const invite = mail!.attachments?.find((a) => a.filename === 'invite.ics');
      expect(invite?.contentType).toMatch(/^(application\/ics|text\/calendar)/);
      expect(Buffer.from(invite!.content, 'base64').toString('utf8')).toBe(ics);
    } finally {
      await ses.stop();
    }
  });
});
