import { Box, HStack } from '@chakra-ui/react';
import { DEVICE_TEST } from '@scheduler/contracts/live-session';

/** How many of the bars a level 0..1 lights (nothing for silence). */
export function barsOn(level: number): number {
  if (level < 0.02) return 0;
  return Math.min(DEVICE_TEST.micBars, Math.ceil(level * DEVICE_TEST.micBars));
}

/** The Microphone tab's 10-bar level (`[data-testid="mic-level"] [data-on="true"]`). */
export function MicLevelBars({ level }: { level: number }) {
  const on = barsOn(level);
  return (
    <HStack
      data-testid="mic-level"
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={1}
      aria-valuenow={level}
      gap="1"
      align="end"
      h="8"
    >
      {Array.from({ length: DEVICE_TEST.micBars }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the bars are fixed positions
        <Box key={i} data-on={i < on ? 'true' : 'false'} w="3" h={`${30 + i * 7}%`} rounded="sm" bg={i < on ? 'green.500' : 'gray.200'} />
      ))}
    </HStack>
  );
}
