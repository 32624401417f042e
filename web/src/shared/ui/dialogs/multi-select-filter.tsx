import { Box, Button, Checkbox, HStack, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';

export interface FilterOption {
  value: string;
  label: string;
  /** Options with a group are listed under its heading. */
  group?: string;
}

export const NO_SEARCH_RESULTS = 'No search results';
export const SEARCH_THRESHOLD = 5;

/** Case-insensitive partial match on option text (doc 3 §2.18). */
export function matchOptions(options: FilterOption[], search: string): FilterOption[] {
  const q = search.trim().toLowerCase();
  return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
}

export interface MultiSelectFilterProps {
  label: string;
  options: FilterOption[];
  value: string[];
  onChange(value: string[]): void;
}

/** Multi-select filter (doc 1 §2.14): search when more than 5 options, select all, clear, option groups. */
export function MultiSelectFilter({ label, options, value, onChange }: MultiSelectFilterProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => matchOptions(options, search), [options, search]);
  const groups = useMemo(() => {
    const m = new Map<string, FilterOption[]>();
    for (const o of shown) m.set(o.group ?? '', [...(m.get(o.group ?? '') ?? []), o]);
    return [...m.entries()];
  }, [shown]);
  const selected = new Set(value);
  const toggle = (v: string, on: boolean) => onChange(on ? [...value, v] : value.filter((x) => x !== v));
  const summary =
    value.length === 0 ? 'All' : value.length === 1 ? (options.find((o) => o.value === value[0])?.label ?? '1 selected') : `${value.length} selected`;

  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm">
          {label}: {summary}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs">
            <Popover.Body>
              <Stack gap="3">
                {options.length > SEARCH_THRESHOLD && (
                  <Input size="sm" placeholder="Search" aria-label={`Search ${label}`} value={search} onChange={(e) => setSearch(e.target.value)} />
                )}
                <HStack>
                  <Button size="xs" variant="ghost" onClick={() => onChange([...new Set([...value, ...shown.map((o) => o.value)])])}>
                    Select all
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => onChange([])}>
                    Clear
                  </Button>
                </HStack>
                <Box maxH="64" overflowY="auto">
                  {shown.length === 0 && <Text color="fg.muted">{NO_SEARCH_RESULTS}</Text>}
                  {groups.map(([group, items]) => (
                    <Stack key={group} gap="1" mb="2">
                      {group && (
                        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
                          {group}
                        </Text>
                      )}
                      {items.map((o) => (
                        <Checkbox.Root key={o.value} size="sm" checked={selected.has(o.value)} onCheckedChange={(e) => toggle(o.value, !!e.checked)}>
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{o.label}</Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </Stack>
                  ))}
                </Box>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
