// Data layout 7 (packages/core/src/table.ts): rewrites every access on the table named by TABLE_NAME (the endpoint from
// AWS_ENDPOINT_URL_DYNAMODB when set, as the handlers take it) with what its list row shows of the person and its
// keys of the user lists' tab index (list3), then raises a kept local table's layout mark from 6 to 7 so the local
// runtime opens it. Run scripts/backfill-search-tokens.ts too (the token rows of layout 7). Idempotent: run it again
// after a failure.
//   TABLE_NAME=... [AWS_ENDPOINT_URL_DYNAMODB=...] npx tsx scripts/backfill-user-list-rows.ts
import { ConditionalCheckFailedException, DynamoDBClient, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { createDocumentClient } from '@scheduler/aws/dynamo-client';
import { createDb } from '@scheduler/core/db';
import { DATA_LAYOUT_VERSION } from '@scheduler/core/table';
import { backfillUserListRows } from '@scheduler/core/user/user-list-backfill';

const table = process.env.TABLE_NAME;
if (!table) throw new Error('TABLE_NAME names the table to backfill');
const raw = new DynamoDBClient({});
try {
  const done = await backfillUserListRows(createDb({ client: createDocumentClient(raw), table }));
  console.log(`user list rows: ${done.rewritten} of ${done.accesses} accesses rewritten (${done.left} changed meanwhile or without a person)`);
  await raw
    .send(
      new UpdateItemCommand({
        TableName: table,
        Key: { pk: { S: '#table' }, sk: { S: '#data-layout' } },
        UpdateExpression: 'SET version = :to',
        ConditionExpression: 'version = :from',
        ExpressionAttributeValues: { ':from': { N: String(DATA_LAYOUT_VERSION - 1) }, ':to': { N: String(DATA_LAYOUT_VERSION) } },
      }),
    )
    .then(
      () => console.log(`layout mark raised to ${DATA_LAYOUT_VERSION}`),
      (e: unknown) => {
        if (!(e instanceof ConditionalCheckFailedException)) throw e;
      },
    );
} finally {
  raw.destroy();
}
