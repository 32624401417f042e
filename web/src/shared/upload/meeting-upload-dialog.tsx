import { Field, NativeSelect } from '@chakra-ui/react';
import { MEETING_UPLOAD_COLUMNS, MEETING_UPLOAD_MESSAGES, meetingUploadLayout } from '@scheduler/contracts/schemas/upload';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../lib/api/index.ts';
import { routeQuery } from '../lib/api/route-query.ts';
import { useLabels } from '../lib/labels.tsx';
import { CSV_OR_EXCEL } from './file-problem.ts';
import { MEETING_UPLOAD_SAMPLES, sampleHref } from './meeting-upload-samples.ts';
import { UploadDialog } from './upload-dialog.tsx';
import { UploadInstructions } from './upload-instructions.tsx';
import { useUpload } from './use-upload.tsx';

export interface MeetingUploadDialogProps {
  open: boolean;
  onClose(): void;
  /** Assessors choose a project (their project list); an admin's dialog is opened for one project. */
  isAssessor: boolean;
  project?: { id: string; stepType: string };
  /** Told after a file was processed, with how many meetings it created (the assessor's list then opens Inactive). */
  onUploaded?(successCount: number): void;
}

/**
 * The Upload Meeting dialog (doc 2 §2 Upload dialogs, §5 Upload files, §7 new-meeting): the project (assessors choose
 * one), then the columns and the sample file of the step type and role, on the one upload dialog (upload-dialog.tsx).
 */
export function MeetingUploadDialog({ open, onClose, isAssessor, project, onUploaded }: MeetingUploadDialogProps) {
  const label = useLabels();
  const projects = useQuery(routeQuery('project.getAssessorProjectList', open && isAssessor && !project ? {} : undefined));
  const [projectId, setProjectId] = useState('');
  const [projectError, setProjectError] = useState<string | undefined>();

  const chosenId = project?.id ?? projectId;
  const stepType = project?.stepType ?? projects.data?.find((p) => p.encryptedId === projectId)?.stepType;
  const layout = stepType ? meetingUploadLayout(stepType, !isAssessor) : undefined;

  const upload = useUpload({
    extensions: CSV_OR_EXCEL,
    ticket: (file) => api.call('upload.new-meeting-ticket', { body: file }),
    submit: (file) => api.call('upload.new-meeting', { body: { ...file, encryptedProjectId: chosenId } }),
    validate() {
      setProjectError(chosenId ? undefined : MEETING_UPLOAD_MESSAGES.selectProject);
      return !!chosenId;
    },
    setServerErrors: (e) => setProjectError(e.encryptedProjectId),
    title: `Upload ${label('MEETINGS')}`,
    noun: label('MEETING'),
    onUploaded,
  });

  const close = () => {
    setProjectId('');
    setProjectError(undefined);
    onClose();
  };
  return (
    <UploadDialog open={open} upload={upload} onClose={close}>
      {isAssessor && !project && (
        <Field.Root invalid={!!projectError} required>
          <Field.Label>Project</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              aria-label="Project"
              value={projectId}
              onChange={(e) => {
                setProjectId(e.target.value);
                setProjectError(undefined);
              }}
            >
              <option value="">Select a Project</option>
              {(projects.data ?? []).map((p) => (
                <option key={p.encryptedId} value={p.encryptedId}>
                  {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {projectError && <Field.ErrorText>{projectError}</Field.ErrorText>}
        </Field.Root>
      )}
      {layout && (
        <UploadInstructions
          testId="meeting-upload-columns"
          extensions={CSV_OR_EXCEL}
          columns={[MEETING_UPLOAD_COLUMNS[layout].join(', ')]}
          hint="Start Date YYYY-MM-DD, Start Time 24 hour HH:mm, Method ONSITE or REMOTE (the address only for ONSITE)."
          sample={{ href: sampleHref(layout), title: MEETING_UPLOAD_SAMPLES[layout].title }}
        />
      )}
    </UploadDialog>
  );
}
