import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs; the pipeline appends the request id and route to every line of a request. */
export const logger = new Logger({ serviceName: 'scheduler-api' });
