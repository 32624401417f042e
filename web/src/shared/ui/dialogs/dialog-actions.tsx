import { Button } from '@chakra-ui/react';
import { SingleClickButton } from '../form/single-click-button.tsx';

/** A dialog footer: an outline Cancel and the blue confirm button (single-click, or showing `loading`). */
export function DialogActions({
  onCancel,
  cancelText = 'Cancel',
  confirmText,
  onConfirm,
  loading,
  singleClick,
}: {
  onCancel(): void;
  cancelText?: string;
  confirmText: string;
  onConfirm(): Promise<unknown> | void;
  loading?: boolean;
  singleClick?: boolean;
}) {
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {cancelText}
      </Button>
      {singleClick ? (
        <SingleClickButton colorPalette="blue" onClick={onConfirm}>
          {confirmText}
        </SingleClickButton>
      ) : (
        <Button colorPalette="blue" loading={loading} onClick={() => void onConfirm()}>
          {confirmText}
        </Button>
      )}
    </>
  );
}
