import { NativeSelect, Stack, Text } from '@chakra-ui/react';

export interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}

/** A labelled select for list filters; full width on phones. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <Stack gap="1" width={{ base: 'full', sm: 'auto' }} minW={{ sm: '40' }}>
      <Text fontSize="xs" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
