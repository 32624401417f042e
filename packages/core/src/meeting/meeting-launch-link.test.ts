import { describe, expect, it } from 'vitest';
import { launchKeyOf, launchLinks, openLaunchId, sealLaunchId } from './meeting-launch-link.ts';

const key = launchKeyOf('a server secret');

describe('meeting launch links', () => {
  it('seals an id to the same url-safe text every time, and opens it back', () => {
    const sealed = sealLaunchId(key, '01JMEETING0000000000000000');
    expect(sealed).toBe(sealLaunchId(key, '01JMEETING0000000000000000'));
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('MEETING');
    expect(openLaunchId(key, sealed)).toBe('01JMEETING0000000000000000');
  });

  it('opens nothing sealed with another key, altered, or made up', () => {
    const sealed = sealLaunchId(key, 'meeting-1');
    expect(openLaunchId(launchKeyOf('another secret'), sealed)).toBeUndefined();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(openLaunchId(key, altered)).toBeUndefined();
    expect(openLaunchId(key, 'not-a-sealed-id')).toBeUndefined();
  });

  it("builds the live-session route with both ids sealed, and the org-admin-as-invigilator flag on the host's link", () => {
    const links = launchLinks('https://app.example/', key, 'm1', 'host1', true);
    expect(links.candidateBookingLink).toBe(`https://app.example/meetingSession/${sealLaunchId(key, 'm1')}/${sealLaunchId(key, 'host1')}`);
    expect(links.assessorBookingLink).toBe(`${links.candidateBookingLink}?oiLink=1`);
    expect(launchLinks('https://app.example', key, 'm1', 'host1', false).assessorBookingLink).toBe(links.candidateBookingLink);
  });
});
