import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SendEmailCommand, SESv2Client, TooManyRequestsException } from '@aws-sdk/client-sesv2';
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
