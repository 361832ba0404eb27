import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { UserInfo } from '../../../shared/contract/calls/account';
import { queryClient, queryOptionsFor } from '../../../lib/api';
import { loginPath, useSession } from '../../../lib/session';
import { useOpenOnIntent } from '../../../lib/use-open-on-intent';
import { useLocale } from '../../../i18n/use-locale';
import { staticClass } from '../../../components/static-styles';
import { AccountButton } from './AccountButton';

const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(loadAccountMenu);

/**
 * The account button; the menu itself loads when the reader points at or focuses the button
 * (prefetch) and mounts, open, on the first click (issue #11: not part of the first JavaScript).
 */
function SignedInMenu({ info }: { info: UserInfo }) {
  const { locale } = useLocale();
  // The menu's "VIP until" line comes with the menu's code, not with every page (one call less).
  const load = () => Promise.all([loadAccountMenu(), queryClient.prefetchQuery(queryOptionsFor('oct/UserCenter/getMyInfo', {}, locale))]);
  const { opened, triggerProps } = useOpenOnIntent(load);
  if (!opened) return <AccountButton info={info} aria-haspopup="menu" {...triggerProps} />;
  return (
    <Suspense fallback={<AccountButton info={info} />}>
      <AccountMenu info={info} defaultOpen />
    </Suspense>
  );
}

/** Header end: log in / sign up for guests, the account menu for signed-in users. */
export function UserMenu() {
  const { t } = useLocale();
  const { info, loggedIn } = useSession();
  const { pathname, search } = useLocation();
  if (!info) return null;
  if (!loggedIn) {
    const here = pathname === '/login' || pathname === '/register' ? undefined : pathname + search;
    return (
      // Static classes: a guest's first page (a shared link, as a rule) needs no Chakra theme for its header.
      <div className={staticClass('guest-actions')} data-testid="guest-actions">
        <RouterLink to={loginPath(here)} className={staticClass('guest-login')}>
          {t('account.login')}
        </RouterLink>
        <RouterLink to={loginPath(here, 'register')} className={staticClass('guest-register')}>
          {t('account.register')}
        </RouterLink>
      </div>
    );
  }
  return <SignedInMenu info={info} />;
}
