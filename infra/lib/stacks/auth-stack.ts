import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { ENV } from '@scheduler/contracts/env';
import { grantCapabilities, SNS_TOPIC_ARNS } from '../constructs/capabilities.ts';
import { SchedulerFunction } from '../constructs/scheduler-function.ts';
import { CUSTOM_AUTH_ENTRY } from '../entries.ts';
import { Effect, PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config.ts';

export interface AuthStackProps extends StackProps {
  readonly config: EnvironmentConfig;
  readonly repoRoot: string;
  /** The application table: the custom-auth verify trigger consumes one-time sign-in answers from it. */
  readonly table: ITable;
}

export const PASSWORD_MIN_LENGTH = 14;
export const ACCESS_TOKEN_VALIDITY = Duration.minutes(60);

/**
 * Cognito: invitation-only pool where the username is the e-mail (case-insensitive),
 * optional 2-step by SMS, authenticator app or e-mail code, and one public app client.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /**
   * Single sign-on partner keys, a JSON object `{ "<key id>": "<HMAC key>" }`: each partner signs with its own key,
   * whose id its organisation's GridIntegration names (keyId). Read at run time by the auth function only.
   */
  readonly ssoKeysSecret: Secret;
  /** HMAC key calendar feed tokens are derived with. */
  readonly feedTokenSecret: Secret;
  readonly customAuth: SchedulerFunction;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;
    const plus = config.cognitoFeaturePlan === FeaturePlan.PLUS;
    const smsExternalId = `${config.namePrefix}-cognito-sms`;

    const smsRole = new Role(this, 'SmsRole', {
      assumedBy: new ServicePrincipal('cognito-idp.amazonaws.com', {
        conditions: { StringEquals: { 'sts:ExternalId': smsExternalId } },
      }),
      description: 'Lets Cognito send MFA and invitation SMS',
      inlinePolicies: {
        sms: new PolicyDocument({
          statements: [
            new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }),
            new PolicyStatement({ effect: Effect.DENY, actions: ['sns:Publish'], resources: [SNS_TOPIC_ARNS] }),
          ],
        }),
      },
    });
    NagSuppressions.addResourceSuppressions(smsRole, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'Cognito publishes SMS directly to phone numbers, which have no ARN; sns:Publish must name Resource "*" (AWS-documented Cognito SMS role policy), and an explicit Deny on every topic ARN keeps it to direct SMS. Only Cognito, with the external id, can assume the role.',
        appliesTo: ['Resource::*'],
      },
    ]);

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `${config.namePrefix}-users`,
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        phoneNumber: { required: false, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireDigits: true,
        requireSymbols: true,
        requireUppercase: true,
        requireLowercase: true,
        tempPasswordValidity: Duration.days(7),
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { sms: true, otp: true, email: true },
      mfaMessage: 'Your Scheduler verification code is {####}',
      email: UserPoolEmail.withSES({
        fromEmail: config.mailFrom,
        fromName: 'Scheduler',
        sesRegion: config.region,
        sesVerifiedDomain: config.sesDomain,
      }),
      smsRole,
      smsRoleExternalId: smsExternalId,
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: config.cognitoFeaturePlan,
      standardThreatProtectionMode: plus ? StandardThreatProtectionMode.FULL_FUNCTION : undefined,
      deletionProtection: config.deletionProtection,
      removalPolicy: config.removalPolicy,
    });

    // Single sign-on: the auth API answers Cognito's custom challenge with a one-time secret it stored after
    // checking the partner's assertion; these triggers let exactly that answer through, once.
    this.customAuth = new SchedulerFunction(this, 'CustomAuth', {
      config,
      repoRoot: props.repoRoot,
      entry: CUSTOM_AUTH_ENTRY,
      name: 'cognito-custom-auth',
      description: 'Cognito define/create/verify auth-challenge triggers for single sign-on',
      environment: { [ENV.stage]: config.stage, [ENV.tableName]: props.table.tableName, [ENV.logLevel]: config.logLevel },
      timeout: Duration.seconds(5),
      memorySize: 256,
    });
    grantCapabilities(this.customAuth.fn, ['table'], { table: props.table, sesDomain: config.sesDomain });
    for (const op of [
      UserPoolOperation.DEFINE_AUTH_CHALLENGE,
      UserPoolOperation.CREATE_AUTH_CHALLENGE,
      UserPoolOperation.VERIFY_AUTH_CHALLENGE_RESPONSE,
    ]) {
      this.userPool.addTrigger(op, this.customAuth.fn);
    }

    this.ssoKeysSecret = new Secret(this, 'SsoPartnerKeys', {
      secretName: `${config.namePrefix}/sso-partner-keys`,
      description:
        'Single sign-on partner keys by key id (JSON); each GridIntegration keyId names its partner key (auth/redirect key2 is HMAC-SHA256 with it)',
      // A first generated key under the id "initial"; further partners are added under their own key ids (runbook).
      generateSecretString: { secretStringTemplate: '{}', generateStringKey: 'initial', passwordLength: 64, excludePunctuation: true },
      removalPolicy: config.removalPolicy,
    });
    this.feedTokenSecret = new Secret(this, 'FeedTokenSecret', {
      secretName: `${config.namePrefix}/feed-token-secret`,
      description: 'HMAC-SHA256 key calendar feed tokens are derived with',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: config.removalPolicy,
    });
    for (const secret of [this.ssoKeysSecret, this.feedTokenSecret]) {
      NagSuppressions.addResourceSuppressions(secret, [
        {
          id: 'AwsSolutions-SMG4',
          reason:
            'A shared HMAC key: rotating it breaks partner links and calendar subscriptions at once, so it is rotated by hand with the partner (runbook), not by a rotation Lambda.',
        },
      ]);
    }

    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: `${config.namePrefix}-web`,
      generateSecret: false,
      authFlows: { userSrp: true, userPassword: true, custom: true },
      accessTokenValidity: ACCESS_TOKEN_VALIDITY,
      idTokenValidity: ACCESS_TOKEN_VALIDITY,
      refreshTokenValidity: config.refreshTokenValidity,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    });

    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Spec 1 §2.6: users choose and set up their own 2-step method (SMS, authenticator app or e-mail) after the first sign-in, so MFA is OPTIONAL at the pool; the app enforces it per organisation.',
      },
      ...(plus
        ? []
        : [
            {
              id: 'AwsSolutions-COG8',
              reason: `The ${config.stage} environment uses the ESSENTIALS plan (enough for e-mail MFA) to avoid Plus per-user pricing; staging and prod run PLUS with threat protection enforced.`,
            },
          ]),
    ]);
  }
}
