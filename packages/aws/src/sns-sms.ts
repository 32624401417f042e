import { PublishCommand, type SNSClient } from '@aws-sdk/client-sns';
import type { Sms } from '@scheduler/core/ports/sms';

export interface SnsSmsConfig {
  /** Alphanumeric sender id (supported in AU and NZ); omitted when not set. */
  senderId?: string;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/** Sms over SNS Publish straight to a phone number, as a transactional message. */
export function createSnsSms(client: SNSClient, config: SnsSmsConfig = {}): Sms {
  return {
    async send({ to, body }) {
      if (!E164.test(to)) throw new Error(`SNS SMS: '${to}' is not an E.164 phone number`);
      const out = await client.send(
        new PublishCommand({
          PhoneNumber: to,
          Message: body,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
            ...(config.senderId ? { 'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: config.senderId } } : {}),
          },
        }),
      );
      if (!out.MessageId) throw new Error('SNS SMS: Publish answered without a MessageId');
      return { messageId: out.MessageId };
    },
  };
}
