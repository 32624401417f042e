import { describe, expect, it } from 'vitest';
import { CHAT_EVERYONE, isStaff, mayChatWith, maySee, routeChat, routeControl, visibleTo, type Participant } from './session-visibility.ts';

const host: Participant = { attendeeId: 'host', role: 'host', mainHost: true };
const cohost: Participant = { attendeeId: 'cohost', role: 'cohost', mainHost: false };
const mia: Participant = { attendeeId: 'mia', role: 'candidate', mainHost: false };
const noah: Participant = { attendeeId: 'noah', role: 'candidate', mainHost: false };
const everyone = [host, cohost, mia, noah];
const apart = { candidatesCanSeeEachOther: false };
const together = { candidatesCanSeeEachOther: true };
const ids = (ps: Participant[]) => ps.map((p) => p.attendeeId).sort();

describe('session visibility', () => {
  it('hosts and co-hosts are staff, candidates are not', () => {
    expect([host, cohost, mia].map(isStaff)).toEqual([true, true, false]);
  });

  it.each([
    [apart, { host: ['cohost', 'mia', 'noah'], cohost: ['host', 'mia', 'noah'], mia: ['cohost', 'host'], noah: ['cohost', 'host'] }],
    [
      together,
      { host: ['cohost', 'mia', 'noah'], cohost: ['host', 'mia', 'noah'], mia: ['cohost', 'host', 'noah'], noah: ['cohost', 'host', 'mia'] },
    ],
  ])('every pair, with %o', (rules, expected) => {
    for (const viewer of everyone) {
      expect(ids(visibleTo(viewer, everyone, rules)), viewer.attendeeId).toEqual(expected[viewer.attendeeId as keyof typeof expected]);
      // The rule is symmetric: whoever sees someone is seen by them.
      for (const other of everyone) expect(maySee(viewer, other, rules)).toBe(maySee(other, viewer, rules));
    }
  });

  it('everyone sees themselves', () => {
    for (const p of everyone) expect(maySee(p, p, apart)).toBe(true);
  });

  describe('chat', () => {
    it('a candidate writes to the main host only while candidates are kept apart', () => {
      expect(mayChatWith(mia, host, apart)).toBe(true);
      expect(mayChatWith(mia, cohost, apart)).toBe(false);
      expect(mayChatWith(mia, noah, apart)).toBe(false);
      expect(routeChat(mia, 'noah', everyone, apart)).toEqual({ ok: false, reason: 'not-allowed' });
      expect(routeChat(mia, 'cohost', everyone, apart)).toEqual({ ok: false, reason: 'not-allowed' });
      expect(routeChat(mia, 'host', everyone, apart)).toEqual({ ok: true, recipients: [host], recipient: 'host' });
    });

    it("a candidate's Everyone reaches the main host alone, named as its recipient, while candidates are kept apart", () => {
      expect(routeChat(mia, CHAT_EVERYONE, everyone, apart)).toEqual({ ok: true, recipients: [host], recipient: 'host' });
      expect(routeChat(mia, CHAT_EVERYONE, [cohost, mia, noah], apart)).toEqual({ ok: false, reason: 'unknown-recipient' });
      const togetherRoute = routeChat(mia, CHAT_EVERYONE, everyone, together);
      expect(togetherRoute.ok && ids(togetherRoute.recipients)).toEqual(['cohost', 'host', 'noah']);
      expect(togetherRoute.ok && togetherRoute.recipient).toBe(CHAT_EVERYONE);
    });

    it('candidates may write to each other and to co-hosts when the organisation lets them see each other', () => {
      expect(routeChat(mia, 'noah', everyone, together)).toEqual({ ok: true, recipients: [noah], recipient: 'noah' });
      expect(routeChat(mia, 'cohost', everyone, together)).toEqual({ ok: true, recipients: [cohost], recipient: 'cohost' });
    });

    it('hosts and co-hosts write to anyone, and to everyone else', () => {
      for (const sender of [host, cohost]) {
        for (const to of everyone.filter((p) => p !== sender))
          expect(routeChat(sender, to.attendeeId, everyone, apart)).toEqual({ ok: true, recipients: [to], recipient: to.attendeeId });
        const all = routeChat(sender, CHAT_EVERYONE, everyone, apart);
        expect(all.ok && ids(all.recipients)).toEqual(ids(everyone.filter((p) => p !== sender)));
      }
    });

    it('nobody writes to themselves or to someone absent', () => {
      expect(routeChat(host, 'host', everyone, together)).toEqual({ ok: false, reason: 'unknown-recipient' });
      expect(routeChat(host, 'gone', everyone, together)).toEqual({ ok: false, reason: 'unknown-recipient' });
      expect(routeChat(mia, 'host', [mia, noah], apart)).toEqual({ ok: false, reason: 'unknown-recipient' });
    });
  });

  describe('control', () => {
    it('only hosts and co-hosts control', () => {
      expect(routeControl(mia, 'muteAll', undefined, everyone)).toEqual({ ok: false, reason: 'not-host' });
      expect(routeControl(mia, 'mute', 'noah', everyone)).toEqual({ ok: false, reason: 'not-host' });
    });

    it('mute and unmute reach their target alone; muteAll every candidate', () => {
      expect(routeControl(host, 'mute', 'mia', everyone)).toEqual({ ok: true, recipients: [mia] });
      expect(routeControl(cohost, 'unmute', 'host', everyone)).toEqual({ ok: true, recipients: [host] });
      const all = routeControl(cohost, 'muteAll', undefined, everyone);
      expect(all.ok && ids(all.recipients)).toEqual(['mia', 'noah']);
    });

    it('mute needs a present target', () => {
      expect(routeControl(host, 'mute', undefined, everyone)).toEqual({ ok: false, reason: 'no-target' });
      expect(routeControl(host, 'mute', 'gone', everyone)).toEqual({ ok: false, reason: 'unknown-target' });
    });
  });
});
