import { AssetStaging, Duration } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { EnvironmentConfig } from '../config.ts';
import { BUNDLE_ALIASES, BUNDLE_BANNER, BUNDLE_EXTERNALS, LAZY_MODULES } from '../entries.ts';

/** pdfkit's AFM font files, where the workspace installed pdfkit (a dependency of packages/core). */
const pdfkitFontData = (repoRoot: string) =>
  join(dirname(createRequire(join(repoRoot, 'packages/core/package.json')).resolve('pdfkit/package.json')), 'js/data');

/**
 * Shell commands that ship each lazy module the bundle imports (entries.ts LAZY_MODULES) beside it: bundled on its own
 * as the bundle is, as `node_modules/<specifier>.mjs` under a package.json that maps the specifier to it, with the
 * folder it reads at run time (pdfkit reads its font metrics from `${__dirname}/data`).
 */
export function lazyModuleCommands(repoRoot: string, inputDir: string, outputDir: string): string[] {
  return LAZY_MODULES.map(({ specifier, source, data }) => {
    const pkg = specifier.split('/').slice(0, 2).join('/');
    const outfile = `${outputDir}/node_modules/${specifier}.mjs`;
    const build = [
      'npx --no-install esbuild',
      `"${inputDir}/${source}"`,
      '--log-level=warning --bundle --minify --sourcemap --sources-content=false --platform=node --target=node24 --format=esm --main-fields=module,main',
      ...BUNDLE_EXTERNALS.map((e) => `"--external:${e}"`),
      ...Object.entries(BUNDLE_ALIASES).map(([name, path]) => `"--alias:${name}=${path}"`),
      `"--banner:js=${BUNDLE_BANNER}"`,
      `"--outfile=${outfile}"`,
    ].join(' ');
    const packageJson = `printf '%s' '{"type":"module","exports":{"./*":"./*.mjs"}}' > "${outputDir}/node_modules/${pkg}/package.json"`;
    const copyData = data === 'pdfkit' ? ` && cp -r "${pdfkitFontData(repoRoot)}" "${dirname(outfile)}/data"` : '';
    return `if grep -rqF --include='*.mjs' '${specifier}' "${outputDir}"; then (cd "${inputDir}" && ${build}) && ${packageJson}${copyData}; fi`;
  });
}

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
        externalModules: [...BUNDLE_EXTERNALS],
        banner: BUNDLE_BANNER,
        esbuildArgs: { '--alias': Object.entries(BUNDLE_ALIASES).map(([name, path]) => `${name}=${path}`) },
        // The aliases are paths from the repository root: Docker bundling runs where it mounts the root, as local bundling does.
        workingDirectory: AssetStaging.BUNDLING_INPUT_DIR,
        // The table exports (exceljs, pdfkit), the Excel reader and the MIME composer ship beside the bundle, loaded when used.
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir: string, outputDir: string) => lazyModuleCommands(props.repoRoot, inputDir, outputDir),
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
