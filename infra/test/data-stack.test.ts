import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { LIST_INDEX_ATTRIBUTES, TABLE } from '@scheduler/core/table';
import { SHORT_LIVED_DAYS } from '../lib/stacks/data-stack.ts';
import { stageFor, template } from './support/synth.ts';

describe('data stack', () => {
  const t = () => template(stageFor('dev').data);

  it('creates the one table from TABLE: keys, its global indexes with their projections, TTL, PITR, on-demand, encrypted', () => {
    const tables = t().findResources('AWS::DynamoDB::Table');
    expect(Object.keys(tables)).toHaveLength(1);
    const p = Object.values(tables)[0].Properties;
    expect(p.KeySchema).toEqual([
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ]);
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: TABLE.ttlAttribute, Enabled: true });
    expect(p.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(p.SSESpecification).toEqual({ SSEEnabled: true });
    expect(p.GlobalSecondaryIndexes.map((g: { IndexName: string }) => g.IndexName)).toEqual([
      'gsi1',
      'gsi2',
      'gsi3',
      'gsi4',
      'list1',
      'list2',
      'byId',
      'purge',
      'list3',
    ]);
    for (const g of TABLE.globalIndexes) {
      const gsi = p.GlobalSecondaryIndexes.find((x: { IndexName: string }) => x.IndexName === g.name);
      expect(gsi.KeySchema).toEqual([
        { AttributeName: g.partitionKey, KeyType: 'HASH' },
        { AttributeName: g.sortKey, KeyType: 'RANGE' },
      ]);
    }
    const projection = (name: string) => p.GlobalSecondaryIndexes.find((x: { IndexName: string }) => x.IndexName === name).Projection;
    for (const name of ['gsi1', 'gsi2', 'gsi3', 'gsi4']) expect(projection(name)).toEqual({ ProjectionType: 'ALL' });
    // The list indexes hold keys, the search text and the attributes naming each row; nothing else is copied.
    for (const name of ['list1', 'list2']) {
      expect(projection(name).ProjectionType).toBe('INCLUDE');
      expect([...projection(name).NonKeyAttributes].sort()).toEqual([...LIST_INDEX_ATTRIBUTES].sort());
    }
    expect(projection('byId')).toEqual({ ProjectionType: 'KEYS_ONLY' });
    expect(projection('purge')).toEqual({ ProjectionType: 'KEYS_ONLY' });
    // The user lists' tab index holds whole items: a page's rows come from its query.
    expect(projection('list3')).toEqual({ ProjectionType: 'ALL' });
    const attrs = Object.fromEntries(
      p.AttributeDefinitions.map((a: { AttributeName: string; AttributeType: string }) => [a.AttributeName, a.AttributeType]),
    );
    expect(Object.values(attrs).every((type) => type === 'S')).toBe(true);
    expect(Object.keys(attrs).sort()).toEqual([
      'gsi1pk',
      'gsi1sk',
      'gsi2pk',
      'gsi2sk',
      'gsi3pk',
      'gsi3sk',
      'gsi4pk',
      'gsi4sk',
      'idpk',
      'idsk',
      'list1pk',
      'list1sk',
      'list2pk',
      'list2sk',
      'list3pk',
      'list3sk',
      'pk',
      'purgepk',
      'purgesk',
      'sk',
    ]);
  });

  it('keeps the prod table on stack deletion and protects it; dev may delete it', () => {
    const prod = Object.values(template(stageFor('prod').data).findResources('AWS::DynamoDB::Table'))[0];
    expect(prod.DeletionPolicy).toBe('Retain');
    expect(prod.Properties.DeletionProtectionEnabled).toBe(true);
    const dev = Object.values(t().findResources('AWS::DynamoDB::Table'))[0];
    expect(dev.DeletionPolicy).toBe('Delete');
  });

  it('lets the site origin PUT and GET uploads directly, and expires exports/ and tmp/', () => {
    t().hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: ['PUT', 'GET'], AllowedOrigins: Match.arrayWith(['https://dev.scheduler.example.com']) })],
      },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'exports/', ExpirationInDays: SHORT_LIVED_DAYS, Status: 'Enabled' }),
          Match.objectLike({ Prefix: 'tmp/', ExpirationInDays: SHORT_LIVED_DAYS, Status: 'Enabled' }),
        ]),
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'uploads/' }),
    });
  });

  it('versions uploads in prod only', () => {
    const versioning = (stage: 'dev' | 'prod') =>
      Object.values(template(stageFor(stage).data).findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } }))[0]
        .Properties.VersioningConfiguration;
    expect(versioning('prod')).toEqual({ Status: 'Enabled' });
    expect(versioning('dev')).toBeUndefined();
  });
});
