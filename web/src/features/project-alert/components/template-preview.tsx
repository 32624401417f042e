import { Box, Stack, Text } from '@chakra-ui/react';

/** The chosen template's words as the alert will send them (doc 3 §2.7): the subject for e-mail, then the body. */
export function TemplatePreview({ label, subject, body }: { label: string; subject?: string; body?: string }) {
  if (subject === undefined && body === undefined) return null;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" aria-label={label} role="region">
      {subject !== undefined && (
        <Box>
          <Text fontSize="sm" fontWeight="medium" color="fg.muted">
            Subject
          </Text>
          <Text data-preview="subject">{subject || '-'}</Text>
        </Box>
      )}
      <Box>
        <Text fontSize="sm" fontWeight="medium" color="fg.muted">
          Body
        </Text>
        <Text whiteSpace="pre-wrap" data-preview="body">
          {body || '-'}
        </Text>
      </Box>
    </Stack>
  );
}
