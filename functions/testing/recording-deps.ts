import { afterAll } from 'vitest';
import { getDeps, setDeps, type Deps } from '../lib/deps.ts';
import { recordingIdentity } from './recording-identity.ts';
import { recordingMailer, recordingSms } from './recording-ports.ts';

/**
 * The outside world of the Lambdas for one test file: a recording mailer, SMS sender and user pool, plus whatever
 * else the file swaps (a clock, a bus); the real dependencies come back after the file.
 */
export function givenRecordingDeps(overrides: Partial<Deps> = {}) {
  const mailer = recordingMailer();
  const sms = recordingSms();
  const pool = recordingIdentity();
  setDeps({ ...getDeps(), mailer, sms, identity: pool.identity, ...overrides });
  afterAll(() => setDeps(undefined));
  return { mailer, sms, pool };
}
