import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Toasts of favourites, follows and sync (spec §9: notices 2 s, messages 3 s). */
export const offlineToaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

export type ToastKind = 'success' | 'warning' | 'error' | 'info';

export function notifyOffline(type: ToastKind, title: string, duration: 'notice' | 'message' = 'message') {
  offlineToaster.create({ type, title, duration: duration === 'notice' ? 2000 : 3000 });
}

/** Rendered once by the offline feature's layout overlay. */
export function OfflineToaster() {
  return (
    <Portal>
      <ChakraToaster toaster={offlineToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`offline-toast-${toast.type}`}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
