/** True when a conditional write lost (ElectroDB surfaces DynamoDB's ConditionalCheckFailed this way). */
export function isConditionFailure(error: unknown): boolean {
  return /conditional/i.test((error as Error | null)?.message ?? '');
}
