// The zones and the server zone live in contracts, so the web shows times by the same rule as the server.
export * from '@scheduler/contracts/time/time-zones';
