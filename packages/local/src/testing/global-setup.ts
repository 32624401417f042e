import type { TestProject } from 'vitest/node';
import { ensureTable, startDynamoLocal, type DynamoLocal } from '../emulators/dynamodb.ts';

/**
 * Integration tests: one in-memory DynamoDB Local for the run, the table created from the same
 * definition CDK uses. Test files read TABLE_NAME and AWS_ENDPOINT_URL_DYNAMODB from the environment.
 */
let dynamo: DynamoLocal | undefined;

export async function setup(project: TestProject) {
  dynamo = await startDynamoLocal();
  const table = 'scheduler-test';
  await ensureTable(dynamo.endpoint, table);
  const env = {
    TABLE_NAME: table,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_REGION: 'ap-southeast-2',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  };
  Object.assign(process.env, env);
  project.provide('dynamoEndpoint', dynamo.endpoint);
}

export async function teardown() {
  await dynamo?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}
