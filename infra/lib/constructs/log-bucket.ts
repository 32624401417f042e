import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config.ts';

/**
 * The target of S3 server access logs (and CloudFront standard logs, which still write with ACLs,
 * hence BUCKET_OWNER_PREFERRED). Private, SSL only, expires after a year.
 */
export function createLogBucket(scope: Construct, id: string, config: EnvironmentConfig): Bucket {
  const destroy = config.removalPolicy === RemovalPolicy.DESTROY;
  const bucket = new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(365) }],
    removalPolicy: config.removalPolicy,
    autoDeleteObjects: destroy,
  });
  NagSuppressions.addResourceSuppressions(bucket, [
    { id: 'AwsSolutions-S1', reason: 'This is the access-log bucket itself; logging it into itself would loop.' },
  ]);
  return bucket;
}
