/** True when a conditional write lost (ElectroDB surfaces DynamoDB's ConditionalCheckFailed this way). */
export function isConditionFailure(error: unknown): boolean {
  return /conditional/i.test((error as Error | null)?.message ?? '');
}

/** A conditional write; answers false when its condition failed. */
export async function conditioned(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
