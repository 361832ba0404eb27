import type { ComponentProps } from 'react';
import { staticClass } from '../../../components/static-styles';
import type { UserInfo } from '../../../shared/contract/calls/account';
import { useLocale } from '../../../i18n/use-locale';

/** The header's account button (initial, name, VIP badge): the menu's trigger once the menu has loaded. */
export function AccountButton({ info, ...props }: { info: UserInfo } & ComponentProps<'button'>) {
  const { t } = useLocale();
  return (
    <button type="button" className={staticClass('account-button')} aria-label={t('account.menuLabel')} data-testid="user-menu" {...props}>
      <div className={staticClass(info.is_vip ? 'account-initial-vip' : 'account-initial')}>{info.username.slice(0, 1).toUpperCase()}</div>
      <p className={staticClass('account-name')}>{info.username}</p>
      {info.is_vip === 1 && <span className={staticClass('account-vip')}>{t('common.vip')}</span>}
    </button>
  );
}
