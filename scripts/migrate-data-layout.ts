// Brings the table named by TABLE_NAME from data layout 5 or 6 to this one, keeping its data (packages/core/src/table.ts
// DATA_LAYOUT_VERSION; packages/local/src/emulators/data-layout-migration.ts says what it writes). With
// AWS_ENDPOINT_URL_DYNAMODB (the local runtime's table) it adds the indexes the table lacks; a deployed table gets them
// from its stack, deployed first. Idempotent: run it again after a failure.
//   TABLE_NAME=... [AWS_ENDPOINT_URL_DYNAMODB=...] npx tsx scripts/migrate-data-layout.ts
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { migrateDataLayout } from '@scheduler/local/emulators/data-layout-migration';

const table = process.env.TABLE_NAME;
if (!table) throw new Error('TABLE_NAME names the table to migrate');
const client = new DynamoDBClient({});
try {
  await migrateDataLayout(client, table, { local: Boolean(process.env.AWS_ENDPOINT_URL_DYNAMODB), log: (line) => console.log(line) });
} finally {
  client.destroy();
}
