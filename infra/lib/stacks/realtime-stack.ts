import { Stack, type StackProps } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { SECRET, secretArnEnv } from '@scheduler/contracts/env';
import type { EnvironmentConfig } from '../config.ts';
import { WS_ENTRY } from '../entries.ts';
import { lambdaEnvironment } from '../lambda-environment.ts';
import { accessLogSettings } from '../constructs/access-log.ts';
import { grantCapabilities } from '../constructs/capabilities.ts';
import { SchedulerFunction } from '../constructs/scheduler-function.ts';

export interface RealtimeStackProps extends StackProps {
  readonly config: EnvironmentConfig;
  readonly repoRoot: string;
  readonly table: ITable;
  readonly uploads: IBucket;
  readonly userPool: IUserPool;
  readonly client: IUserPoolClient;
  /** The key meeting launch links are sealed with: the live-session relay opens the sealed meeting ids pages send. */
  readonly feedTokenSecret?: ISecret;
}

/**
 * The name ApiStack gives the ORIGIN_VERIFY secret. The ws Lambda reads it by name: the Api stack depends on this one
 * (it pushes to the connections), so this one cannot take the secret from it.
 */
export const originSecretName = (config: Pick<EnvironmentConfig, 'namePrefix'>): string => `${config.namePrefix}/origin-verify`;

/**
 * WebSocket API: $connect (the ws Lambda verifies the token itself), $disconnect, $default. Browsers reach it through
 * the distribution (WebStack's `wsPath` behaviour), which adds the secret origin header and CloudFront-Viewer-Country;
 * the ws Lambda takes a viewer country only from an upgrade that carries the secret (functions/ws/index.ts).
 */
export class RealtimeStack extends Stack {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly handler: SchedulerFunction;
  /** https URL of the @connections management API, for Lambdas that push. */
  readonly managementEndpoint: string;
  /** The API's host name, the distribution's origin for the socket. */
  readonly wsDomain: string;
  /** The stage path (`/<stage>`): the distribution's path for the socket, forwarded as is. */
  readonly wsPath: string;
  /** ARN pattern granting execute-api:ManageConnections on this stage. */
  readonly connectionsArn: string;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);
    const { config } = props;
    const stageName = config.stage;

    this.api = new WebSocketApi(this, 'WsApi', { apiName: `${config.namePrefix}-ws` });
    this.wsDomain = `${this.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
    this.wsPath = `/${stageName}`;
    this.managementEndpoint = `https://${this.api.apiId}.execute-api.${this.region}.${this.urlSuffix}/${stageName}`;
    this.connectionsArn = this.formatArn({ service: 'execute-api', resource: this.api.apiId, resourceName: `${stageName}/*/@connections/*` });

    this.handler = new SchedulerFunction(this, 'Ws', {
      config,
      repoRoot: props.repoRoot,
      entry: WS_ENTRY,
      name: 'ws',
      description: 'WebSocket $connect (token check), $disconnect, $default',
      environment: lambdaEnvironment({ ...props, wsManagementEndpoint: this.managementEndpoint }),
    });
    grantCapabilities(this.handler.fn, ['table', 'realtime'], {
      table: props.table,
      sesDomain: config.sesDomain,
      connectionsArn: this.connectionsArn,
    });
    // CloudFront's origin header value: an upgrade that carries it came through the distribution.
    const originSecret = Secret.fromSecretNameV2(this, 'OriginVerify', originSecretName(config));
    this.handler.fn.addEnvironment(secretArnEnv(SECRET.originVerify), originSecretName(config));
    originSecret.grantRead(this.handler.fn);
    if (props.feedTokenSecret) {
      this.handler.fn.addEnvironment(secretArnEnv(SECRET.feedToken), props.feedTokenSecret.secretArn);
      props.feedTokenSecret.grantRead(this.handler.fn);
    }

    const integration = (name: string) => new WebSocketLambdaIntegration(`${name}Integration`, this.handler.fn);
    const routes = [
      this.api.addRoute('$connect', { integration: integration('Connect') }),
      this.api.addRoute('$disconnect', { integration: integration('Disconnect') }),
      this.api.addRoute('$default', { integration: integration('Default') }),
    ];

    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName,
      autoDeploy: true,
      throttle: config.apiThrottle,
      accessLogSettings: accessLogSettings(this, 'AccessLogs', config, 'ws'),
    });

    NagSuppressions.addResourceSuppressions(
      routes.map((r) => r.node.findChild('Resource')),
      [
        {
          id: 'AwsSolutions-APIG4',
          reason:
            'Browsers cannot set an Authorization header on a WebSocket handshake; the ws Lambda verifies the Cognito access token passed in the $connect query string and rejects the connection otherwise. $disconnect and $default only accept already-authorised connections (authorizers are allowed on $connect only).',
        },
      ],
    );
  }
}
