import { Button, Card } from '@chakra-ui/react';
import { SingleClickButton } from './form/single-click-button.tsx';

/** The record pages' modes (NEW, VIEW, EDIT), shared by every create/view/edit page of the spec. */
export type RecordMode = 'NEW' | 'VIEW' | 'EDIT';

/** The Edit smart action of a record page: offered in VIEW only. */
export function EditAction({ mode, onEdit }: { mode: RecordMode; onEdit(): void }) {
  if (mode !== 'VIEW') return null;
  return (
    <Button colorPalette="blue" onClick={onEdit}>
      Edit
    </Button>
  );
}

/** Cancel and Save under a record form in NEW and EDIT; Save disables itself until the submit re-enables it. */
export function SaveCancelFooter({
  mode,
  onCancel,
  onSave,
  saveDisabled,
}: {
  mode: RecordMode;
  onCancel(): void;
  onSave(): Promise<unknown> | void;
  saveDisabled?: boolean;
}) {
  if (mode === 'VIEW') return null;
  return (
    <Card.Footer justifyContent="flex-end" gap="3" borderTopWidth="1px" pt="4">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <SingleClickButton colorPalette="blue" onClick={onSave} disabled={saveDisabled}>
        Save
      </SingleClickButton>
    </Card.Footer>
  );
}
