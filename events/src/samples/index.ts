export * from './http-api-event.ts';
export * from './scheduler-event.ts';
export * from './websocket-events.ts';
