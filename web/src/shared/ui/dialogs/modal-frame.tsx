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
  /**
   * A click outside closes the dialog (with onDismiss). Forms turn it off: typed input is not thrown away by a
   * stray click, and a form opened from another dialog's button does not take that same click as "outside".
   */
  dismissOnOutsideClick?: boolean;
}

/** The one dialog frame (Chakra 3 Dialog) every shared dialog and modal uses. */
export function ModalFrame({
  open,
  title,
  children,
  footer,
  onDismiss,
  size = 'sm',
  role = 'dialog',
  dismissOnOutsideClick = true,
}: ModalFrameProps) {
  return (
    <Dialog.Root
      open={open}
      role={role}
      size={size}
      placement="center"
      closeOnEscape={!!onDismiss}
      closeOnInteractOutside={!!onDismiss && dismissOnOutsideClick}
      // Focus cannot leave a modal by the user's hand; focus landing outside is another dialog closing and handing it
      // back to its trigger, which must not dismiss the dialog just opened (the forgot-password confirmation vanished).
      onFocusOutside={(e) => e.preventDefault()}
      // Zag treats a dialog opened while an earlier one is still closing as nested in it and dismisses it with that one
      // (the message after a form dialog's save vanished). Our dialogs are never nested: each closes by its own hand.
      onRequestDismiss={(e) => e.preventDefault()}
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
