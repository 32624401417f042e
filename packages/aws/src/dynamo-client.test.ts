import { describe, expect, it, vi } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
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

  it("hands answers back without the SDK logger step's filtered copy of them", async () => {
    const info = vi.fn();
    const logger = { debug: () => {}, info, warn: () => {}, error: () => {} };
    const base = new DynamoDBClient({ region: 'ap-southeast-2', credentials: { accessKeyId: 'a', secretAccessKey: 'b' }, logger });
    base.middlewareStack.add(() => async () => ({ output: { Items: [], $metadata: {} }, response: {} }), { step: 'build', name: 'answer' });
    const answer = await createDocumentClient(base).send(
      new QueryCommand({ TableName: 't', KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': 'a' } }),
    );
    expect(answer.Items).toEqual([]);
    expect(info).not.toHaveBeenCalled();
  });
});
