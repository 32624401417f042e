import { Button } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import type { ProjectDetail } from '@scheduler/contracts/schemas/project';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../shared/lib/api/index.ts';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { saveBase64File } from '../../../shared/lib/download.ts';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';

/** doc 3 §8: 'ICS with no active meetings' (the calendar export's words, doc 2 §8). */
export const ICS_NO_ACTIVE_MEETINGS = 'Calendar file download aborted due to no active meetings';

/**
 * The project page's smart actions in VIEW (doc 3 §2.5): an active, unarchived project offers Create meeting, Edit,
 * Duplicate, Download ICS and Delete; an inactive or archived one Edit and Duplicate only.
 */
export function ProjectActions({ project, onEdit }: { project: ProjectDetail; onEdit(): void }) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const archive = useRouteMutation('project.archive', { done: ['DELETED'] });
  const label = useLabels();
  const id = project.encryptedId;
  const live = project.active === true && project.archived !== true;
  const [downloading, setDownloading] = useState(false);

  const duplicate = async () => {
    const ok = await dialogs.confirm({
      title: 'Duplicate Project',
      message: `Create a new project from '${project.name}'? Its details are copied and the name is cleared.`,
      okText: 'Duplicate',
    });
    if (ok) navigate(`/project/${id}?duplicate`);
  };

  const remove = async () => {
    const ok = await dialogs.confirm({
      title: 'Delete Project',
      message: `Deleting '${project.name}' archives it. This action is irreversible and cannot be undone. Do you want to continue?`,
      okText: 'Delete',
    });
    if (!ok) return;
    // DELETED with its message; a refusal (FAILED) is said titled with its status by the write.
    const answer = await archive.send({ params: { id } });
    if (answer) await dialogs.message({ title: answer.status || 'FAILED', message: answer.message || MSG.generic });
  };

  // calendar/project/download: the project's active meetings as one calendar file; none is a warning (doc 3 §8).
  const downloadIcs = async () => {
    setDownloading(true);
    try {
      const answer = await api.call('calendar.project/download', { params: { projectId: id } });
      if (!answer.count || !answer.file) await dialogs.message({ title: 'Warning', message: ICS_NO_ACTIVE_MEETINGS });
      else saveBase64File(answer.file, answer.fileName ?? `${project.name}.ics`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      {live && (
        <Button variant="outline" onClick={() => navigate(`/meeting/${id}/create`)}>
          Create {label('MEETING').toLowerCase()}
        </Button>
      )}
      <Button colorPalette="blue" onClick={onEdit}>
        Edit
      </Button>
      <Button variant="outline" onClick={duplicate}>
        Duplicate
      </Button>
      {live && (
        <Button variant="outline" onClick={downloadIcs} loading={downloading}>
          Download ICS
        </Button>
      )}
      {live && (
        <Button colorPalette="red" variant="outline" onClick={remove}>
          Delete
        </Button>
      )}
    </>
  );
}
