/** The current instant; services never call `new Date()` themselves. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
