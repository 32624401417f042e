import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ModalFrameProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Called on Escape or a click outside; omit to make the dialog answerable only by its buttons. */
  onDismiss?: () => void;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  role?: 'dialog' | 'alertdialog';
}

/** The one dialog frame (Chakra 3 Dialog) every shared dialog and modal uses. */
export function ModalFrame({ open, title, children, footer, onDismiss, size = 'sm', role = 'dialog' }: ModalFrameProps) {
  return (
    <Dialog.Root
      open={open}
      role={role}
      size={size}
      placement="center"
      closeOnEscape={!!onDismiss}
      closeOnInteractOutside={!!onDismiss}
      onOpenChange={(e) => {
        if (!e.open) onDismiss?.();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children !== undefined && <Dialog.Body>{children}</Dialog.Body>}
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
