import { Button, Text } from '@chakra-ui/react';
import { CenterDialog } from '../../../components/center-dialog/CenterDialog';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getCookie, setCookie } from '../../../lib/cookies';
import { useCurrentChannel } from '../../../lib/channels';
import { useSession } from '../../../lib/session';
import { useLocale } from '../../../i18n/use-locale';
import { localDay, markShown, shouldShowDialog, UPDATE_DIALOG_COOKIE } from '../dialog-rules';
import { updatesQuery } from '../api/queries';

/** Pages that tell a returning member what is new in their channel: home and the lists. */
const ON_PAGES = /^\/($|index\/home\/?$|list\/)/;

/**
 * Spec §4: the last-updated dialog, at most once per channel per day (one-day cookie). It speaks
 * only about a real last visit (a member who never opened /updateDetail gets no dialog) and
 * only when something was published since.
 */
export function UpdateDialog() {
  const { t, locale } = useLocale();
  const { loggedIn, info } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const channel = useCurrentChannel();
  const [dismissed, setDismissed] = useState<number | null>(null);
  const eligible = loggedIn && info?.type !== 1 && ON_PAGES.test(pathname) && shouldShowDialog(getCookie(UPDATE_DIALOG_COOKIE), channel, localDay());
  const query = useQuery({ ...updatesQuery(channel, locale), enabled: eligible, staleTime: 5 * 60_000 });
  const update = query.data?.channels[0];
  const open = eligible && dismissed !== channel && Boolean(update?.since_last_visit && update.count > 0);
  useEffect(() => {
    if (open) setCookie(UPDATE_DIALOG_COOKIE, markShown(getCookie(UPDATE_DIALOG_COOKIE), channel, localDay()), { days: 1 });
  }, [open, channel]);
  if (!open || !update) return null;
  const close = () => setDismissed(channel);
  return (
    <CenterDialog
      open
      onClose={close}
      testId="update-dialog"
      title={t('tasks.dialogTitle')}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('tasks.dialogLater')}
          </Button>
          <Button
            bg="loom.solid"
            color="loom.contrast"
            onClick={() => {
              close();
              void navigate(`/updateDetail/${channel}`);
            }}
          >
            {t('tasks.dialogView')}
          </Button>
        </>
      }
    >
      <Text>{t('tasks.dialogBody', { name: update.name, count: update.count })}</Text>
    </CenterDialog>
  );
}
