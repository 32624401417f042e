import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { DATA_LAYOUT_VERSION } from '@scheduler/core/table';
import { describe, expect, inject, it } from 'vitest';
import { portInUse } from '../ports.ts';
import { ensureTable } from './dynamodb.ts';

describe('DynamoDB Local', () => {
  it('answers on 127.0.0.1 only: another loopback address (or interface) finds nothing on its port', async () => {
    const port = Number(new URL(inject('dynamoEndpoint')).port);
    expect(await portInUse(port, '127.0.0.1')).toBe(true);
    // Linux routes all of 127.0.0.0/8 to lo: a server bound to every interface would accept here too.
    expect(await portInUse(port, '127.0.0.2')).toBe(false);
  });

  it('keeps a table of this data layout and refuses one written under another, pointing at npm run reset', async () => {
    const endpoint = inject('dynamoEndpoint');
    const table = `layout-${Date.now()}`;
    await ensureTable(endpoint, table);
    await expect(ensureTable(endpoint, table)).resolves.toBeUndefined();

    const client = new DynamoDBClient({ endpoint, region: 'ap-southeast-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    await client.send(
      new PutItemCommand({
        TableName: table,
        Item: { pk: { S: '#table' }, sk: { S: '#data-layout' }, version: { N: String(DATA_LAYOUT_VERSION - 1) } },
      }),
    );
    await expect(ensureTable(endpoint, table)).rejects.toThrow(
      `holds data layout ${DATA_LAYOUT_VERSION - 1}, this code writes layout ${DATA_LAYOUT_VERSION}: run \`npm run reset\``,
    );
    // The layout just before this one has a migration, two scripts, which the message names with this table and endpoint.
    const env = `TABLE_NAME=${table} AWS_ENDPOINT_URL_DYNAMODB=${endpoint}`;
    await expect(ensureTable(endpoint, table)).rejects.toThrow(
      `\`${env} npx tsx scripts/backfill-user-list-rows.ts\` then \`${env} npx tsx scripts/backfill-search-tokens.ts\``,
    );
    await client.send(
      new PutItemCommand({
        TableName: table,
        Item: { pk: { S: '#table' }, sk: { S: '#data-layout' }, version: { N: String(DATA_LAYOUT_VERSION - 2) } },
      }),
    );
    client.destroy();
    await expect(ensureTable(endpoint, table)).rejects.toThrow(/start from the seed again\.$/);
  });
});
