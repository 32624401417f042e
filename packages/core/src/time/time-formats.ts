// The spec's formats live in contracts, so the web formats dates with the same functions as e-mails and exports.
export * from '@scheduler/contracts/time/time-formats';
