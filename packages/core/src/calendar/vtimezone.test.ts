import { describe, expect, it } from 'vitest';
import { offsetMinutes } from '../time/index.ts';
import { offsetsOf, vtimezoneOf } from './vtimezone.ts';

const observances = (text: string) =>
  [...text.matchAll(/BEGIN:(STANDARD|DAYLIGHT)\r\nDTSTART:(\d{8}T\d{6})\r\nTZOFFSETFROM:([+-]\d{4})\r\nTZOFFSETTO:([+-]\d{4})\r\n/g)].map(
    ([, kind, start, from, to]) => ({ kind, start, from, to }),
  );

describe('vtimezoneOf', () => {
  it('Sydney 2026: summer time at the start of the range, back to standard in April, forward again in October', () => {
    const text = vtimezoneOf('Australia/Sydney', 2026, 2026);
    expect(text.startsWith('BEGIN:VTIMEZONE\r\nTZID:Australia/Sydney\r\n')).toBe(true);
    expect(observances(text)).toEqual([
      { kind: 'DAYLIGHT', start: '19700101T000000', from: '+1100', to: '+1100' },
      { kind: 'STANDARD', start: '20260405T030000', from: '+1100', to: '+1000' },
      { kind: 'DAYLIGHT', start: '20261004T020000', from: '+1000', to: '+1100' },
    ]);
  });

  it('Auckland 2026: back in April, forward on the last Sunday of September', () => {
    expect(observances(vtimezoneOf('Pacific/Auckland', 2026, 2026)).slice(1)).toEqual([
      { kind: 'STANDARD', start: '20260405T030000', from: '+1300', to: '+1200' },
      { kind: 'DAYLIGHT', start: '20260927T020000', from: '+1200', to: '+1300' },
    ]);
  });

  it('a zone without summer time has one standard observance', () => {
    expect(observances(vtimezoneOf('Australia/Brisbane', 2025, 2027))).toEqual([
      { kind: 'STANDARD', start: '19700101T000000', from: '+1000', to: '+1000' },
    ]);
  });

  it('half-hour and quarter-hour offsets are written as such', () => {
    expect(observances(vtimezoneOf('Australia/Adelaide', 2026, 2026))[1]).toEqual({
      kind: 'STANDARD',
      start: '20260405T030000',
      from: '+1030',
      to: '+0930',
    });
    expect(observances(vtimezoneOf('Australia/Eucla', 2026, 2026))[0]!.to).toBe('+0845');
  });
});

describe('offsetsOf', () => {
  it.each(['Australia/Sydney', 'Pacific/Auckland', 'Australia/Adelaide', 'Australia/Lord_Howe', 'Australia/Brisbane'])(
    '%s: the offset at every quarter hour of 2026 and a day either side is the zone data’s',
    (zone) => {
      const offsetAt = offsetsOf(zone, 2026, 2026);
      const differing: string[] = [];
      for (let at = Date.UTC(2025, 11, 31); at < Date.UTC(2027, 0, 2); at += 15 * 60_000) {
        if (offsetAt(at) !== offsetMinutes(zone, new Date(at))) differing.push(new Date(at).toISOString());
      }
      expect(differing).toEqual([]);
    },
  );
});
