import { List, Stack, Text } from '@chakra-ui/react';

/** An upload's result dialog body (doc 2 §8, doc 3 §2.16): '{n} {noun}/s Added Successfully' and each failed row with its reason. */
export function UploadResult({ successCount, errors, noun }: { successCount: number; errors: { row?: number; message: string }[]; noun: string }) {
  return (
    <Stack gap="3">
      <Text fontWeight="medium">{`${successCount} ${noun}/s Added Successfully`}</Text>
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
