import { describe, expect, it } from 'vitest';
import { ENV } from '@scheduler/contracts/env';
import { readConfig } from './config.ts';
import { meetingMediaOf } from './deps.ts';

const env = (extra: Record<string, string>) => readConfig({ [ENV.tableName]: 't', ...extra });

describe('live-session media from the environment', () => {
  it('is the peer-to-peer rooms with MEETING_MEDIA=p2p (the local runtime), even where a media Region is set', () => {
    expect(meetingMediaOf(env({ [ENV.meetingMedia]: 'p2p', [ENV.mediaRegion]: 'ap-southeast-2' }))?.kind).toBe('p2p');
  });

  it('is Chime where its media Region is configured', () => {
    expect(meetingMediaOf(env({ [ENV.mediaRegion]: 'ap-southeast-2', [ENV.meetingsRegion]: 'us-east-1' }))?.kind).toBe('chime');
  });

  it('is absent where neither is configured, and an unknown MEETING_MEDIA fails the start', () => {
    expect(meetingMediaOf(env({}))).toBeUndefined();
    expect(() => env({ [ENV.meetingMedia]: 'janus' })).toThrow();
  });
});
