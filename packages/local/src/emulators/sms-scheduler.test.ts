import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
} from '@aws-sdk/client-scheduler';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxStore } from '../outbox/outbox-store.ts';
import { freePort } from './dynamodb.ts';
import { startSchedulerLocal } from './scheduler.ts';
import { ScheduleStore } from './scheduler-store.ts';
import { startSmsLocal } from './sms.ts';

const creds = { region: 'ap-southeast-2', credentials: { accessKeyId: 'x', secretAccessKey: 'x' }, maxAttempts: 1 };
const outbox = new OutboxStore();
const store = new ScheduleStore();
let stops: (() => Promise<void>)[] = [];
let sns: SNSClient;
let scheduler: SchedulerClient;

beforeAll(async () => {
  const s = await startSmsLocal({ outbox, port: await freePort() });
  const e = await startSchedulerLocal({ store, port: await freePort() });
  stops = [s.stop, e.stop];
  sns = new SNSClient({ ...creds, endpoint: s.endpoint });
  scheduler = new SchedulerClient({ ...creds, endpoint: e.endpoint });
});
afterAll(async () => {
  sns.destroy();
  scheduler.destroy();
  await Promise.all(stops.map((s) => s()));
});

describe('local SNS SMS endpoint', () => {
  it('takes an SDK Publish to a phone number into the outbox', async () => {
    const out = await sns.send(new PublishCommand({ PhoneNumber: '+61412345678', Message: 'Your booking is confirmed' }));
    expect(out.MessageId).toBeTruthy();
    expect(outbox.list()[0]).toMatchObject({ kind: 'sms', to: ['+61412345678'], text: 'Your booking is confirmed' });
  });
  it('refuses a publish without a phone number', async () => {
    await expect(sns.send(new PublishCommand({ TopicArn: 'arn:aws:sns:ap-southeast-2:0:t', Message: 'x' }))).rejects.toMatchObject({
      name: expect.stringMatching(/^InvalidParameter/),
      $metadata: { httpStatusCode: 400 },
    });
  });
});

describe('local EventBridge Scheduler endpoint', () => {
  it('creates, reads, refuses a duplicate, deletes, then answers not found', async () => {
    const input = {
      Name: 'reminder-1',
      GroupName: 'default',
      ScheduleExpression: 'at(2030-01-01T09:00:00)',
      FlexibleTimeWindow: { Mode: 'OFF' as const },
      Target: { Arn: 'arn:aws:lambda:ap-southeast-2:0:function:reminders', RoleArn: 'arn:aws:iam::0:role/r', Input: '{"id":1}' },
    };
    const created = await scheduler.send(new CreateScheduleCommand(input));
    expect(created.ScheduleArn).toContain('schedule/default/reminder-1');
    const got = await scheduler.send(new GetScheduleCommand({ Name: 'reminder-1', GroupName: 'default' }));
    expect(got.Target?.Input).toBe('{"id":1}');
    expect(got.CreationDate).toBeInstanceOf(Date);
    await expect(scheduler.send(new CreateScheduleCommand(input))).rejects.toMatchObject({ name: 'ConflictException' });
    expect(store.due(Date.parse('2030-01-01T09:00:01Z')).map((s) => s.Name)).toEqual(['reminder-1']);
    expect(store.due(Date.parse('2029-12-31T00:00:00Z'))).toEqual([]);
    await scheduler.send(new DeleteScheduleCommand({ Name: 'reminder-1', GroupName: 'default' }));
    await expect(scheduler.send(new GetScheduleCommand({ Name: 'reminder-1' }))).rejects.toBeInstanceOf(ResourceNotFoundException);
  });
});
