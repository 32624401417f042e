import { Field, RadioGroup, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogActions } from '../dialogs/dialog-actions.tsx';
import { ModalFrame } from '../dialogs/modal-frame.tsx';

export type ExportFormat = 'csv' | 'pdf' | 'xlsx';
export type ExportScope = 'SELECTED' | 'ALL';

export interface ExportDialogProps {
  open: boolean;
  onCancel(): void;
  onExport(choice: { format: ExportFormat; scope: ExportScope }): Promise<void>;
}

/** Export dialog: file type csv, pdf or xlsx, and the SELECTED page or ALL rows. */
export function ExportDialog({ open, onCancel, onExport }: ExportDialogProps) {
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [scope, setScope] = useState<ExportScope>('SELECTED');
  return (
    <ModalFrame
      open={open}
      title="Export"
      onDismiss={onCancel}
      footer={
        <DialogActions
          onCancel={onCancel}
          confirmText="Download"
          singleClick
          onConfirm={async () => {
            try {
              await onExport({ format, scope });
            } catch {
              /* the shell's global error rules have told the user */
            }
          }}
        />
      }
    >
      <Stack gap="5">
        <Field.Root>
          <Field.Label>File type</Field.Label>
          <RadioGroup.Root value={format} onValueChange={(e) => setFormat(e.value as ExportFormat)} aria-label="File type">
            <Stack direction="row" gap="5">
              {(['csv', 'pdf', 'xlsx'] as const).map((f) => (
                <RadioGroup.Item key={f} value={f}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{f.toUpperCase()}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Rows</Field.Label>
          <RadioGroup.Root value={scope} onValueChange={(e) => setScope(e.value as ExportScope)} aria-label="Rows">
            <Stack direction="row" gap="5">
              <RadioGroup.Item value="SELECTED">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Selected page</RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="ALL">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>All</RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>
        </Field.Root>
      </Stack>
    </ModalFrame>
  );
}
