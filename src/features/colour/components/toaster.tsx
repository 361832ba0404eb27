import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Toasts of the colour pages (spec §9: notices 2 s, messages 3 s). */
export const colourToaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

export function notify(type: 'success' | 'warning' | 'error' | 'info', title: string, duration: 'notice' | 'message' = 'message') {
  colourToaster.create({ type, title, duration: duration === 'notice' ? 2000 : 3000 });
}

export function ColourToaster() {
  return (
    <Portal>
      <ChakraToaster toaster={colourToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${toast.type}`}>
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
