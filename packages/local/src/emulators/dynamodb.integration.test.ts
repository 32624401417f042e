import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { createTableInput, DATA_LAYOUT_VERSION } from '@scheduler/core/table';
import { MIGRATED_LAYOUTS, migrateDataLayout } from './data-layout-migration.ts';
import { describe, expect, inject, it } from 'vitest';
import { portInUse } from '../ports.ts';
import { ensureTable } from './dynamodb.ts';

/** The table's CreateTable with only the global indexes kept (and the key attributes they and the table use). */
function withIndexes(table: string, keep: (index: string) => boolean) {
  const input = createTableInput(table);
  const indexes = input.GlobalSecondaryIndexes.filter((g) => keep(g.IndexName));
  const used = new Set([...input.KeySchema, ...indexes.flatMap((g) => g.KeySchema)].map((k) => k.AttributeName));
  return new CreateTableCommand({
    ...input,
    AttributeDefinitions: input.AttributeDefinitions.filter((a) => used.has(a.AttributeName)),
    GlobalSecondaryIndexes: indexes,
  });
}

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
    // The layouts just before this one have a migration, which the message names with this table and endpoint.
    const env = `TABLE_NAME=${table} AWS_ENDPOINT_URL_DYNAMODB=${endpoint}`;
    await expect(ensureTable(endpoint, table)).rejects.toThrow(`\`${env} npx tsx scripts/migrate-data-layout.ts\``);
    await client.send(
      new PutItemCommand({
        TableName: table,
        Item: { pk: { S: '#table' }, sk: { S: '#data-layout' }, version: { N: String(Math.min(...MIGRATED_LAYOUTS) - 1) } },
      }),
    );
    client.destroy();
    await expect(ensureTable(endpoint, table)).rejects.toThrow(/start from the seed again\.$/);
  });

  it('migrates a kept table of the layout before: the index it lacks added, its mark raised, then kept', async () => {
    const endpoint = inject('dynamoEndpoint');
    const table = `migrate-${Date.now()}`;
    const client = new DynamoDBClient({ endpoint, region: 'ap-southeast-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    // Layout 6 as a kept local table held it: every index but list3, marked 6.
    await client.send(withIndexes(table, (name) => name !== 'list3'));
    await client.send(
      new PutItemCommand({
        TableName: table,
        Item: { pk: { S: '#table' }, sk: { S: '#data-layout' }, version: { N: String(DATA_LAYOUT_VERSION - 1) } },
      }),
    );
    await expect(ensureTable(endpoint, table)).rejects.toThrow('npx tsx scripts/migrate-data-layout.ts');

    const lines: string[] = [];
    await migrateDataLayout(client, table, { local: true, log: (line) => lines.push(line) });
    expect(lines).toContain('adding index list3');
    expect(lines).toContain(`layout mark raised to ${DATA_LAYOUT_VERSION}`);
    await expect(ensureTable(endpoint, table)).resolves.toBeUndefined();
    const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
    expect(Table?.GlobalSecondaryIndexes?.find((g) => g.IndexName === 'list3')?.Projection?.ProjectionType).toBe('ALL');
    // Run again, it changes nothing; a deployed table (no local indexes added) lacking one is told to deploy first.
    await migrateDataLayout(client, table, { local: true });
    const bare = `migrate-bare-${Date.now()}`;
    await client.send(withIndexes(bare, (name) => name === 'gsi1'));
    await expect(migrateDataLayout(client, bare, { local: false })).rejects.toThrow('deploy its stack first');
    client.destroy();
    expect(MIGRATED_LAYOUTS).toContain(DATA_LAYOUT_VERSION - 1);
  });
});
