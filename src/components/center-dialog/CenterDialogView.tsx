import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CenterDialogProps {
  open: boolean;
  onClose?: () => void;
  testId: string;
  title: ReactNode;
  /** Footer actions; a dialog whose actions sit in its body has none. */
  footer?: ReactNode;
  children: ReactNode;
  dismissible?: boolean;
  /** A stray tap beside the dialog may close it (off where that would lose something). */
  closeOnInteractOutside?: boolean;
  closeButton?: boolean;
  /** 'wide' for pickers and panels: full screen on phones, scrolling inside. */
  size?: 'sm' | 'wide';
}

/** The dialog itself, loaded by `CenterDialog` when it first opens. */
export default function CenterDialogView({
  open,
  onClose,
  testId,
  title,
  footer,
  children,
  dismissible = true,
  closeOnInteractOutside = dismissible,
  closeButton = false,
  size = 'sm',
}: CenterDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose?.()}
      role={dismissible ? 'dialog' : 'alertdialog'}
      closeOnEscape={dismissible}
      closeOnInteractOutside={closeOnInteractOutside}
      placement="center"
      size={size === 'wide' ? { base: 'full', md: 'xl' } : 'sm'}
      scrollBehavior={size === 'wide' ? 'inside' : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} borderRadius="l3">
            <Dialog.Header>
              <Dialog.Title fontFamily="display">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer !== undefined && <Dialog.Footer gap="2">{footer}</Dialog.Footer>}
            {closeButton && dismissible && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
