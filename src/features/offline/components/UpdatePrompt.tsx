import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { acceptUpdate, subscribeUpdate, updateWaiting } from '../../../lib/offline/sw-registration';

/** "A new version is available": the new service worker takes over only on the user's yes. */
export function UpdatePrompt() {
  const { t } = useLocale();
  const waiting = useSyncExternalStore(subscribeUpdate, updateWaiting, () => false);
  const [later, setLater] = useState(false);
  return (
    <Dialog.Root open={waiting && !later} onOpenChange={(event) => !event.open && setLater(true)} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="update-prompt">
            <Dialog.Header>
              <Dialog.Title>{t('offline.update.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('offline.update.body')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={() => setLater(true)}>
                {t('offline.update.later')}
              </Button>
              <Button onClick={acceptUpdate} data-testid="update-accept">
                {t('offline.update.reload')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
