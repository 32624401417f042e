/**
 * The counter items one list's count is spread over. A counter is a hot item: on DynamoDB two transactions in flight
 * that write one item cancel each other (TransactionConflict), so each write adds to one shard and a read sums them all.
 */
export const LIST_COUNTER_SHARDS = 8;
const SHARD_MARK = '~';
const SHARD_SUFFIX = /~\d+$/;

/**
 * The name of a list's counter item in shard `shard`: shard 0 is the list's own name (the one item counters had before
 * they were sharded, so those still count), shard k is `list~k`.
 */
export const counterItemName = (list: string, shard: number) => (shard === 0 ? list : `${list}${SHARD_MARK}${shard}`);

/** The list a counter item counts: its name without the shard. */
export const listOfCounterItem = (name: string) => name.replace(SHARD_SUFFIX, '');

/** A shard picked at random, for a writer with nothing to tell it apart from the others in flight. */
export const randomShard = () => Math.floor(Math.random() * LIST_COUNTER_SHARDS);
