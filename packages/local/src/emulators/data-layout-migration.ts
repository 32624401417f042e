import {
  ConditionalCheckFailedException,
  DescribeTableCommand,
  type DynamoDBClient,
  GetItemCommand,
  UpdateItemCommand,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { createDocumentClient } from '@scheduler/aws/dynamo-client';
import { createDb } from '@scheduler/core/db';
import { createTableInput, DATA_LAYOUT_VERSION } from '@scheduler/core/table';
import { backfillUserListRows } from '@scheduler/core/user/user-list-backfill';
import { backfillSearchTokens } from '@scheduler/core/user/user-search-backfill';

/**
 * The data layouts this migration brings to DATA_LAYOUT_VERSION (core table.ts): 5 (no search token rows) and 6 (user
 * tabs on list1, token rows of keys only). Older tables start from the seed again.
 */
export const MIGRATED_LAYOUTS: readonly number[] = [DATA_LAYOUT_VERSION - 2, DATA_LAYOUT_VERSION - 1];

/** The one item that records a local table's data layout version (no entity's keys look like it). */
export const LAYOUT_KEY = { pk: { S: '#table' }, sk: { S: '#data-layout' } };

/** How often an index being created is looked at. */
const INDEX_POLL_MS = 500;

/** The layout a table's mark records (1 before marks were written); undefined for a table without one (deployed). */
export async function layoutMarkOf(client: DynamoDBClient, table: string): Promise<number | undefined> {
  const { Item } = await client.send(new GetItemCommand({ TableName: table, Key: LAYOUT_KEY, ConsistentRead: true }));
  return Item ? Number(Item.version?.N ?? 1) : undefined;
}

/** The global indexes of the table's definition that `table` lacks, and whether one is still being created. */
async function indexesOf(client: DynamoDBClient, table: string): Promise<{ missing: string[]; creating: boolean }> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
  const have = Table?.GlobalSecondaryIndexes ?? [];
  const names = new Set(have.map((g) => g.IndexName));
  return {
    missing: createTableInput(table)
      .GlobalSecondaryIndexes.filter((g) => !names.has(g.IndexName))
      .map((g) => g.IndexName),
    creating: have.some((g) => g.IndexStatus !== 'ACTIVE'),
  };
}

/**
 * Brings a table of a MIGRATED_LAYOUTS layout to this one, keeping its data; idempotent, so a run that failed is run
 * again. First the global indexes the definition gained: a deployed table gets them from its stack (deploy first, a
 * stack adds one index per update), a local one (`local`) here, one at a time as DynamoDB takes them. Then every
 * access put again with its list fields and list3 keys (user-list-backfill.ts), every access's search token rows
 * written with its list fields (user-search-backfill.ts), and last a local table's layout mark raised, so the local
 * runtime opens it only once the rows are there.
 */
export async function migrateDataLayout(
  client: DynamoDBClient,
  table: string,
  opts: { local: boolean; log?: (line: string) => void },
): Promise<void> {
  const log = opts.log ?? (() => {});
  for (;;) {
    const { missing, creating } = await indexesOf(client, table);
    if (missing.length === 0 && !creating) break;
    if (!opts.local && missing.length > 0)
      throw new Error(`${table} lacks its indexes ${missing.join(', ')}: deploy its stack first, which adds them`);
    if (!creating) {
      const index = createTableInput(table).GlobalSecondaryIndexes.find((g) => g.IndexName === missing[0])!;
      log(`adding index ${index.IndexName}`);
      await client.send(
        new UpdateTableCommand({
          TableName: table,
          AttributeDefinitions: index.KeySchema.map(({ AttributeName }) => ({ AttributeName, AttributeType: 'S' as const })),
          GlobalSecondaryIndexUpdates: [{ Create: index }],
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, INDEX_POLL_MS));
  }
  const db = createDb({ client: createDocumentClient(client), table });
  const rows = await backfillUserListRows(db);
  log(`user list rows: ${rows.rewritten} of ${rows.accesses} accesses rewritten (${rows.left} changed meanwhile or without a person)`);
  const tokens = await backfillSearchTokens(db);
  log(`search tokens: ${tokens.tokens} rows written for ${tokens.accesses} accesses`);
  try {
    await client.send(
      new UpdateItemCommand({
        TableName: table,
        Key: LAYOUT_KEY,
        UpdateExpression: 'SET version = :to',
        ConditionExpression: MIGRATED_LAYOUTS.map((_, i) => `version = :from${i}`).join(' OR '),
        ExpressionAttributeValues: {
          ':to': { N: String(DATA_LAYOUT_VERSION) },
          ...Object.fromEntries(MIGRATED_LAYOUTS.map((v, i) => [`:from${i}`, { N: String(v) }])),
        },
      }),
    );
    log(`layout mark raised to ${DATA_LAYOUT_VERSION}`);
  } catch (e) {
    // A deployed table has no mark; a local one already at this layout keeps it.
    if (!(e instanceof ConditionalCheckFailedException)) throw e;
  }
}
