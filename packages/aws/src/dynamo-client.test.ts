import { describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from './dynamo-client.ts';

describe('DynamoDB document client', () => {
  it('drops undefined attributes when marshalling', async () => {
    const base = new DynamoDBClient({ region: 'ap-southeast-2', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
    let sent: unknown;
    base.middlewareStack.add(
      () => async (args) => {
        sent = (args.input as { Item?: unknown }).Item;
        throw new Error('stop before the network');
      },
      { step: 'build', name: 'capture' },
    );
    await expect(
      createDocumentClient(base).send(new PutCommand({ TableName: 't', Item: { pk: 'a', sk: 'b', note: undefined, n: 1 } })),
    ).rejects.toThrow('stop before the network');
    expect(sent).toEqual({ pk: { S: 'a' }, sk: { S: 'b' }, n: { N: '1' } });
  });
});
