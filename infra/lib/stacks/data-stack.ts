import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE, type IndexProjection } from '@scheduler/core/table';
import { corsOrigins, type EnvironmentConfig } from '../config.ts';
import { createLogBucket } from '../constructs/log-bucket.ts';

export interface DataStackProps extends StackProps {
  readonly config: EnvironmentConfig;
}

/** Key prefixes in the uploads bucket that hold short-lived files. */
/**
 * Prefixes whose objects expire after SHORT_LIVED_DAYS: exports, scratch files, and candidate files (the upload
 * deletes its file once processed; this removes one uploaded and never named, so no list of candidates lingers).
 */
export const SHORT_LIVED_PREFIXES = ['exports/', 'tmp/', 'candidate-uploads/'] as const;
export const SHORT_LIVED_DAYS = 3;

/** An index's projection as CDK takes it (TABLE says, per index, which lists it serves and why that projection). */
const projectionProps = (p: IndexProjection) =>
  p.type === 'INCLUDE'
    ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...p.attributes] }
    : { projectionType: p.type === 'ALL' ? ProjectionType.ALL : ProjectionType.KEYS_ONLY };

/**
 * The one DynamoDB table (from TABLE) and the uploads bucket. CloudFormation adds or removes one global index per
 * table update: a table deployed before an index was added to TABLE gets the new ones over successive deploys.
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly uploads: Bucket;
  readonly accessLogs: Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    const S = AttributeType.STRING;

    this.table = new Table(this, 'Table', {
      tableName: config.namePrefix,
      partitionKey: { name: TABLE.partitionKey, type: S },
      sortKey: { name: TABLE.sortKey, type: S },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: config.pointInTimeRecovery },
      timeToLiveAttribute: TABLE.ttlAttribute,
      // The domain event relay (functions/jobs/event-relay.ts) reads the event rows the changes insert from here.
      stream: StreamViewType.NEW_IMAGE,
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: config.deletionProtection,
      removalPolicy: config.removalPolicy,
    });
    for (const g of TABLE.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: g.name,
        partitionKey: { name: g.partitionKey, type: S },
        sortKey: { name: g.sortKey, type: S },
        ...projectionProps(g.projection),
      });
    }

    this.accessLogs = createLogBucket(this, 'AccessLogs', config);
    this.uploads = new Bucket(this, 'Uploads', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: config.uploadsVersioned,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'uploads/',
      cors: [
        {
          allowedOrigins: corsOrigins(config),
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        ...SHORT_LIVED_PREFIXES.map((prefix) => ({
          id: `expire-${prefix.replace('/', '')}`,
          prefix,
          expiration: Duration.days(SHORT_LIVED_DAYS),
          noncurrentVersionExpiration: config.uploadsVersioned ? Duration.days(1) : undefined,
        })),
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...(config.uploadsVersioned ? [{ id: 'expire-noncurrent', noncurrentVersionExpiration: Duration.days(30) }] : []),
      ],
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: config.removalPolicy === RemovalPolicy.DESTROY,
    });
  }
}
