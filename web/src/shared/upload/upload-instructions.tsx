import { Link, Stack, Text } from '@chakra-ui/react';
import { UPLOAD_MAX_BYTES } from '@scheduler/contracts/schemas/upload';
import { uploadTypeName } from './file-problem.ts';

export interface UploadInstructionsProps {
  /** Names the block for tests and the browser scenarios. */
  testId: string;
  /** The extensions the chooser takes: 'CSV (.csv) or Excel (.xlsx) file, up to 4MB'. */
  extensions: readonly string[];
  /** The columns in order, a line each (one line per format where they differ). */
  columns: readonly string[];
  /** What the columns hold, beyond their names. */
  hint?: string;
  /** The downloadable sample file. */
  sample?: { href: string; title: string };
}

/** What a file must hold (doc 2 §5 Upload files, doc 3 §5): its types and size, its columns in order, a sample. */
export function UploadInstructions({ testId, extensions, columns, hint, sample }: UploadInstructionsProps) {
  const types = extensions.map((e) => `${uploadTypeName([e])} (${e})`).join(' or ');
  return (
    <Stack gap="1" data-testid={testId}>
      <Text fontWeight="medium">{`${types} file, up to ${UPLOAD_MAX_BYTES / 1024 / 1024}MB`}</Text>
      <Text>Columns in order:</Text>
      {columns.map((line) => (
        <Text key={line} fontSize="sm">
          {line}
        </Text>
      ))}
      {hint && (
        <Text color="fg.muted" fontSize="sm">
          {hint}
        </Text>
      )}
      {sample && (
        <Link href={sample.href} download colorPalette="blue">
          {sample.title}
        </Link>
      )}
    </Stack>
  );
}
