import { BatchGetItemCommand, DynamoDBClient, type TransactWriteItem } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDb, type Db } from '@scheduler/core/db';
import { type Item, transactionalReadUnits, writeUnits } from './write-units.ts';

/** What the reads cost since the meter was last reset: DynamoDB's consumed read capacity and the items it read. */
export interface ReadCost {
  /** Read capacity units DynamoDB reports (ReturnConsumedCapacity TOTAL): eventually consistent 4 KB reads count ½. */
  capacity: number;
  /** Items read: a query's ScannedCount (every key it went through, kept or filtered), a get's items. */
  items: number;
  requests: number;
}

/** Reads and writes since the meter was last reset, in the units AWS bills on demand. */
export interface Cost extends ReadCost {
  /** Write units: table and global index writes; a transaction's item writes count twice, as AWS bills them. */
  writeCapacity: number;
  writeRequests: number;
  /** Writes refused by their condition (a cancelled transaction, a failed conditional write): billed all the same. */
  refusedWrites: number;
  /**
   * Items put, by ElectroDB entity, and by entity and channel for the items that have one (`deliveryRecord EMAIL`:
   * e-mails queued in the outbox).
   */
  created: Record<string, number>;
}

type Consumed = { CapacityUnits?: number };
type Output = { ConsumedCapacity?: Consumed | Consumed[]; ScannedCount?: number; Item?: unknown; Responses?: Record<string, unknown[]> };

const READS = new Set(['QueryCommand', 'GetItemCommand', 'BatchGetItemCommand', 'ScanCommand', 'TransactGetItemsCommand']);
const WRITES = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand']);
const REFUSED = new Set(['ConditionalCheckFailedException', 'TransactionCanceledException']);

const consumed = (out: Output) => ([] as Consumed[]).concat(out.ConsumedCapacity ?? []).reduce((n, c) => n + (c.CapacityUnits ?? 0), 0);

const keyOf = (a: TransactWriteItem) => {
  const op = a.Put ?? a.Update ?? a.Delete ?? a.ConditionCheck;
  const key = a.Put ? { pk: a.Put.Item!.pk!, sk: a.Put.Item!.sk! } : (op as { Key: Item }).Key;
  return { table: op!.TableName!, key };
};

/**
 * The product's entities over a DynamoDB client that asks every call for its consumed capacity and adds it up: the
 * same code paths the handlers run, with their cost made visible (DESIGN §5 cost budget; issue 20 cost per 1,000).
 * Reads and standard writes count what DynamoDB Local reports (it counts index writes and item sizes as AWS does).
 * A write transaction is counted here from its items instead: DynamoDB Local's figure for one is neither per item nor
 * per size (5 small puts report 2 units where AWS bills 10), so the meter reads each item before and after the
 * transaction on a separate, unmetered client and counts 2 units per KB of every table item written, its index
 * entries as standard writes (they are kept asynchronously) and a ConditionCheck as a transactional read.
 * `ignore`: commands left uncounted by name (a bench's own loading, e.g. 'BatchWriteItemCommand').
 */
export function meteredDb(
  endpoint: string,
  table: string,
  opts: { ignore?: readonly string[] } = {},
): { db: Db; cost: () => Cost; reset: () => void; destroy: () => void } {
  const options = { endpoint, region: 'ap-southeast-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
  const raw = new DynamoDBClient(options);
  const lookups = new DynamoDBClient(options);
  const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  const zero = (): Cost => ({ capacity: 0, items: 0, requests: 0, writeCapacity: 0, writeRequests: 0, refusedWrites: 0, created: {} });
  let total = zero();
  const put = (item: Item | undefined) => {
    const entity = item?.__edb_e__?.S;
    if (!entity) return;
    const channel = item.channel?.S;
    for (const key of channel ? [entity, `${entity} ${channel}`] : [entity]) total.created[key] = (total.created[key] ?? 0) + 1;
  };

  async function images(actions: TransactWriteItem[]): Promise<(Item | undefined)[]> {
    const keys = actions.map(keyOf);
    const byTable = new Map<string, Item[]>();
    for (const k of keys) byTable.set(k.table, [...(byTable.get(k.table) ?? []), k.key]);
    const found: Item[] = [];
    for (const [name, all] of byTable) {
      let pending: Item[] = all;
      while (pending.length) {
        const r = await lookups.send(new BatchGetItemCommand({ RequestItems: { [name]: { Keys: pending, ConsistentRead: true } } }));
        found.push(...((r.Responses?.[name] ?? []) as Item[]));
        pending = (r.UnprocessedKeys?.[name]?.Keys ?? []) as Item[];
      }
    }
    const id = (i: Item) => `${i.pk?.S}\u0000${i.sk?.S}`;
    const at = new Map(found.map((i) => [id(i), i]));
    return keys.map((k) => at.get(id(k.key)));
  }

  /** AWS's units for a write transaction from its items' images; `after` undefined: it was cancelled, nothing written. */
  function transactionUnits(actions: TransactWriteItem[], before: (Item | undefined)[], after?: (Item | undefined)[]) {
    let write = 0;
    let read = 0;
    actions.forEach((a, i) => {
      if (a.ConditionCheck) return void (read += transactionalReadUnits(before[i]));
      const next = after ? after[i] : before[i];
      const u = writeUnits(before[i], a.Put ? a.Put.Item : next);
      write += 2 * u.table + (after ? u.indexes : 0);
    });
    return { write, read };
  }

  client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = String(context.commandName);
      if (READS.has(name) || WRITES.has(name)) (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      return next(args);
    },
    { step: 'initialize', name: 'askConsumedCapacity' },
  );
  // Counted once the input is marshalled (the document client marshals it on initialize): item sizes need it.
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = String(context.commandName);
      const input = args.input as { TransactItems?: TransactWriteItem[] };
      if (opts.ignore?.includes(name)) return next(args);
      if (name === 'TransactWriteItemsCommand') {
        const actions = input.TransactItems ?? [];
        const before = await images(actions);
        total.writeRequests += 1;
        try {
          const result = await next(args);
          const u = transactionUnits(actions, before, await images(actions));
          total.writeCapacity += u.write;
          total.capacity += u.read;
          for (const a of actions) put(a.Put?.Item);
          return result;
        } catch (e) {
          if (REFUSED.has((e as Error).name)) {
            total.refusedWrites += 1;
            total.writeCapacity += transactionUnits(actions, before).write;
          }
          throw e;
        }
      }
      if (!READS.has(name) && !WRITES.has(name)) return next(args);
      try {
        const result = await next(args);
        const out = result.output as Output;
        if (WRITES.has(name)) {
          total.writeCapacity += consumed(out);
          total.writeRequests += 1;
          const written = args.input as { Item?: Item; RequestItems?: Record<string, { PutRequest?: { Item: Item } }[]> };
          put(written.Item);
          for (const requests of Object.values(written.RequestItems ?? {})) for (const r of requests) put(r.PutRequest?.Item);
        } else {
          total.capacity += consumed(out);
          total.items += out.ScannedCount ?? (out.Item ? 1 : 0) + Object.values(out.Responses ?? {}).reduce((n, items) => n + items.length, 0);
          total.requests += 1;
        }
        return result;
      } catch (e) {
        // DynamoDB Local answers a failed condition without its consumed capacity; AWS bills at least one unit.
        if (WRITES.has(name) && REFUSED.has((e as Error).name)) {
          total.refusedWrites += 1;
          total.writeCapacity += 1;
          total.writeRequests += 1;
        }
        throw e;
      }
    },
    { step: 'build', name: 'capacityMeter' },
  );
  return {
    db: createDb({ client, table }),
    cost: () => ({ ...total, created: { ...total.created } }),
    reset: () => {
      total = zero();
    },
    destroy: () => {
      raw.destroy();
      lookups.destroy();
    },
  };
}
