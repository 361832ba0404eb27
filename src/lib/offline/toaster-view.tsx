import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { attachOfflineToastView } from './toaster';

const offlineToaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

/** The offline toasts' view (its own chunk, loaded with the page's first toast; see toaster.tsx). */
export default function OfflineToasterView() {
  useEffect(() => {
    // After the toaster's own effects have subscribed to its store (a toast created before that
    // is never shown), the toasts that waited for this view go out.
    let release: (() => void) | undefined;
    const timer = setTimeout(() => {
      release = attachOfflineToastView((toast) => offlineToaster.create(toast));
    }, 0);
    return () => {
      clearTimeout(timer);
      release?.();
    };
  }, []);
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
