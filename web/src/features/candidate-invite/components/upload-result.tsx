import { List, Stack, Text } from '@chakra-ui/react';

/** The result dialog's body (doc 3 §2.16): '{n} {candidate}/s Added Successfully' and each failed row with its reason. */
export function UploadResult({
  successCount,
  errors,
  candidate,
}: {
  successCount: number;
  errors: { row?: number; message: string }[];
  candidate: string;
}) {
  return (
    <Stack gap="3">
      <Text fontWeight="medium">{`${successCount} ${candidate}/s Added Successfully`}</Text>
      {errors.length > 0 && (
        <Stack gap="1">
          <Text>{`${errors.length} row/s not added:`}</Text>
          <List.Root maxH="60vh" overflowY="auto" ps="4" aria-label="Rows not added">
            {errors.map((e) => (
              <List.Item key={`${e.row ?? 'file'}-${e.message}`}>{e.row ? `Row ${e.row}: ${e.message}` : e.message}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}
