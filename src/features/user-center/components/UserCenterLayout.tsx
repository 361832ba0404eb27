import { Box, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { useLocale } from '../../../i18n/use-locale';
import type { PlainMessageKey } from '../../../i18n/translate';

const GROUPS: { title: PlainMessageKey; links: { to: string; label: PlainMessageKey }[] }[] = [
  {
    title: 'usercenter.groupCollections',
    links: [
      { to: '/userCenter/index', label: 'usercenter.kind.atlas' },
      { to: '/userCenter/mediaCollection', label: 'usercenter.kind.media' },
      { to: '/userCenter/themeCollection', label: 'usercenter.kind.theme' },
      { to: '/userCenter/videoCollection', label: 'usercenter.kind.video' },
      { to: '/userCenter/myFoot', label: 'usercenter.myFoot' },
      { to: '/userCenter/myFollow', label: 'usercenter.myFollow' },
      { to: '/userCenter/myPlans', label: 'planning.myPlans' },
    ],
  },
  {
    title: 'usercenter.groupAccount',
    links: [
      { to: '/userCenter/myInfo', label: 'usercenter.myInfo' },
      { to: '/userCenter/setting', label: 'usercenter.setting' },
      { to: '/userCenter/accountManage/complex', label: 'usercenter.accountManage' },
      { to: '/userCenter/orderManage', label: 'usercenter.orderManage' },
      { to: '/userCenter/member', label: 'usercenter.member' },
    ],
  },
];

function SideNav() {
  const { t } = useLocale();
  return (
    <Stack as="nav" aria-label={t('usercenter.navLabel')} gap="6" minW={{ md: '52' }}>
      {GROUPS.map((group) => (
        <Stack key={group.title} gap="1">
          <Text fontSize="xs" letterSpacing="0.12em" color="fg.subtle" px="3" textTransform="uppercase">
            {t(group.title)}
          </Text>
          <Flex direction={{ base: 'row', md: 'column' }} wrap="wrap" gap="1">
            {group.links.map((link) => (
              <Link
                key={link.to}
                asChild
                px="3"
                py="2"
                borderRadius="l2"
                fontSize="sm"
                color="fg.muted"
                _hover={{ textDecoration: 'none', bg: 'bg.muted', color: 'fg' }}
                css={{ '&[aria-current=page]': { bg: 'loom.subtle', color: 'loom.fg', fontWeight: 'semibold' } }}
              >
                <NavLink to={link.to} end>
                  {t(link.label)}
                </NavLink>
              </Link>
            ))}
          </Flex>
        </Stack>
      ))}
    </Stack>
  );
}

/** /userCenter: side navigation and the chosen page (guests never get here: the session guard sends them to /). */
export function UserCenterLayout() {
  const { t } = useLocale();
  const { info } = useSession();
  return (
    <Container maxW="1360px" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '6', md: '10' }} align="flex-start">
        <Box position={{ md: 'sticky' }} top={{ md: '32' }}>
          <Heading as="h1" fontFamily="display" fontSize="2xl" px="3" mb="1">
            {t('usercenter.title')}
          </Heading>
          {/* Its line is kept while the session loads: the nav below did not move when the name arrived. */}
          <Text px="3" mb="5" fontSize="sm" color="fg.muted" data-testid={info?.username ? 'usercenter-username' : undefined}>
            {info?.username || '\u00a0'}
          </Text>
          <SideNav />
        </Box>
        <Box flex="1" minW="0" w="full">
          <Outlet />
        </Box>
      </Flex>
    </Container>
  );
}

/** A page title row inside the user centre. */
export function SectionTitle({ children, aside }: { children: string; aside?: ReactNode }) {
  return (
    <Flex align="baseline" justify="space-between" gap="4" mb="5" wrap="wrap">
      <Heading as="h2" fontFamily="display" fontSize={{ base: 'xl', md: '2xl' }}>
        {children}
      </Heading>
      {aside}
    </Flex>
  );
}
