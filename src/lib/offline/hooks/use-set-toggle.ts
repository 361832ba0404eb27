import { useCallback, useRef, useState } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import type { EntityName, EntityStates } from '../../../shared/sync/protocol';
import { entityRef, tableOf } from '../local-state';
import type { OfflineUser } from '../session';
import { notifyOffline } from '../toaster';
import { useLiveQuery } from './use-live-query';
import { useOfflineUser, useOfflineUserOpening } from './use-offline-user';

export interface ToggleState {
  /** Favourited / followed / collected on this device (including changes not yet synced). */
  on: boolean;
  /** A change of this entity is waiting for the server. */
  waitingForSync: boolean;
  /** The user is signed in (a guest's toggle only says 请先登录). */
  loggedIn: boolean;
  /**
   * Signed in, but this page's offline store is still opening (just after a page load): the
   * control waits, disabled, since a click now can be neither stored nor answered 请先登录.
   */
  opening: boolean;
  /** A change is being stored right now. */
  working: boolean;
  toggle: () => Promise<void>;
}

/**
 * An on/off button over one synced entity (a favourite, a follow, a fabric in the collection, a
 * post in a collect group): its local row (synced state plus changes waiting), whether a change
 * waits for the server, and the toggle that queues the set-state op through `set`.
 */
export function useSyncedToggle<E extends EntityName>(
  entity: E,
  key: string | null,
  set: (user: OfflineUser, on: boolean) => Promise<void>,
  texts: ToggleTexts,
): ToggleState & { row: EntityStates[E] | null } {
  const user = useOfflineUser();
  // One live query (one read transaction) for the row and its waiting ops: every commit that
  // touches either table runs it again, and a page holds several toggles (issue #11).
  const live = useLiveQuery(
    async () => {
      if (!user || !key) return null;
      const table = tableOf(user.db, entity);
      return user.db.transaction('r', [table, user.db.outbox], async () => ({
        row: ((await table.get(key)) as EntityStates[E] | undefined) ?? null,
        waitingForSync: (await user.db.outbox.where('entityKey').equals(entityRef(entity, key)).count()) > 0,
      }));
    },
    [user, entity, key],
  );
  const row = live?.row ?? null;
  const waitingForSync = live?.waitingForSync ?? false;
  const isOn = useCallback(async () => Boolean(user && key && (await tableOf(user.db, entity).get(key))), [user, entity, key]);
  const setOn = useCallback(async (on: boolean) => {
    if (user && key) await set(user, on);
  }, [user, key, set]);
  const opening = useOfflineUserOpening(user);
  const { toggle, working } = useSetToggle(user, opening, isOn, setOn, texts);
  return { on: Boolean(row), row, waitingForSync, loggedIn: Boolean(user), opening, working, toggle };
}

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
export function useSetToggle(user: OfflineUser | null, opening: boolean, isOn: () => Promise<boolean>, set: (on: boolean) => Promise<void>, texts: ToggleTexts) {
  const { t } = useLocale();
  const busy = useRef(false);
  const [working, setWorking] = useState(false);
  const toggle = useCallback(async () => {
    if (!user) {
      if (!opening) notifyOffline('warning', texts.loginRequired);
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
  }, [user, opening, isOn, set, texts, t]);
  return { toggle, working };
}
