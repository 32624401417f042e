import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogActions } from '../ui/dialogs/dialog-actions.tsx';
import { ModalFrame } from '../ui/dialogs/modal-frame.tsx';
import { UploadFileFields } from './upload-file-fields.tsx';
import type { Upload } from './use-upload.tsx';

/**
 * The one upload dialog (doc 2 §2 Upload dialogs): the kind's fields and instructions (`children`), the file with
 * 'file contains header row' and the progress, Cancel and Submit. Cancel empties the file before `onClose`.
 */
export function UploadDialog({ open, upload, onClose, children }: { open: boolean; upload: Upload; onClose(): void; children?: ReactNode }) {
  const close = () => {
    upload.reset();
    onClose();
  };
  return (
    <ModalFrame
      open={open}
      title={upload.title}
      size="md"
      onDismiss={close}
      dismissOnOutsideClick={false}
      footer={<DialogActions onCancel={close} confirmText="Submit" onConfirm={upload.submit} loading={!!upload.progress} />}
    >
      <Stack gap="4">
        {children}
        <UploadFileFields upload={upload} />
      </Stack>
    </ModalFrame>
  );
}
