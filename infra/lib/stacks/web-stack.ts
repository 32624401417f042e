import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimeConfig } from '@scheduler/contracts/runtime-config';
import { API_DOCS_CSP } from '@scheduler/functions/integration/api-docs-page';
import { ORIGIN_HEADER } from '@scheduler/functions/lib/origin-secret';
import type { EnvironmentConfig } from '../config.ts';
import { createLogBucket } from '../constructs/log-bucket.ts';

export interface WebStackProps extends StackProps {
  readonly config: EnvironmentConfig;
  readonly repoRoot: string;
  readonly api: HttpApi;
  readonly userPool: IUserPool;
  readonly client: IUserPoolClient;
  /** The WebSocket API's host name (`<id>.execute-api.<region>.amazonaws.com`): the origin of the socket behaviour. */
  readonly wsDomain: string;
  /** Its stage path (`/<stage>`): browsers open `wss://<domainName><wsPath>`, forwarded as is. */
  readonly wsPath: string;
  readonly uploads: IBucket;
  /** The ORIGIN_VERIFY secret: CloudFront adds its `current` value as the origin header on /api/*. */
  readonly originSecret: ISecret;
  /** The WAF web ACL (us-east-1, WafStack) in front of the distribution. */
  readonly webAclArn: string;
}

/** Content-Security-Policy of the SPA: self, Cognito, the site's WebSocket, direct S3 uploads and Chime media. */
export function contentSecurityPolicy(p: { region: string; urlSuffix: string; wsOrigin: string; uploadsOrigin: string }): string {
  const cognito = `https://cognito-idp.${p.region}.${p.urlSuffix}`;
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the live session's background blur compiles MediaPipe's WASM (served from 'self'); measured:
    // without it Chromium refuses WebAssembly.instantiate and blur falls back to off.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    `connect-src 'self' ${cognito} ${p.wsOrigin} ${p.uploadsOrigin} https://*.chime.aws wss://*.chime.aws`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Viewer-request rewrite: a path without a file extension is a client route and gets /index.html. */
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** The SPA: private bucket behind CloudFront (OAC), /api/* to the HTTP API, security headers, runtime config.json. */
export class WebStack extends Stack {
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;
  readonly headersPolicy: ResponseHeadersPolicy;
  readonly spaFallback: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    const logs = createLogBucket(this, 'AccessLogs', config);
    this.siteBucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const wsOrigin = `wss://${config.domainName}`;
    const csp = contentSecurityPolicy({
      region: this.region,
      urlSuffix: this.urlSuffix,
      wsOrigin,
      uploadsOrigin: `https://${props.uploads.bucketRegionalDomainName}`,
    });
    this.headersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: `${config.namePrefix}-security-headers`,
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, preload: true, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });

    // The API reference page (/api/docs) keeps its own, narrower CSP (no Cognito, socket or uploads); the same headers
    // otherwise. Its renderer is a static file of the site, /api-docs/scalar.js, served by the default behaviour.
    const docsHeadersPolicy = new ResponseHeadersPolicy(this, 'ApiDocsHeaders', {
      responseHeadersPolicyName: `${config.namePrefix}-api-docs-headers`,
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, preload: true, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: API_DOCS_CSP, override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
      },
    });

    // SPA fallback on the site behaviour only: distribution-wide 403/404 error pages would also turn the
    // API's own 403 (access denied) and 404 answers into index.html.
    this.spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      functionName: `${config.namePrefix}-spa-fallback`,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_FALLBACK_CODE),
    });

    const apiDomain = `${props.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
    // The API answers only requests carrying this (functions/lib/origin-secret.ts); CloudFront replaces a viewer's
    // own header of the name. Resolved by CloudFormation at deploy, never written to the template.
    const originHeaders = { [ORIGIN_HEADER]: props.originSecret.secretValueFromJson('current').unsafeUnwrap() };
    // The socket's upgrade: the WebSocket handshake headers, the token and session query parameters, and the viewer
    // country (CloudFront's own header, which the ws Lambda trusts only beside the origin header). Not Host: API
    // Gateway answers only its own.
    const socketRequest = new OriginRequestPolicy(this, 'SocketOriginRequest', {
      originRequestPolicyName: `${config.namePrefix}-socket`,
      headerBehavior: OriginRequestHeaderBehavior.allowList(
        'Sec-WebSocket-Key',
        'Sec-WebSocket-Version',
        'Sec-WebSocket-Protocol',
        'Sec-WebSocket-Extensions',
        'Origin',
        'User-Agent',
        'CloudFront-Viewer-Country',
      ),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    // Every /api call, /api/openapi.json among them, uncached to the HTTP API with every viewer header but Host.
    const apiBehaviour = {
      origin: new HttpOrigin(apiDomain, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        customHeaders: originHeaders,
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.headersPolicy,
      compress: true,
    };
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${config.namePrefix} web`,
      domainNames: [config.domainName],
      certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_ALL,
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.headersPolicy,
        compress: true,
        functionAssociations: [{ function: this.spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Before /api/*: CloudFront takes the first pattern that matches.
        '/api/docs': { ...apiBehaviour, allowedMethods: AllowedMethods.ALLOW_GET_HEAD, responseHeadersPolicy: docsHeadersPolicy },
        '/api/*': apiBehaviour,
        // The WebSocket API behind the distribution, so its upgrade carries the origin header and a viewer country
        // the ws Lambda may trust (and passes the WAF like every other request).
        [props.wsPath]: {
          origin: new HttpOrigin(props.wsDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            customHeaders: originHeaders,
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: socketRequest,
        },
      },
    });

    if (config.hostedZoneId) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: config.hostedZoneId, zoneName: config.domainName });
      new ARecord(this, 'Alias', { zone, target: RecordTarget.fromAlias(new CloudFrontTarget(this.distribution)) });
    }

    const runtimeConfig: RuntimeConfig = {
      stage: config.stage,
      region: this.region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.client.userPoolClientId,
      authFlowType: 'USER_SRP_AUTH',
      apiBase: '',
      wsUrl: `${wsOrigin}${props.wsPath}`,
    };
    const dist = join(props.repoRoot, 'web', 'dist');
    const sources: ISource[] = [Source.jsonData('config.json', runtimeConfig)];
    if (existsSync(dist)) sources.unshift(Source.asset(dist));
    new BucketDeployment(this, 'DeploySite', {
      destinationBucket: this.siteBucket,
      sources,
      distribution: this.distribution,
      // The renderer's name carries no hash: a new build replaces it in the caches at once.
      distributionPaths: ['/index.html', '/config.json', '/api-docs/*'],
      memoryLimit: 512,
    });

    for (const provider of this.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))) {
      NagSuppressions.addResourceSuppressions(
        provider,
        [
          {
            id: 'AwsSolutions-L1',
            reason:
              "CDK's BucketDeployment provider pins its own Python runtime to match its bundled AWS CLI layer; the runtime is not configurable.",
          },
          { id: 'AwsSolutions-IAM4', reason: "AWSLambdaBasicExecutionRole only lets CDK's BucketDeployment provider write its own logs." },
          {
            id: 'AwsSolutions-IAM5',
            reason:
              'CDK\'s BucketDeployment copies every object of the build from the CDK asset bucket into the site bucket and prunes old ones, so it needs object-level wildcards on those two buckets only (Resource "*" is CloudFront CreateInvalidation, which has no resource ARN).',
          },
        ],
        true,
      );
    }

    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          "Country rules are the product's own (spec: switching organisation may be refused by a country restriction, answered 503 by the API from CloudFront-Viewer-Country); a CDN geo block would hide the spec's refusal page.",
      },
    ]);
  }
}
