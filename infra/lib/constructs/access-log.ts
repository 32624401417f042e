import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, type IAccessLogSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config.ts';

const HTTP_FIELDS = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  latency: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
};
const WS_FIELDS = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  eventType: '$context.eventType',
  connectionId: '$context.connectionId',
  status: '$context.status',
  integrationError: '$context.integrationErrorMessage',
};

/** A JSON access log in its own log group with the environment's retention. */
export function accessLogSettings(scope: Construct, id: string, config: EnvironmentConfig, kind: 'http' | 'ws'): IAccessLogSettings {
  const group = new LogGroup(scope, id, { retention: config.logRetention, removalPolicy: config.removalPolicy });
  return {
    destination: new LogGroupLogDestination(group),
    format: AccessLogFormat.custom(JSON.stringify(kind === 'http' ? HTTP_FIELDS : WS_FIELDS)),
  };
}
