export * from './clock.ts';
export * from './ids.ts';
export * from './mailer.ts';
export * from './sms.ts';
export * from './event-publisher.ts';
export * from './file-store.ts';
export * from './identity.ts';
export * from './realtime.ts';
