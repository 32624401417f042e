import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { type CfnStage, CorsHttpMethod, HttpApi, HttpMethod, HttpRoute, HttpRouteKey, type HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType, HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { ENV, secretArnEnv, SECRET } from '@scheduler/contracts/env';
import { AREAS, routeId, routeKey, type Area, type RouteDef } from '@scheduler/contracts/route';
import { corsOrigins, type EnvironmentConfig } from '../config.ts';
import { API_AUTHORIZER_ENTRY, areaEntry } from '../entries.ts';
import { lambdaEnvironment } from '../lambda-environment.ts';
import { accessLogSettings } from '../constructs/access-log.ts';
import { AREA_CAPABILITIES, grantCapabilities } from '../constructs/capabilities.ts';
import { SchedulerFunction } from '../constructs/scheduler-function.ts';

/** The route fields infra reads (a RouteDef without its schemas). */
export type ApiRoute = Pick<RouteDef, 'area' | 'operation' | 'method' | 'path' | 'access' | 'apiKeyScope'>;

export interface ApiStackProps extends StackProps {
  readonly config: EnvironmentConfig;
  readonly repoRoot: string;
  readonly routes: readonly ApiRoute[];
  readonly table: ITable;
  readonly uploads: IBucket;
  readonly userPool: IUserPool;
  readonly client: IUserPoolClient;
  readonly bus: IEventBus;
  readonly wsManagementEndpoint: string;
  readonly connectionsArn: string;
  /** The secrets of other stacks the area functions read at run time (AREA_SECRETS says which area reads which). */
  readonly secrets?: Readonly<Record<Exclude<keyof typeof SECRET, 'originVerify'>, ISecret>>;
}

/**
 * Which area function may read which secret: it gets the secret's ARN (`<NAME>_SECRET_ARN`) and read access, and no
 * other function gets either. Single sign-on partner keys: the auth function alone; the calendar feed key: user, and
 * the areas that seal or open launch links with the key derived from it (its own HKDF info:
 * core/meeting/meeting-launch-link.ts): meeting and user-booking write the links, meeting-session opens the sealed
 * meeting ids of the session page (the realtime stack gives it to the ws Lambda too).
 */
export const AREA_SECRETS: Partial<Record<Area, readonly (keyof typeof SECRET)[]>> = {
  auth: ['ssoKeys'],
  user: ['feedToken'],
  meeting: ['feedToken'],
  'user-booking': ['feedToken'],
  'meeting-session': ['feedToken'],
};
/** Read by every area function: the origin header CloudFront adds, checked first in the pipeline. */
const EVERY_AREA_SECRETS: readonly (keyof typeof SECRET)[] = ['originVerify'];

/**
 * A ceiling per public auth route (POST /api/auth/login, refresh, the password reset calls, the single sign-on
 * landing), below the stage default and Cognito's sign-in quotas; per-address limits are the WAF's
 * (infra/lib/stacks/waf-stack.ts).
 */
export const PUBLIC_AUTH_THROTTLE = { rateLimit: 20, burstLimit: 40 } as const;
export const isThrottledAuthRoute = (r: ApiRoute): boolean => r.area === 'auth' && r.access.kind === 'public' && r.operation !== 'health';

export const isPublic = (r: ApiRoute): boolean => r.access.kind === 'public';
/** A route an organisation API key may call (DESIGN §17): the Lambda authorizer instead of the JWT one. */
export const isApiKeyRoute = (r: ApiRoute): boolean => !isPublic(r) && r.apiKeyScope !== undefined;

/**
 * HTTP API: one route per ROUTES entry, each integrated with its area's Lambda; the Cognito JWT authorizer on all but
 * the public ones and those an API key may call, which have the Lambda authorizer (functions/api-authorizer).
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly areaFunctions = {} as Record<Area, SchedulerFunction>;
  /**
   * The value CloudFront adds as the origin header (ORIGIN_VERIFY, JSON `{ current, previous? }`); the Web stack
   * puts `current` on the /api/* origin, every area function checks it (functions/lib/origin-secret.ts).
   */
  readonly originSecret: Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    assertUniqueRoutes(props.routes);

    this.api = new HttpApi(this, 'HttpApi', {
      apiName: `${config.namePrefix}-api`,
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: corsOrigins(config),
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.OPTIONS],
        allowHeaders: ['authorization', 'content-type', 'x-requested-with', 'x-session-id', 'refresh-token', 'forcerefresh'],
        maxAge: Duration.hours(1),
      },
    });
    this.stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: config.apiThrottle,
      accessLogSettings: accessLogSettings(this, 'AccessLogs', config, 'http'),
    });

    const authorizer = new HttpUserPoolAuthorizer('CognitoJwt', props.userPool, {
      authorizerName: 'cognito-jwt',
      userPoolClients: [props.client],
      identitySource: ['$request.header.Authorization'],
    });

    // The routes an API key may call: a Lambda authorizer verifies a Cognito access token as the JWT authorizer does, or
    // lets a key's shape through for the area Lambda to check in full. No result caching: a revoked key fails at once.
    const env = lambdaEnvironment({ ...props, eventBusName: props.bus.eventBusName });
    const authorizerFn = new SchedulerFunction(this, 'ApiKeyAuthorizer', {
      config,
      repoRoot: props.repoRoot,
      entry: API_AUTHORIZER_ENTRY,
      name: 'api-authorizer',
      description: 'Lambda authorizer of the routes an organisation API key may call: a Cognito access token or a key',
      environment: { [ENV.stage]: config.stage, [ENV.jwtIssuer]: env[ENV.jwtIssuer]!, [ENV.userPoolClientId]: env[ENV.userPoolClientId]! },
      memorySize: 512,
      timeout: Duration.seconds(5),
    });
    const keyAuthorizer = new HttpLambdaAuthorizer('ApiKeyOrJwt', authorizerFn.fn, {
      authorizerName: 'api-key-or-jwt',
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: ['$request.header.Authorization'],
      resultsCacheTtl: Duration.seconds(0),
    });

    this.originSecret = new Secret(this, 'OriginVerify', {
      secretName: `${config.namePrefix}/origin-verify`,
      description: 'The x-origin-verify header value CloudFront adds on its /api/* origin; the API answers nothing without it',
      generateSecretString: { secretStringTemplate: '{}', generateStringKey: 'current', passwordLength: 48, excludePunctuation: true },
      removalPolicy: config.removalPolicy,
    });
    NagSuppressions.addResourceSuppressions(this.originSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'CloudFront reads the origin header value only when the Web stack deploys, so a rotation Lambda could not change it; it is rotated by hand through its current/previous pair (functions/lib/origin-secret.ts): the API accepts both while the redeploy reaches CloudFront.',
      },
    ]);
    const secrets: Partial<Record<keyof typeof SECRET, ISecret>> = { ...props.secrets, originVerify: this.originSecret };

    const integrations = {} as Record<Area, HttpLambdaIntegration>;
    for (const area of AREAS) {
      const fn = new SchedulerFunction(this, `Area-${area}`, {
        config,
        repoRoot: props.repoRoot,
        entry: areaEntry(area),
        name: `api-${area}`,
        description: `API area ${area}`,
        environment: env,
        memorySize: 1024,
      });
      grantCapabilities(fn.fn, AREA_CAPABILITIES[area], {
        table: props.table,
        uploads: props.uploads,
        bus: props.bus,
        userPool: props.userPool,
        sesDomain: config.sesDomain,
        connectionsArn: props.connectionsArn,
        meetingsRegion: config.meetingsRegion,
      });
      for (const name of [...EVERY_AREA_SECRETS, ...(AREA_SECRETS[area] ?? [])]) {
        const secret = secrets[name];
        if (!secret) continue;
        fn.fn.addEnvironment(secretArnEnv(SECRET[name]), secret.secretArn);
        secret.grantRead(fn.fn);
      }
      this.areaFunctions[area] = fn;
      // One invoke permission per function (not per route) keeps the stack far below 500 resources.
      integrations[area] = new HttpLambdaIntegration(`Integration-${area}`, fn.fn, { scopePermissionToRoute: false });
    }

    const stage = this.stage.node.defaultChild as CfnStage;
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const r of props.routes) {
      const route = new HttpRoute(this, `Route-${routeId(r)}`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(r.path, HttpMethod[r.method]),
        integration: integrations[r.area],
        authorizer: isPublic(r) ? undefined : isApiKeyRoute(r) ? keyAuthorizer : authorizer,
      });
      if (isThrottledAuthRoute(r)) {
        routeSettings[routeKey(r)] = { ThrottlingRateLimit: PUBLIC_AUTH_THROTTLE.rateLimit, ThrottlingBurstLimit: PUBLIC_AUTH_THROTTLE.burstLimit };
        // A stage's route settings may name only routes that exist.
        stage.node.addDependency(route);
      }
      if (isPublic(r)) {
        NagSuppressions.addResourceSuppressions(route, [
          {
            id: 'AwsSolutions-APIG4',
            reason: `${routeKey(r)} (${routeId(r)}) is declared 'public' in the route table: a 'no login' call of the spec (health, token refresh, password reset, SSO redirect, invitation sign-up, calendar feed by token, download by unique id). The handler checks its own token, invitation or unique id.`,
          },
        ]);
      }
    }
    stage.addPropertyOverride('RouteSettings', routeSettings);
  }
}

function assertUniqueRoutes(routes: readonly ApiRoute[]): void {
  const seen = new Map<string, string>();
  for (const r of routes) {
    // API Gateway treats /a/{x} and /a/{y} as the same route.
    const key = routeKey(r).replace(/\{[^}]+\}/g, '{}');
    const prior = seen.get(key);
    if (prior) throw new Error(`Route ${key} is declared twice (${prior} and ${routeId(r)})`);
    seen.set(key, routeId(r));
  }
}
