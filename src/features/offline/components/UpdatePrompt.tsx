import { Button, Text } from '@chakra-ui/react';
import { CenterDialog } from '../../../components/center-dialog/CenterDialog';
import { useState, useSyncExternalStore } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { acceptUpdate, subscribeUpdate, updateWaiting } from '../../../lib/offline/sw-registration';

/** "A new version is available": the new service worker takes over only on the user's yes. */
export function UpdatePrompt() {
  const { t } = useLocale();
  const waiting = useSyncExternalStore(subscribeUpdate, updateWaiting, () => false);
  const [later, setLater] = useState(false);
  return (
    <CenterDialog
      open={waiting && !later}
      onClose={() => setLater(true)}
      testId="update-prompt"
      title={t('offline.update.title')}
      closeButton
      footer={
        <>
          <Button variant="ghost" onClick={() => setLater(true)}>
            {t('offline.update.later')}
          </Button>
          <Button onClick={acceptUpdate} data-testid="update-accept">
            {t('offline.update.reload')}
          </Button>
        </>
      }
    >
      <Text>{t('offline.update.body')}</Text>
    </CenterDialog>
  );
}
