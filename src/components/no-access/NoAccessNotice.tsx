import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { loginPath, useSession } from '../../lib/session';
import { useLocale } from '../../i18n/use-locale';
import { NoAccessCover, type NoAccessKind } from './covers';
import { ServiceContact } from './ServiceContact';

export interface NoAccessNoticeProps {
  /** Omit to choose from the session: guest → login, member → vip, VIP → permission. */
  kind?: NoAccessKind;
  /** A guest's click on the cover goes straight to login (else it says 请先登录！). */
  redirectToLogin?: boolean;
}

/**
 * The no-access widget (spec §6, §8): the guest copy with login and register, or the member copy
 * with the customer-service line and a QR code. The server has already withheld the content.
 */
export function NoAccessNotice({ kind, redirectToLogin = false }: NoAccessNoticeProps) {
  const { t } = useLocale();
  const { info, loggedIn } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [askedToLogin, setAskedToLogin] = useState(false);
  const here = pathname + search;
  const shown: NoAccessKind = kind ?? (!loggedIn ? 'login' : info?.is_vip ? 'permission' : 'vip');
  const guest = shown === 'login';

  const onCoverClick = () => {
    if (!guest) return;
    if (redirectToLogin) navigate(loginPath(here));
    else setAskedToLogin(true);
  };

  return (
    <Flex data-testid={`no-access-${shown}`} direction="column" align="center" textAlign="center" gap="4" py={{ base: '10', md: '16' }} px="6">
      <Box
        as={guest ? 'button' : 'div'}
        onClick={onCoverClick}
        cursor={guest ? 'pointer' : undefined}
        w="full"
        maxW="320px"
        aria-label={guest ? t('access.login') : undefined}
      >
        <NoAccessCover kind={shown} label={t(shown === 'login' ? 'access.coverLogin' : shown === 'vip' ? 'access.coverVip' : 'access.coverPermission')} />
      </Box>
      {guest ? (
        <Stack gap="3" align="center" maxW="md">
          <Heading as="p" fontFamily="display" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold">
            {t('access.guestVip')}
          </Heading>
          {askedToLogin && (
            <Text color="loom.fg" fontSize="sm" role="alert">
              {t('access.loginFirst')}
            </Text>
          )}
          <Flex gap="3">
            <Button asChild size="sm" bg="loom.solid" color="loom.contrast" borderRadius="full" px="6">
              <RouterLink to={loginPath(here)}>{t('access.login')}</RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline" borderRadius="full" px="6">
              <RouterLink to={loginPath(here, 'register')}>{t('access.register')}</RouterLink>
            </Button>
          </Flex>
        </Stack>
      ) : (
        <Stack gap="3" align="center" maxW="md">
          <Heading as="p" fontFamily="display" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold">
            {t('access.noBrowse')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('access.contactService')}
          </Text>
          <ServiceContact />
          {shown === 'vip' && (
            <Link asChild fontSize="sm" color="gold.fg" fontWeight="semibold">
              <RouterLink to="/userCenter/member">{t('access.upgrade')}</RouterLink>
            </Link>
          )}
        </Stack>
      )}
    </Flex>
  );
}

/** The one-line guest notice with register and login links (spec §6 guest). */
export function GuestNotice() {
  const { t } = useLocale();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="guest-notice">
      {t('access.guestNoticeBefore')}{' '}
      <Link asChild color="loom.fg">
        <RouterLink to={loginPath(here, 'register')}>{t('access.register')}</RouterLink>
      </Link>{' '}
      {t('access.guestNoticeOr')}{' '}
      <Link asChild color="loom.fg">
        <RouterLink to={loginPath(here)}>{t('access.login')}</RouterLink>
      </Link>
      {t('access.guestNoticeAfter')}
    </Text>
  );
}
