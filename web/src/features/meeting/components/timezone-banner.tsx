import { Alert } from '@chakra-ui/react';
import { timeZoneShortCode } from '@scheduler/contracts/time/time-zones';
import { useLabelWords } from '../../../shared/lib/labels.tsx';
import { browserTimeZone } from '../../../shared/lib/zoned-time.ts';

/** The text of the timezone mismatch banner (doc 2 §2, §6; a label template); the spec names the banner, not its words. */
export const timezoneMismatchText = (browser: string, profile: string) =>
  `Your device's time zone (${browser}) differs from your profile time zone (${timeZoneShortCode(profile) ?? profile}). Times on this page are shown in the {meeting}'s time zone.`;

/** Shown to assessor-type users whose browser zone differs from their profile zone. */
export function TimezoneBanner({ profileZone }: { profileZone?: string }) {
  const words = useLabelWords();
  const browser = browserTimeZone();
  if (!profileZone || browser === profileZone) return null;
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Time Zone Mismatch</Alert.Title>
        <Alert.Description>{words(timezoneMismatchText(browser, profileZone))}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
