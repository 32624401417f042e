import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { PublishCommand, SNSClient, ThrottledException } from '@aws-sdk/client-sns';
import { createSnsSms } from './sns-sms.ts';

const sns = mockClient(SNSClient);
const client = new SNSClient({ region: 'ap-southeast-2' });

beforeEach(() => sns.reset());

describe('SNS SMS', () => {
  it('publishes to the phone number as a transactional SMS', async () => {
    sns.on(PublishCommand).resolves({ MessageId: 's-1' });
    await expect(createSnsSms(client).send({ to: '+61412345678', body: 'Your code is 123456' })).resolves.toEqual({ messageId: 's-1' });
    expect(sns.commandCalls(PublishCommand)[0].args[0].input).toEqual({
      PhoneNumber: '+61412345678',
      Message: 'Your code is 123456',
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    });
  });

  it('adds the sender id when configured', async () => {
    sns.on(PublishCommand).resolves({ MessageId: 's-2' });
    await createSnsSms(client, { senderId: 'Scheduler' }).send({ to: '+64211234567', body: 'x' });
    expect(sns.commandCalls(PublishCommand)[0].args[0].input.MessageAttributes?.['AWS.SNS.SMS.SenderID']).toEqual({
      DataType: 'String',
      StringValue: 'Scheduler',
    });
  });

  it('refuses a number that is not E.164 without calling SNS', async () => {
    await expect(createSnsSms(client).send({ to: '0412345678', body: 'x' })).rejects.toThrow(/E\.164/);
    expect(sns.calls()).toHaveLength(0);
  });

  it('surfaces SNS throttling to the caller', async () => {
    sns.on(PublishCommand).rejects(new ThrottledException({ message: 'Rate exceeded', $metadata: {} }));
    await expect(createSnsSms(client).send({ to: '+61412345678', body: 'x' })).rejects.toBeInstanceOf(ThrottledException);
  });
});
