import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDb, type Db } from '@scheduler/core/db';

/** What the reads cost since the meter was last reset: DynamoDB's consumed read capacity and the items it read. */
export interface ReadCost {
  /** Read capacity units DynamoDB reports (ReturnConsumedCapacity TOTAL): eventually consistent 4 KB reads count ½. */
  capacity: number;
  /** Items read: a query's ScannedCount (every key it went through, kept or filtered), a get's items. */
  items: number;
  requests: number;
}

type Consumed = { CapacityUnits?: number };
type ReadOutput = { ConsumedCapacity?: Consumed | Consumed[]; ScannedCount?: number; Item?: unknown; Responses?: Record<string, unknown[]> };

/**
 * The product's entities over a DynamoDB client that asks every read for its consumed capacity and adds it up: the
 * same code paths the handlers run, with their cost made visible (DESIGN §5 cost budget).
 */
export function meteredDb(endpoint: string, table: string): { db: Db; cost: () => ReadCost; reset: () => void; destroy: () => void } {
  const raw = new DynamoDBClient({ endpoint, region: 'ap-southeast-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  let total: ReadCost = { capacity: 0, items: 0, requests: 0 };
  const READS = new Set(['QueryCommand', 'GetCommand', 'GetItemCommand', 'BatchGetCommand', 'BatchGetItemCommand', 'ScanCommand']);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (!READS.has(String(context.commandName))) return next(args);
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const out = result.output as ReadOutput;
      const consumed = ([] as Consumed[]).concat(out.ConsumedCapacity ?? []);
      total.capacity += consumed.reduce((n, c) => n + (c.CapacityUnits ?? 0), 0);
      total.items += out.ScannedCount ?? (out.Item ? 1 : 0) + Object.values(out.Responses ?? {}).reduce((n, items) => n + items.length, 0);
      total.requests += 1;
      return result;
    },
    { step: 'initialize', name: 'readCostMeter' },
  );
  return {
    db: createDb({ client, table }),
    cost: () => ({ ...total }),
    reset: () => {
      total = { capacity: 0, items: 0, requests: 0 };
    },
    destroy: () => raw.destroy(),
  };
}
