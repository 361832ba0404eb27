import { useMemo, useSyncExternalStore } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';
import { useSession } from '../../../lib/session';
import { setBloggerFollow } from '../api/follow';
import { notifyOffline as notify } from '../../../lib/offline/toaster';
import { createFollowToggle } from '../follow-toggle';

/** Follow state of one blogger in the colour panel, with the loading flag of createFollowToggle. */
export function useFollowToggle(uperId: number, name: string, followed: boolean) {
  const { t } = useLocale();
  const { info } = useSession();
  const device = useOfflineUser();
  const userId = info?.customer_id ?? 0;
  const toggle = useMemo(
    () =>
      createFollowToggle(
        followed,
        // Through the device outbox when the offline session runs (offline too), else one push of its own.
        (on) => (device ? device.store.setFollow({ target: 'blogger', targetId: uperId, name }, on) : setBloggerFollow(userId, uperId, on)),
        (type, text) => notify(type, text),
        {
          busy: t('colour.followBusy'),
          added: t('colour.followAdded', { name }),
          removed: t('colour.followRemoved', { name }),
          interfaceError: t('colour.interfaceError'),
        },
      ),
    [device, followed, name, t, uperId, userId],
  );
  const state = useSyncExternalStore(toggle.subscribe, () => toggle.state, () => toggle.state);
  return { ...state, toggle: () => void toggle.toggle() };
}
