import { Button, Text } from '@chakra-ui/react';
import { CenterDialog } from '../../../components/center-dialog/CenterDialog';
import { useState } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { logout } from '../api/auth-api';

/**
 * Status 1845 (spec §8): 权限提示 / 账号已在其它设备登录，请退出后重新登录！ Nothing closes it —
 * no close button, Esc and the backdrop do nothing, navigation is blocked by the session guard —
 * and its only action, 退出登录, ends the session here and reloads at the login page.
 */
export function DisplacedDialog({ open }: { open: boolean }) {
  const { t } = useLocale();
  const [leaving, setLeaving] = useState(false);
  return (
    <CenterDialog
      open={open}
      dismissible={false}
      testId="displaced-dialog"
      title={t('account.displacedTitle')}
      footer={
        <Button
          bg="loom.solid"
          color="loom.contrast"
          borderRadius="full"
          px="6"
          loading={leaving}
          loadingText={t('account.loggingOut')}
          onClick={() => {
            setLeaving(true);
            void logout('displaced-logout');
          }}
        >
          {t('account.logout')}
        </Button>
      }
    >
      <Text>{t('account.displacedBody')}</Text>
    </CenterDialog>
  );
}
