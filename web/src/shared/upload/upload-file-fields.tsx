import { Checkbox, Field, Input, Progress, Text } from '@chakra-ui/react';
import type { Upload } from './use-upload.tsx';

const percent = (share: number) => Math.round(share * 100);

/**
 * The file chooser, 'file contains header row' (doc 2 §2 Upload dialogs) and, while the file is sent and processed,
 * the progress: the share posted to the bucket, then the job's bytes read and rows done when the file runs as a job.
 */
export function UploadFileFields({ upload }: { upload: Upload }) {
  const { progress } = upload;
  const job = progress?.job;
  return (
    <>
      <Field.Root invalid={!!upload.fileError} required>
        <Field.Label>File</Field.Label>
        <Input key={upload.inputKey} type="file" accept={upload.extensions.join(',')} p="1" onChange={(e) => upload.choose(e.target.files?.[0])} />
        {upload.fileError && <Field.ErrorText>{upload.fileError}</Field.ErrorText>}
      </Field.Root>
      <Checkbox.Root checked={upload.headerRow} onCheckedChange={(e) => upload.setHeaderRow(!!e.checked)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>file contains header row</Checkbox.Label>
      </Checkbox.Root>
      {progress && (
        <Progress.Root value={job?.fileBytes ? percent(job.bytesRead / job.fileBytes) : percent(progress.sent)} aria-label="Upload progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Text fontSize="sm">
            {job ? `Processing: ${job.rowsDone} rows done` : progress.sent < 1 ? `Uploading ${percent(progress.sent)}%` : 'Processing the file...'}
          </Text>
        </Progress.Root>
      )}
    </>
  );
}
