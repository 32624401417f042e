import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

/** The Lambda context of one invocation of `functionName` (the local runtime's and the tests' invocations). */
export function lambdaContext(functionName: string, requestId: string = randomUUID(), timeoutMs = 29_000): Context {
  const started = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:ap-southeast-2:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, timeoutMs - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
