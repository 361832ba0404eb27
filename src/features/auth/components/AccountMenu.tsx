import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { queryOptionsFor } from '../../../lib/api';
import type { UserInfo } from '../../../shared/contract/calls/account';
import { useLocale } from '../../../i18n/use-locale';
import { logout } from '../api/auth-api';
import { AccountButton } from './AccountButton';

const MENU_LINKS = [
  { to: '/userCenter/index', key: 'account.userCenter' },
  { to: '/userCenter/index', key: 'account.myCollections' },
  { to: '/userCenter/orderManage', key: 'account.myOrders' },
  { to: '/userCenter/setting', key: 'account.accountSettings' },
] as const;

/**
 * A VIP's end date under their name. Its line is there from the start (blank while the date loads):
 * a line appearing later moved the items below it under a pointer on its way to 退出登录.
 */
function VipUntil() {
  const { t, locale } = useLocale();
  const { data } = useQuery(queryOptionsFor('oct/UserCenter/getMyInfo', {}, locale));
  return (
    <Text fontSize="xs" color="gold.fg">
      {data?.is_vip && data.vip_end_date ? t('account.vipUntil', { date: data.vip_end_date }) : '\u00a0'}
    </Text>
  );
}

/**
 * The signed-in user's account menu. Its own chunk, loaded when the reader first points at,
 * focuses or opens the account button (Chakra's menu and positioning machinery are ≈ 18 KB
 * brotli that no page needs before then, issue #11); `defaultOpen` when a click loaded it.
 */
export default function AccountMenu({ info, defaultOpen }: { info: UserInfo; defaultOpen: boolean }) {
  const { t } = useLocale();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <AccountButton info={info} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" truncate data-testid="user-menu-name">
                {info.username}
              </Text>
              {info.is_vip === 1 && <VipUntil />}
            </Box>
            <Menu.Separator />
            {MENU_LINKS.map(({ to, key }) => (
              <Menu.Item key={key} value={key} asChild>
                <RouterLink to={to}>{t(key)}</RouterLink>
              </Menu.Item>
            ))}
            {info.is_vip === 0 && (
              <Menu.Item value="vip" asChild color="gold.fg" fontWeight="semibold">
                <RouterLink to="/userCenter/member">{t('account.upgradeVip')}</RouterLink>
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={() => void logout()} data-testid="logout">
              {t('account.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
