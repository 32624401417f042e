import { Badge, Box, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { MeetingTask } from '@scheduler/contracts/schemas/meeting';
import { parseTasks } from '../lib/meeting-form.ts';

/**
 * The meeting-internal task form (doc 2 §2, §3 taskJson): the tasks allocated to the meeting, each with the allocating
 * comment; in VIEW the allocation and, once completed, the hours, task counts and comments entered.
 */
export function TaskAllocation({ json, readOnly, onChange }: { json: string; readOnly: boolean; onChange(json: string): void }) {
  const tasks = parseTasks(json);
  const update = (i: number, patch: Partial<MeetingTask>) => onChange(JSON.stringify(tasks.map((t, j) => (j === i ? { ...t, ...patch } : t))));
  if (tasks.length === 0) return <Text color="fg.muted">No Task Items found</Text>;
  return (
    <Stack gap="3">
      {tasks.map((t, i) => (
        <Box key={t.name} borderWidth="1px" borderRadius="md" p="3">
          {readOnly ? (
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{t.name}</Text>
                <Badge colorPalette={t.adminSelected ? 'blue' : 'gray'}>{t.adminSelected ? 'Allocated' : 'Not allocated'}</Badge>
                {t.assessorSelected && <Badge colorPalette="green">Completed</Badge>}
              </HStack>
              {t.adminComments && <Text fontSize="sm">{t.adminComments}</Text>}
              {t.assessorSelected && (
                <Text fontSize="sm" color="fg.muted">
                  {t.completedHours} hours, {t.completedTasks} tasks{t.assessorComments ? `: ${t.assessorComments}` : ''}
                </Text>
              )}
            </Stack>
          ) : (
            <Stack gap="2" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
              <Checkbox.Root
                checked={!!t.adminSelected}
                onCheckedChange={(e) => update(i, { adminSelected: !!e.checked, ...(e.checked ? {} : { adminComments: '' }) })}
                minW="48"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t.name}</Checkbox.Label>
              </Checkbox.Root>
              <Input
                size="sm"
                aria-label={`${t.name} comments`}
                placeholder="Comments"
                maxLength={200}
                disabled={!t.adminSelected}
                value={t.adminComments ?? ''}
                onChange={(e) => update(i, { adminComments: e.target.value })}
              />
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}
