/**
 * The single DynamoDB table. CDK (infra/lib/stacks/data-stack.ts) and the local runtime
 * (packages/local) both create it from this one definition. ElectroDB entities map their
 * indexes onto these attribute names.
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Four overloaded global secondary indexes; each entity file says which one it uses for what. */
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
  /** Epoch seconds; DynamoDB TTL deletes deployed, the local purge job sweeps (DynamoDB Local never deletes). */
  ttlAttribute: 'expiresAt',
} as const;

export type GlobalIndexName = (typeof TABLE.globalIndexes)[number]['name'];

/** CreateTable input for the local runtime and tests (PAY_PER_REQUEST, string keys). */
export function createTableInput(tableName: string) {
  const attrs = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const g of TABLE.globalIndexes) {
    attrs.add(g.partitionKey);
    attrs.add(g.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attrs].map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: TABLE.globalIndexes.map((g) => ({
      IndexName: g.name,
      KeySchema: [
        { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
