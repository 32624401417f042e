import { NOTIFICATION_TAGS } from '@scheduler/contracts/alerts';
import { describe, expect, it } from 'vitest';
import { insertTag, tagQueryAt, tagSuggestions } from './tag-suggest.ts';

describe('tag popup helpers', () => {
  it('finds the tag typed before the caret, and none inside a word or after a space', () => {
    expect(tagQueryAt('Hi $cand', 8)).toEqual({ start: 3, query: 'cand' });
    expect(tagQueryAt('Hi $', 4)).toEqual({ start: 3, query: '' });
    expect(tagQueryAt('Pay US$5', 8)).toBeUndefined();
    expect(tagQueryAt('Hi $cand more', 13)).toBeUndefined();
  });

  it('offers at most 10 tags, those starting with the typed letters first', () => {
    expect(tagSuggestions(NOTIFICATION_TAGS, '')).toHaveLength(10);
    const meeting = tagSuggestions(NOTIFICATION_TAGS, 'meeting').map((t) => t.code);
    expect(meeting.slice(0, 4)).toEqual(['$meetingDate', '$meetingStart', '$meetingEnd', '$meetingLocation']);
    expect(meeting).toContain('$labelMeeting');
    expect(tagSuggestions(NOTIFICATION_TAGS, 'zzz')).toEqual([]);
  });

  it('replaces the typed part with the tag and puts the caret after it', () => {
    expect(insertTag('Hi $ca there', 3, 6, '$candidateFirstName')).toEqual({ text: 'Hi $candidateFirstName there', caret: 22 });
  });
});
