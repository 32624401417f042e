import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, type Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config.ts';

export interface MonitoringStackProps extends StackProps {
  readonly config: EnvironmentConfig;
  readonly functions: Record<string, IFunction>;
  readonly deadLetters: IQueue;
  readonly api: HttpApi;
}

/** Alarms e-mailed to the environment's alarm address: Lambda errors, dead letters, API 5xx. */
export class MonitoringStack extends Stack {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.topic = new Topic(this, 'Alarms', { topicName: `${config.namePrefix}-alarms`, enforceSSL: true });
    this.topic.addSubscription(new EmailSubscription(config.alarmEmail));
    NagSuppressions.addResourceSuppressions(this.topic, [
      {
        id: 'AwsSolutions-SNS2',
        reason:
          'Alarm notifications carry only alarm names and metric values, no personal data; CloudWatch alarms cannot publish to a topic encrypted with the AWS-managed SNS key.',
      },
    ]);
    const action = new SnsAction(this.topic);
    const alarm = (id: string, metric: Metric, threshold: number, description: string) =>
      new Alarm(this, id, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }).addAlarmAction(action);

    for (const [name, fn] of Object.entries(props.functions)) {
      alarm(`Errors-${name}`, fn.metricErrors({ period: Duration.minutes(5) }), 1, `Lambda ${name} threw`);
    }
    alarm(
      'DeadLetters',
      props.deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      1,
      'A domain event or scheduled job failed after its retries',
    );
    alarm('Api5xx', props.api.metricServerError({ period: Duration.minutes(5) }), 5, 'HTTP API answered 5xx');
  }
}
