export * from './time-zones.ts';
export * from './zoned-date-time.ts';
export * from './time-arithmetic.ts';
export * from './time-formats.ts';
export * from './session-expiry-stamp.ts';
