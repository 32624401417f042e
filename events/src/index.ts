export * from './domain-event.ts';
export * from './user-events.ts';
export * from './booking-events.ts';
export * from './meeting-events.ts';
export * from './administration-events.ts';
export * from './purge-events.ts';
export * from './notification-events.ts';
export * from './websocket-event.ts';
