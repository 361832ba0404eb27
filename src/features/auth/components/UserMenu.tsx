import { Badge, Box, Button, Circle, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { queryOptionsFor } from '../../../lib/api';
import { loginPath, useSession } from '../../../lib/session';
import { useLocale } from '../../../i18n/use-locale';
import { logout } from '../api/auth-api';

const MENU_LINKS = [
  { to: '/userCenter/index', key: 'account.userCenter' },
  { to: '/userCenter/index', key: 'account.myCollections' },
  { to: '/userCenter/orderManage', key: 'account.myOrders' },
  { to: '/userCenter/setting', key: 'account.accountSettings' },
] as const;

function VipUntil() {
  const { t, locale } = useLocale();
  const { data } = useQuery(queryOptionsFor('oct/UserCenter/getMyInfo', {}, locale));
  if (!data?.vip_end_date || !data.is_vip) return null;
  return (
    <Text fontSize="xs" color="gold.fg">
      {t('account.vipUntil', { date: data.vip_end_date })}
    </Text>
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
      <HStack gap="1" data-testid="guest-actions">
        <Button asChild variant="ghost" size="sm" borderRadius="full">
          <RouterLink to={loginPath(here)}>{t('account.login')}</RouterLink>
        </Button>
        <Button asChild size="sm" borderRadius="full" bg="loom.solid" color="loom.contrast" display={{ base: 'none', sm: 'inline-flex' }}>
          <RouterLink to={loginPath(here, 'register')}>{t('account.register')}</RouterLink>
        </Button>
      </HStack>
    );
  }
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" borderRadius="full" px="1.5" aria-label={t('account.menuLabel')} data-testid="user-menu">
          <Circle size="7" bg={info.is_vip ? 'gold.solid' : 'loom.solid'} color="white" fontSize="sm" fontWeight="semibold">
            {info.username.slice(0, 1).toUpperCase()}
          </Circle>
          <Text maxW="28" truncate display={{ base: 'none', lg: 'block' }}>
            {info.username}
          </Text>
          {info.is_vip === 1 && (
            <Badge bg="gold.solid" color="white" size="sm" borderRadius="full">
              {t('common.vip')}
            </Badge>
          )}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" truncate data-testid="user-menu-name">
                {info.username}
              </Text>
              <VipUntil />
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
