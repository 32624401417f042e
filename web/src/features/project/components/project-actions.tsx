import { Button } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import type { ProjectDetail } from '@scheduler/contracts/schemas/project';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { archiveProject } from '../api/project-queries.ts';

/** Why Download ICS is offered but disabled: its call (calendar project/download) is not built yet. */
export const ICS_NOT_BUILT = 'Download ICS is not available yet: the calendar download is not built.';

/**
 * The project page's smart actions in VIEW (doc 3 §2.5): an active, unarchived project offers Create meeting, Edit,
 * Duplicate, Download ICS and Delete; an inactive or archived one Edit and Duplicate only.
 */
export function ProjectActions({ project, onEdit }: { project: ProjectDetail; onEdit(): void }) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const label = useLabels();
  const id = project.encryptedId;
  const live = project.active === true && project.archived !== true;

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
    const answer = await archiveProject(id);
    await queryClient.invalidateQueries({ queryKey: ['project', id] });
    await queryClient.invalidateQueries({ queryKey: ['table'] });
    await dialogs.message({ title: answer.status || 'FAILED', message: answer.message || MSG.generic });
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
        <Button variant="outline" disabled title={ICS_NOT_BUILT} aria-label={`Download ICS (${ICS_NOT_BUILT})`}>
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
