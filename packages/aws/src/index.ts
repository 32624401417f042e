export * from './ses-mailer.ts';
export * from './sns-sms.ts';
export * from './s3-file-store.ts';
export * from './cognito-identity.ts';
export * from './eventbridge-publisher.ts';
export * from './realtime-push.ts';
export * from './dynamo-client.ts';
