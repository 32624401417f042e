import { describe, expect, it } from 'vitest';
import { ENV } from '@scheduler/contracts/env';
import { readConfig } from './config.ts';

describe('function config', () => {
  it('reads each setting from its variable, with the defaults of an unset one', () => {
    const config = readConfig({ [ENV.tableName]: 'table', [ENV.countryHeader]: 'X-Viewer-Country', [ENV.sessionMinutes]: '30' });
    expect(config).toMatchObject({ stage: 'local', tableName: 'table', countryHeader: 'x-viewer-country', sessionMinutes: 30 });
    expect(config.mailFrom).toBe('no-reply@scheduler.local');
    expect(config.outboxSendRate).toBeUndefined();
  });

  it('fails the start naming the variables that are missing or wrong', () => {
    expect(() => readConfig({ [ENV.sessionMinutes]: '0' })).toThrow(/TABLE_NAME: .*SESSION_MINUTES: /);
  });
});
