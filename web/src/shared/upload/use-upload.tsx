import { UPLOAD_MESSAGES } from '@scheduler/contracts/schemas/upload';
import { useState } from 'react';
import type { CallAnswer } from '../lib/api/index.ts';
import { useDialogs } from '../ui/dialogs/dialog-host.tsx';
import { submitForm } from '../ui/form/submit-form.ts';
import { fileProblem } from './file-problem.ts';
import { postFileToBucket, type UploadTicket } from './post-file-to-bucket.ts';
import { UploadResult } from './upload-result.tsx';

/** What an upload route answers: the rows added and not added, or (candidates) the job that processes a large file. */
export type UploadAnswer = CallAnswer<'upload.new-meeting'> & { jobId?: string };
/** A job's progress and, once DONE or FAILED, its result (upload/getCandidateUploadJob). */
export type UploadJob = CallAnswer<'upload.getCandidateUploadJob'>;

/** One kind of upload: its file types, routes and own fields; the hook does the rest. */
export interface UploadConfig {
  /** The extensions the chooser takes ('.csv', '.xlsx'). */
  extensions: readonly string[];
  /** Asks where the file is posted (an upload.*-ticket route). */
  ticket(file: { fileName: string; fileSize: number }): Promise<UploadTicket>;
  /** Names the posted object to the kind's upload route, with the header row choice. */
  submit(upload: { objectKey: string; fileHeaderRow: 'Y' | 'N' }): Promise<UploadAnswer>;
  /** Reads the job an answer names by its jobId (only uploads that run as a job have one). */
  readJob?(jobId: string): Promise<UploadJob>;
  /** Checks the kind's own fields (project, link expiry), showing their messages: true when they pass. */
  validate?(): boolean | Promise<boolean>;
  /** Server field messages shown under the file besides its name, size and object key (a field the form lacks). */
  fileFields?: readonly string[];
  /** Shows the server's messages of the kind's own fields. */
  setServerErrors?(errors: Record<string, string>): void;
  /** The dialog's and the result's title. */
  title: string;
  /** The noun of the result's count: '{n} {noun}/s Added Successfully' (the organisation's label). */
  noun: string;
  /** Told once a file was processed, before the result shows, with how many rows were added. */
  onUploaded?(successCount: number): unknown;
  /** Told when the form starts again: after the result's Upload another, or after a failed file. */
  onAgain?(): void;
  /** Waits between reads of a job (tests shorten it). */
  pollMs?: number;
}

const FILE_FIELDS = ['fileName', 'objectKey', 'fileSize'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The upload of one file (doc 2 §2 Upload dialogs, §5 Upload files; doc 3 §2.16, §5; DESIGN §3.15): the file's own
 * checks ('Please select {type} file to upload', type, 30 bytes to 4MB) with the kind's fields, the ticket, the POST
 * to the bucket with its progress, the upload call, a job read every `pollMs` until it ends, then the result dialog
 * ('{n} {noun}/s Added Successfully', each row not added) whose 'Upload another' starts again.
 */
export function useUpload(config: UploadConfig) {
  const dialogs = useDialogs();
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [headerRow, setHeaderRow] = useState(true);
  const [sent, setSent] = useState<number | undefined>();
  const [job, setJob] = useState<UploadJob | undefined>();
  const [inputKey, setInputKey] = useState(0);

  function reset() {
    setFile(undefined);
    setFileError(undefined);
    setSent(undefined);
    setJob(undefined);
    setInputKey((k) => k + 1);
  }
  const again = () => {
    reset();
    config.onAgain?.();
  };

  /** The job's answer once final. */
  async function settle(jobId: string, readJob: (jobId: string) => Promise<UploadJob>): Promise<UploadJob> {
    for (;;) {
      const progress = await readJob(jobId);
      setJob(progress);
      if (progress.status === 'DONE' || progress.status === 'FAILED') return progress;
      await sleep(config.pollMs ?? 1000);
    }
  }

  const failed = (message: string = UPLOAD_MESSAGES.uploadFailed) => dialogs.message({ title: 'Error Encountered', message });

  async function submit() {
    // The page's fields first (their check may be async): the file's message, the fields' and 'Validation Failed' then
    // all show at once, not the file's a moment before the dialog.
    const fieldsPass = (await config.validate?.()) ?? true;
    const problem = fileProblem(file, config.extensions);
    setFileError(problem);
    const answer = await submitForm({
      validate: () => !problem && fieldsPass,
      dialogs,
      setServerErrors: (e) => {
        setFileError([...FILE_FIELDS, ...(config.fileFields ?? [])].map((k) => e[k]).find(Boolean));
        config.setServerErrors?.(e);
      },
      send: async () => {
        const chosen = file!;
        setSent(0);
        const ticket = await config.ticket({ fileName: chosen.name, fileSize: chosen.size });
        try {
          await postFileToBucket(ticket, chosen, setSent);
        } catch {
          await failed();
          return undefined;
        }
        setSent(1);
        return config.submit({ objectKey: ticket.objectKey, fileHeaderRow: headerRow ? 'Y' : 'N' });
      },
    });
    if (!answer) return setSent(undefined);
    const result = answer.jobId && config.readJob ? await settle(answer.jobId, config.readJob).catch(() => undefined) : answer;
    setSent(undefined);
    if (!result || result.status === 'FAILED') {
      await failed(result?.message || undefined);
      return again();
    }
    await config.onUploaded?.(result.successCount);
    await dialogs.message({
      title: config.title,
      message: <UploadResult successCount={result.successCount} errors={result.errors} noun={config.noun} />,
      okText: 'Upload another',
    });
    again();
  }

  return {
    title: config.title,
    extensions: config.extensions,
    /** The chooser's key: a new one empties it. */
    inputKey,
    fileError,
    choose(chosen: File | undefined) {
      setFile(chosen);
      setFileError(chosen ? fileProblem(chosen, config.extensions) : undefined);
    },
    headerRow,
    setHeaderRow,
    /** Set while the file is sent and processed: the share sent (0 to 1), and the job's progress once it runs. */
    progress: sent === undefined ? undefined : { sent, job },
    submit,
    reset,
  };
}

export type Upload = ReturnType<typeof useUpload>;
