import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createDocumentClient } from '@scheduler/aws/dynamo-client';
import { createDb, type Db } from '@scheduler/core/db';

/**
 * For integration tests: the entities bound to the in-memory DynamoDB Local started by global-setup.ts.
 * Each test file should use ids of its own (ULIDs) so files never see each other's rows.
 */
export function testDb(): { db: Db; client: DynamoDBDocumentClient; table: string; endpoint: string } {
  const endpoint = inject('dynamoEndpoint');
  const table = 'scheduler-test';
  process.env.TABLE_NAME = table;
  process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
  process.env.AWS_REGION ??= 'ap-southeast-2';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  const client = createDocumentClient(
    new DynamoDBClient({ endpoint, region: 'ap-southeast-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  return { db: createDb({ client, table }), client, table, endpoint };
}
