// The user search's token rows (packages/core/src/table.ts DATA_LAYOUT_VERSION): writes every access's token rows,
// each with the access's list fields, on the table named by TABLE_NAME (the endpoint from AWS_ENDPOINT_URL_DYNAMODB
// when set, as the handlers take it), over any rows an earlier layout left, then raises a kept local table's layout
// mark from the layout before to the current one so the local runtime opens it. Idempotent: run it again after a
// failure.
//   TABLE_NAME=... [AWS_ENDPOINT_URL_DYNAMODB=...] npx tsx scripts/backfill-search-tokens.ts
import { ConditionalCheckFailedException, DynamoDBClient, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { createDocumentClient } from '@scheduler/aws/dynamo-client';
import { createDb } from '@scheduler/core/db';
import { DATA_LAYOUT_VERSION } from '@scheduler/core/table';
import { backfillSearchTokens } from '@scheduler/core/user/user-search-backfill';

const table = process.env.TABLE_NAME;
if (!table) throw new Error('TABLE_NAME names the table to backfill');
const raw = new DynamoDBClient({});
try {
  const written = await backfillSearchTokens(createDb({ client: createDocumentClient(raw), table }));
  console.log(`search tokens: ${written.tokens} rows written for ${written.accesses} accesses`);
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
