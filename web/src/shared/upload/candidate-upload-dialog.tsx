import { Field, Input } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useState } from 'react';
import type { CallAnswer } from '../lib/api/index.ts';
import { useLabels } from '../lib/labels.tsx';
import { CandidateUploadInstructions, candidateUpload } from './candidate-upload.tsx';
import { UploadDialog } from './upload-dialog.tsx';
import { useUpload } from './use-upload.tsx';

type Settings = CallAnswer<'upload.getCandidateInviteSettings'>;

export interface CandidateUploadDialogProps {
  organisationId: string;
  /** The project the candidates are invited into: its id and step type (assessment or interview). */
  project: { id: string; stepType: string };
  settings: Settings;
  onClose(): void;
  /** Told once a file was processed (the project's bookings are then read again). */
  onUploaded?(): void;
  /** Waits between reads of a large file's job (tests shorten it). */
  pollMs?: number;
}

/**
 * Add candidate, Upload (doc 2 §2: the project's Bookings tab; doc 3 §5 Candidate upload, §7 new-candidate): a file of
 * new candidates in the organisation's upload type, the link expiry days when the organisation shows them, invited into
 * this project, on the one upload dialog (a large file runs as a job whose progress it reads).
 */
export function CandidateUploadDialog({ organisationId, project, settings, onClose, onUploaded, pollMs }: CandidateUploadDialogProps) {
  const label = useLabels();
  const [linkExpiry, setLinkExpiry] = useState('1');
  const [expiryError, setExpiryError] = useState<string | undefined>();
  const stepType = project.stepType === 'INTERVIEW' ? 'INTERVIEW' : 'ASSESSMENT';

  const expiryProblem = () => {
    if (!settings.showLinkExpiry) return undefined;
    if (linkExpiry.trim() === '') return MSG.requiredField;
    const n = Number(linkExpiry);
    return Number.isInteger(n) && n >= 1 && n <= 99 ? undefined : 'Link Expiry Days must be a whole number from 1 to 99';
  };

  const upload = useUpload({
    ...candidateUpload(organisationId, settings.uploadType, () => ({
      linkExpiry: settings.showLinkExpiry ? Number(linkExpiry) : 1,
      projectTypes: [stepType],
      [stepType === 'INTERVIEW' ? 'enInterviewProjectId' : 'enAssessmentProjectId']: project.id,
    })),
    validate() {
      const problem = expiryProblem();
      setExpiryError(problem);
      return !problem;
    },
    fileFields: ['enInterviewProjectId', 'enAssessmentProjectId'],
    setServerErrors: (e) => setExpiryError(e.linkExpiry),
    title: `Upload ${label('CANDIDATES')}`,
    noun: label('CANDIDATE'),
    onUploaded,
    pollMs,
  });

  return (
    <UploadDialog open upload={upload} onClose={onClose}>
      <CandidateUploadInstructions testId="candidate-upload-columns" uploadType={settings.uploadType} />
      {settings.showLinkExpiry && (
        <Field.Root invalid={!!expiryError} required>
          <Field.Label>Link Expiry Days</Field.Label>
          <Input type="number" min={1} max={99} value={linkExpiry} onChange={(e) => setLinkExpiry(e.target.value)} />
          {expiryError && <Field.ErrorText>{expiryError}</Field.ErrorText>}
        </Field.Root>
      )}
    </UploadDialog>
  );
}
