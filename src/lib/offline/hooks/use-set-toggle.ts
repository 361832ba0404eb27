import { useCallback, useRef, useState } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import type { OfflineUser } from '../session';
import { notifyOffline } from '../toaster';

interface ToggleTexts {
  /** Shown to a guest (spec: 请先登录, or 请登录后再操作！ for bloggers). */
  loginRequired: string;
  added: string;
  removed: string;
  addFailed: string;
  removeFailed: string;
}

/**
 * The spec's toggle rules over the outbox: a guest is told to log in; while a change is being
 * stored further clicks are refused (正在操作，请勿频繁点击); "success" means stored on the device
 * and queued for the server; a local failure leaves the state unchanged. A refusal by the server
 * later arrives as a sync failure (the offline feature shows it and the state is put right).
 */
export function useSetToggle(user: OfflineUser | null, isOn: () => Promise<boolean>, set: (on: boolean) => Promise<void>, texts: ToggleTexts) {
  const { t } = useLocale();
  const busy = useRef(false);
  const [working, setWorking] = useState(false);
  const toggle = useCallback(async () => {
    if (!user) {
      notifyOffline('warning', texts.loginRequired);
      return;
    }
    if (busy.current) {
      notifyOffline('warning', t('offline.busy'), 'notice');
      return;
    }
    busy.current = true;
    setWorking(true);
    let on = true;
    try {
      on = !(await isOn());
      await set(on);
      notifyOffline('success', on ? texts.added : texts.removed);
    } catch {
      notifyOffline('error', on ? texts.addFailed : texts.removeFailed);
    } finally {
      busy.current = false;
      setWorking(false);
    }
  }, [user, isOn, set, texts, t]);
  return { toggle, working };
}
