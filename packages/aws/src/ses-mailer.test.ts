import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SendEmailCommand, SESv2Client, TooManyRequestsException } from '@aws-sdk/client-sesv2';
import { simpleParser } from 'mailparser';
import { createSesMailer } from './ses-mailer.ts';

const ses = mockClient(SESv2Client);
const mailer = createSesMailer(new SESv2Client({ region: 'ap-southeast-2' }), { from: 'Scheduler <no-reply@example.com>' });
const mail = { to: ['cand@example.com'], subject: 'Appointment Booked', html: '<p>Booked</p>', text: 'Booked', replyTo: 'help@example.com' };

beforeEach(() => ses.reset());

describe('SES mailer', () => {
  it('sends one SendEmail with simple html and text content from the configured sender', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await expect(mailer.send(mail)).resolves.toEqual({ messageId: 'm-1' });
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0].args[0].input).toEqual({
      FromEmailAddress: 'Scheduler <no-reply@example.com>',
      Destination: { ToAddresses: ['cand@example.com'] },
      ReplyToAddresses: ['help@example.com'],
      ConfigurationSetName: undefined,
      Content: {
        Simple: {
          Subject: { Data: 'Appointment Booked', Charset: 'UTF-8' },
          Body: { Html: { Data: '<p>Booked</p>', Charset: 'UTF-8' }, Text: { Data: 'Booked', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('omits reply-to when not given', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    await mailer.send({ ...mail, replyTo: undefined });
    expect(ses.commandCalls(SendEmailCommand)[0].args[0].input.ReplyToAddresses).toBeUndefined();
  });

  it('surfaces SES throttling as a catchable, retryable error', async () => {
    ses.on(SendEmailCommand).rejects(new TooManyRequestsException({ message: 'Maximum sending rate exceeded.', $metadata: { httpStatusCode: 429 } }));
    const err = await mailer.send(mail).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TooManyRequestsException);
    expect((err as Error).message).toBe('Maximum sending rate exceeded.');
  });

  it('refuses a mail without recipients before calling SES', async () => {
    await expect(mailer.send({ ...mail, to: [] })).rejects.toThrow(/no recipient/);
    expect(ses.calls()).toHaveLength(0);
  });
});

describe('SES mailer with a calendar invitation', () => {
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    'UID:meeting-m1@scheduler',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

  it('sends raw MIME with the text, the HTML, a text/calendar part with its method and the .ics attachment', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-3' });
    await expect(mailer.send({ ...mail, calendar: { method: 'REQUEST', content: ics, filename: 'invite.ics' } })).resolves.toEqual({
      messageId: 'm-3',
    });
    const input = ses.commandCalls(SendEmailCommand)[0].args[0].input;
    expect(input.Content?.Simple).toBeUndefined();
    expect(input.Destination).toEqual({ ToAddresses: ['cand@example.com'] });
    const parsed = await simpleParser(Buffer.from(input.Content!.Raw!.Data!));
    expect(parsed.subject).toBe('Appointment Booked');
    expect(parsed.text?.trim()).toBe('Booked');
    expect(parsed.html).toContain('<p>Booked</p>');
    expect(parsed.replyTo?.text).toBe('help@example.com');
    const raw = Buffer.from(input.Content!.Raw!.Data!).toString('utf8');
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const attachment = parsed.attachments.find((a) => a.filename === 'invite.ics');
    expect(attachment?.content.toString('utf8')).toBe(ics);
  });
});
