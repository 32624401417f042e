import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { EVENT_RELAY_JOB, JOB_RETRY_ATTEMPTS, OUTBOX_QUEUED_EVENT, OUTBOX_SENDER_JOB, rateExpression } from '../lib/stacks/jobs-stack.ts';
import { JOB_SCHEDULES, stageFor, template } from './support/synth.ts';

describe('jobs stack', () => {
  const t = () => template(stageFor('dev').jobs);

  it('schedules every JOB_SCHEDULES entry at its rate, with retries and the dead-letter queue', () => {
    const schedules = Object.values(t().findResources('AWS::Scheduler::Schedule')).map((s) => s.Properties);
    expect(schedules).toHaveLength(JOB_SCHEDULES.length);
    for (const job of JOB_SCHEDULES) {
      const s = schedules.find((x) => x.Name === `scheduler-dev-${job.name}`);
      expect(s, job.name).toBeDefined();
      expect(s.ScheduleExpression).toBe(rateExpression(job.everyMinutes));
      expect(s.Target.RetryPolicy.MaximumRetryAttempts).toBe(JOB_RETRY_ATTEMPTS);
      expect(s.Target.DeadLetterConfig.Arn).toBeDefined();
    }
    expect(schedules.map((s) => s.ScheduleExpression).sort()).toEqual([
      'rate(1 minute)',
      'rate(1 minute)',
      'rate(1 minute)',
      'rate(1 minute)',
      'rate(1440 minutes)',
      'rate(5 minutes)',
      'rate(5 minutes)',
      'rate(5 minutes)',
      'rate(5 minutes)',
    ]);
  });

  it('writes rate expressions EventBridge Scheduler accepts', () => {
    expect(rateExpression(1)).toBe('rate(1 minute)');
    expect(rateExpression(15)).toBe('rate(15 minutes)');
    expect(() => rateExpression(0)).toThrow(/whole number of minutes/);
    expect(() => rateExpression(2.5)).toThrow(/whole number of minutes/);
  });

  it('routes every domain event on the bus to notify, with retries and the dead-letter queue', () => {
    t().hasResourceProperties('AWS::Events::EventBus', { Name: 'scheduler-dev-events' });
    t().hasResourceProperties('AWS::Events::Rule', {
      EventPattern: { account: ['111111111111'] },
      Targets: [
        Match.objectLike({ RetryPolicy: Match.objectLike({ MaximumRetryAttempts: JOB_RETRY_ATTEMPTS }), DeadLetterConfig: Match.anyValue() }),
      ],
    });
    t().hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
  });

  it('runs one outbox sender at a time at the environment’s rate, started by notification.outbox-queued and every minute', () => {
    const functions = t().findResources('AWS::Lambda::Function');
    const [id, sender] = Object.entries(functions).find(([, f]) => f.Properties.FunctionName === `scheduler-dev-job-${OUTBOX_SENDER_JOB}`)!;
    expect(sender.Properties.ReservedConcurrentExecutions).toBe(1);
    expect(sender.Properties.Environment.Variables.OUTBOX_SEND_RATE).toBe('14');
    const schedule = Object.values(t().findResources('AWS::Scheduler::Schedule')).find(
      (s) => s.Properties.Name === `scheduler-dev-${OUTBOX_SENDER_JOB}`,
    );
    expect(schedule?.Properties.ScheduleExpression).toBe('rate(1 minute)');
    const rules = Object.values(t().findResources('AWS::Events::Rule')).filter((r) =>
      r.Properties.EventPattern?.['detail-type']?.includes(OUTBOX_QUEUED_EVENT),
    );
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties.Targets).toMatchObject([
      { Arn: { 'Fn::GetAtt': [id, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: JOB_RETRY_ATTEMPTS }, DeadLetterConfig: expect.anything() },
    ]);
    // It may send and settle, and nothing else: no uploads, no user pool.
    const policies = Object.values(t().findResources('AWS::IAM::Policy')).filter((p) =>
      (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === sender.Properties.Role['Fn::GetAtt'][0]),
    );
    const actions = policies.flatMap((p) => p.Properties.PolicyDocument.Statement.flatMap((st: { Action: string | string[] }) => [st.Action].flat()));
    expect(actions).toEqual(expect.arrayContaining(['ses:SendEmail', 'sns:Publish', 'dynamodb:UpdateItem']));
    expect(actions.some((a: string) => a.startsWith('s3:') || a.startsWith('cognito-idp:'))).toBe(false);
  });

  it('sweeps stale live sessions every 5 minutes, allowed to delete Chime meetings of this account and to reach the pages', () => {
    const functions = t().findResources('AWS::Lambda::Function');
    const [, sweep] = Object.entries(functions).find(([, f]) => f.Properties.FunctionName === 'scheduler-dev-job-live-session-sweep')!;
    expect(sweep.Properties.Environment.Variables).toMatchObject({ MEDIA_REGION: expect.any(String), MEETINGS_REGION: 'us-east-1' });
    const statements = Object.values(t().findResources('AWS::IAM::Policy'))
      .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === sweep.Properties.Role['Fn::GetAtt'][0]))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const chime = statements.filter((st) => JSON.stringify(st.Action).includes('chime:'));
    expect(chime).toHaveLength(1);
    expect(JSON.stringify(chime[0]!.Resource)).toContain(':chime:us-east-1:111111111111:meeting/*');
    expect(statements.some((st) => [st.Action].flat().includes('execute-api:ManageConnections'))).toBe(true);
  });

  it('relays the domain event rows from the table stream (inserts of domainEvent only), with a dead-letter queue, and sweeps every minute', () => {
    const functions = t().findResources('AWS::Lambda::Function');
    const [id] = Object.entries(functions).find(([, f]) => f.Properties.FunctionName === `scheduler-dev-job-${EVENT_RELAY_JOB}`)!;
    const mappings = Object.values(t().findResources('AWS::Lambda::EventSourceMapping')).map((m) => m.Properties);
    expect(mappings).toEqual([
      expect.objectContaining({
        FunctionName: { Ref: id },
        StartingPosition: 'LATEST',
        BisectBatchOnFunctionError: true,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        DestinationConfig: { OnFailure: { Destination: expect.anything() } },
        FilterCriteria: {
          Filters: [{ Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['domainEvent'] } } } }) }],
        },
      }),
    ]);
    const schedule = Object.values(t().findResources('AWS::Scheduler::Schedule')).find(
      (s) => s.Properties.Name === `scheduler-dev-${EVENT_RELAY_JOB}`,
    );
    expect(schedule?.Properties.ScheduleExpression).toBe('rate(1 minute)');
  });
});
