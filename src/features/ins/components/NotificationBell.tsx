import { useQuery } from '@tanstack/react-query';
import { lazy, type ComponentProps } from 'react';
import { staticClass } from '../../../components/static-styles';
import { useLocale } from '../../../i18n/use-locale';
import { insQuery } from '../../../lib/ins/api';
import { useSession } from '../../../lib/session';
import { OpenOnIntent } from '../../../lib/open-on-intent';

function Bell() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

const loadPanel = () => import('./NotificationPanel');
const NotificationPanel = lazy(loadPanel);

/**
 * Header bell of the gallery's notifications: unread badge here; the list, read one and read all
 * in a popover that loads when the reader first points at, focuses or opens the bell (the popover
 * machinery is not part of the first JavaScript, issue #11). Signed-in users only.
 */
export function NotificationBell() {
  const { info } = useSession();
  if (!info || info.isLogin !== 1) return null;
  return <SignedInBell />;
}

function SignedInBell() {
  const { t, locale } = useLocale();
  // Notifications arrive on the server (a follow synced from the outbox, another device): each page
  // asks again, never showing only the count restored from the persisted cache.
  const unread = useQuery({ ...insQuery('notificationUnread', {}, [], locale), refetchOnMount: 'always', refetchInterval: 60_000 });
  const count = unread.data?.count ?? 0;
  const button = (props: ComponentProps<'button'>) => (
    <button type="button" className={staticClass('bell-button')} aria-label={t('ins.notifications')} data-testid="notification-bell" {...props}>
      <Bell />
      {count > 0 && (
        <div className={staticClass('bell-unread')} data-testid="unread-badge">
          {count > 99 ? '99+' : count}
        </div>
      )}
    </button>
  );
  return (
    <OpenOnIntent load={loadPanel} popup="dialog" trigger={button}>
      {(trigger) => <NotificationPanel trigger={trigger} unreadCount={count} />}
    </OpenOnIntent>
  );
}
