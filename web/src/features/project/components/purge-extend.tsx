import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { PROJECT_MSG } from '@scheduler/contracts/schemas/project';
import { formatApiDate } from '@scheduler/contracts/time/time-formats';
import { SERVER_TIME_ZONE } from '@scheduler/contracts/time/time-zones';
import { useState } from 'react';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';

/** The day after `date` (yyyy-MM-dd), whatever the zone. */
const dayAfter = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
};

/** The purge-extend-date control of a ready-to-purge project (doc 3 §2.5): a new date, at least tomorrow. */
export function PurgeExtend({ projectId, purgeDate }: { projectId: string; purgeDate?: string }) {
  const dialogs = useDialogs();
  const extendPurge = useRouteMutation('project.extendPurgeDate');
  const tomorrow = dayAfter(formatApiDate(new Date(), SERVER_TIME_ZONE));
  const [date, setDate] = useState(tomorrow);
  const tooSoon = date < tomorrow;

  const extend = async () => {
    if (await extendPurge.send({ params: { projectId, date } }))
      await dialogs.message({ title: PROJECT_MSG.purgeExtended, message: `The purge date is now ${date}.` });
  };

  return (
    <Box borderWidth="1px" borderRadius="md" borderColor="orange.300" bg="orange.50" p="4">
      <Stack gap="3">
        <Text fontWeight="medium">This project is ready to purge{purgeDate ? `: Purge Date ${purgeDate}` : ''}.</Text>
        <HStack gap="3" align="flex-end" wrap="wrap">
          <Field.Root invalid={tooSoon} maxW="xs">
            <Field.Label>New Purge Date</Field.Label>
            <Input type="date" min={tomorrow} value={date} onChange={(e) => setDate(e.target.value)} />
            {tooSoon && <Field.ErrorText>The purge date must be after today.</Field.ErrorText>}
          </Field.Root>
          <Button colorPalette="orange" onClick={extend} disabled={tooSoon || extendPurge.isPending}>
            Extend Purge Date
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
