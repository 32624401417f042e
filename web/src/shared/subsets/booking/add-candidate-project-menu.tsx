import { Box, Button, Menu, Portal } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLabels } from '../../lib/labels.tsx';
import { CandidateUploadDialog } from '../../upload/candidate-upload-dialog.tsx';
import { AddCandidateManuallyDialog } from './add-candidate-manually-dialog.tsx';
import { BOOKING_LIST_QUERY } from './booking-api.ts';
import { useCandidateInviteSettings } from './candidate-invite-settings.ts';

type Dialog = 'upload' | 'manually' | null;

export interface ProjectAddCandidateMenuProps {
  organisationId: string;
  /** An active assessment or interview project. */
  project: { id: string; stepType: string };
}

/**
 * The project page's Bookings tab 'Add candidate' menu (doc 2 §2): Upload (a file of candidates) or Manually (one
 * candidate), each inviting into this project with the organisation's upload type, country and link expiry rules
 * (upload/getCandidateInviteSettings, read when the menu first opens a dialog).
 */
export function ProjectAddCandidateMenu({ organisationId, project }: ProjectAddCandidateMenuProps) {
  const label = useLabels();
  const client = useQueryClient();
  const [open, setOpen] = useState<Dialog>(null);
  const settings = useCandidateInviteSettings(organisationId, { enabled: open !== null, staleTime: 5 * 60_000 });
  const close = () => setOpen(null);
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(d) => setOpen(d.value as Dialog)}>
        <Menu.Trigger asChild>
          <Button size="sm" colorPalette="blue">
            Add {label('CANDIDATE')}
            <Box as="span" aria-hidden>
              ▾
            </Box>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="upload">Upload</Menu.Item>
              <Menu.Item value="manually">Manually</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {open === 'upload' && settings.data && (
        <CandidateUploadDialog
          organisationId={organisationId}
          project={project}
          settings={settings.data}
          onClose={close}
          onUploaded={() => void client.invalidateQueries({ queryKey: BOOKING_LIST_QUERY })}
        />
      )}
      {open === 'manually' && settings.data && (
        <AddCandidateManuallyDialog organisationId={organisationId} projectId={project.id} settings={settings.data} onClose={close} />
      )}
    </>
  );
}
