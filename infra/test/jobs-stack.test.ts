import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { JOB_RETRY_ATTEMPTS, rateExpression } from '../lib/stacks/jobs-stack.ts';
import { JOB_SCHEDULES, stageFor, template } from './support/synth.ts';

describe('jobs stack', () => {
  const t = () => template(stageFor('dev').jobs);

  it('schedules every JOB_SCHEDULES entry at its rate, with retries and the dead-letter queue', () => {
    const schedules = Object.values(t().findResources('AWS::Scheduler::Schedule')).map((s) => s.Properties);
    expect(schedules).toHaveLength(JOB_SCHEDULES.length);
    for (const job of JOB_SCHEDULES) {
      const s = schedules.find((x) => x.Name === `scheduler-dev-${job.name}`);
      expect(s, job.name).toBeDefined();
      expect(s.ScheduleExpression).toBe(`rate(${job.everyMinutes} minutes)`);
      expect(s.Target.RetryPolicy.MaximumRetryAttempts).toBe(JOB_RETRY_ATTEMPTS);
      expect(s.Target.DeadLetterConfig.Arn).toBeDefined();
    }
    expect(schedules.map((s) => s.ScheduleExpression).sort()).toEqual(['rate(1440 minutes)', 'rate(5 minutes)']);
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
});
