import { Field, HStack, IconButton, NativeSelect } from '@chakra-ui/react';
import { dateLabel, datesShown, neighbourDate } from '../lib/date-window.ts';

/** The dates dropdown (5 at a time, all when 7 or fewer) between previous and next date buttons (doc 2 §2, §9). */
export function DatePicker({ days, value, onChange }: { days: readonly string[]; value: string; onChange(date: string): void }) {
  const previous = neighbourDate(days, value, -1);
  const next = neighbourDate(days, value, 1);
  return (
    <Field.Root width={{ base: 'full', md: 'auto' }}>
      <Field.Label>Date</Field.Label>
      <HStack gap="1" width="full">
        <IconButton size="sm" variant="outline" aria-label="Previous date" disabled={!previous} onClick={() => previous && onChange(previous)}>
          ‹
        </IconButton>
        <NativeSelect.Root size="sm" flex="1" minW={{ md: '64' }}>
          <NativeSelect.Field aria-label="Date" value={value} onChange={(e) => onChange(e.target.value)}>
            {datesShown(days, value).map((d) => (
              <option key={d} value={d}>
                {dateLabel(d)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <IconButton size="sm" variant="outline" aria-label="Next date" disabled={!next} onClick={() => next && onChange(next)}>
          ›
        </IconButton>
      </HStack>
    </Field.Root>
  );
}
