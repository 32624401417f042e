import { Alert, Box, Checkbox, Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { MeetingTask } from '@scheduler/contracts/schemas/meeting';
import { useEffect, useState } from 'react';
import { DialogActions } from '../../../shared/ui/dialogs/dialog-actions.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';
import { completionErrors, selectTask, toEntries, toTasks, totalHours, type TaskEntry } from '../lib/task-completion.ts';

interface Props {
  open: boolean;
  tasks: readonly MeetingTask[];
  onCancel(): void;
  /** Sends the completion; the dialog closes when it settles. */
  onSubmit(done: { taskJson: MeetingTask[]; actualHours: number }): Promise<unknown>;
}

/**
 * The internal completion dialog (doc 2 §5): tick the tasks done, their hours (0 to 24, 2 decimals), task counts
 * (0 to 100) and comments (required when both are 0); the total is the sum of the hours. Submit checks every rule first.
 */
export function InternalCompletionDialog({ open, tasks, onCancel, onSubmit }: Props) {
  const [entries, setEntries] = useState<TaskEntry[]>(() => toEntries(tasks));
  const [errors, setErrors] = useState<string[]>([]);
  useEffect(() => {
    if (open) {
      setEntries(toEntries(tasks));
      setErrors([]);
    }
  }, [open, tasks]);
  const set = (i: number, patch: Partial<TaskEntry>) => setEntries((all) => all.map((e, j) => (j === i ? { ...e, ...patch } : e)));

  const submit = async () => {
    const found = completionErrors(entries);
    setErrors(found);
    if (found.length === 0) await onSubmit({ taskJson: toTasks(entries), actualHours: totalHours(entries) });
  };

  return (
    <ModalFrame
      open={open}
      size="lg"
      title="Complete Tasks"
      onDismiss={onCancel}
      dismissOnOutsideClick={false}
      footer={<DialogActions onCancel={onCancel} confirmText="Submit" onConfirm={submit} singleClick />}
    >
      <Stack gap="4">
        {errors.length > 0 && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              {errors.map((e) => (
                <Alert.Description key={e}>{e}</Alert.Description>
              ))}
            </Alert.Content>
          </Alert.Root>
        )}
        {entries.length === 0 && <Text color="fg.muted">No Task Items found</Text>}
        {entries.map((e, i) => (
          <Box key={e.name} borderWidth="1px" borderRadius="md" p="3">
            <Checkbox.Root checked={e.assessorSelected} onCheckedChange={(c) => setEntries((all) => selectTask(all, i, !!c.checked))}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="medium">
                {e.name}
                {e.adminSelected ? ' (allocated)' : ''}
              </Checkbox.Label>
            </Checkbox.Root>
            {e.adminComments && (
              <Text fontSize="sm" color="fg.muted" mt="1">
                {e.adminComments}
              </Text>
            )}
            {e.assessorSelected && (
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="3">
                <Field.Root>
                  <Field.Label>{e.name} Completed Hours</Field.Label>
                  <Input
                    type="number"
                    min={0}
                    max={24}
                    step="0.01"
                    value={e.completedHours}
                    onChange={(ev) => set(i, { completedHours: ev.target.value })}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{e.name} Completed Tasks</Field.Label>
                  <Input
                    type="number"
                    min={0}
                    max={100}
                    step="1"
                    value={e.completedTasks}
                    onChange={(ev) => set(i, { completedTasks: ev.target.value })}
                  />
                </Field.Root>
                <Field.Root gridColumn={{ sm: 'span 2' }}>
                  <Field.Label>{e.name} Comments</Field.Label>
                  <Textarea rows={2} maxLength={200} value={e.assessorComments} onChange={(ev) => set(i, { assessorComments: ev.target.value })} />
                </Field.Root>
              </SimpleGrid>
            )}
          </Box>
        ))}
        <Text fontWeight="medium" data-field="actualHours">
          Total Actual Hours: {totalHours(entries)}
        </Text>
      </Stack>
    </ModalFrame>
  );
}
