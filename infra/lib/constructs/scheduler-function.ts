import { Duration } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** pdfkit's AFM font files, where the workspace installed pdfkit (a dependency of packages/core). */
const pdfkitFontData = (repoRoot: string) =>
  join(dirname(createRequire(join(repoRoot, 'packages/core/package.json')).resolve('pdfkit/package.json')), 'js/data');
import type { EnvironmentConfig } from '../config.ts';

export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;

export interface SchedulerFunctionProps {
  readonly config: EnvironmentConfig;
  readonly repoRoot: string;
  /** Repo-relative entry file exporting `handler`. */
  readonly entry: string;
  /** Physical name suffix: `<namePrefix>-<name>`. */
  readonly name: string;
  readonly description: string;
  readonly environment: Record<string, string>;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  /** At most this many instances at once (e.g. 1 for a sender that must keep an account-wide rate). */
  readonly reservedConcurrentExecutions?: number;
}

/**
 * A Lambda built from a TypeScript entry: Node 24 on ARM64, minified ESM with source maps,
 * AWS SDK v3 left to the runtime, an explicit log group with the environment's retention.
 */
export class SchedulerFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: SchedulerFunctionProps) {
    super(scope, id);
    const { config } = props;
    const functionName = `${config.namePrefix}-${props.name}`;
    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });
    this.fn = new NodejsFunction(this, 'Fn', {
      functionName,
      description: props.description,
      entry: join(props.repoRoot, props.entry),
      handler: 'handler',
      projectRoot: props.repoRoot,
      depsLockFilePath: join(props.repoRoot, 'package-lock.json'),
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(29),
      ...(props.reservedConcurrentExecutions ? { reservedConcurrentExecutions: props.reservedConcurrentExecutions } : {}),
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        mainFields: ['module', 'main'],
        externalModules: ['@aws-sdk/*'],
        // CommonJS dependencies bundled into ESM still expect require and __dirname.
        banner:
          "import { createRequire as __cr } from 'node:module'; import { fileURLToPath as __fu } from 'node:url'; import { dirname as __dn } from 'node:path'; const require = __cr(import.meta.url); const __dirname = __dn(__fu(import.meta.url));",
        // pdfkit reads its standard-font metrics from `${__dirname}/data` at run time (table exports as PDF).
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_inputDir: string, outputDir: string) => [`cp -r "${pdfkitFontData(props.repoRoot)}" "${outputDir}/data"`],
        },
      },
    });
    NagSuppressions.addResourceSuppressions(
      this.fn,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs; it is the AWS-maintained minimum for Lambda logging.',
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
        },
      ],
      true,
    );
  }
}
