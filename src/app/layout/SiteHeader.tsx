import { Box, Button, Container, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { GlobeIcon, MoonIcon, SunIcon } from '../../components/icons';
import { SlotList } from '../../components/slot';
import { MAIN_CHANNELS, useCurrentChannel } from '../../lib/channels';
import { useHeadTheme } from '../../lib/head-theme';
import { useLocale } from '../../i18n/use-locale';
import { headerEndSlots } from '../feature-slots';
import { ColumnNav } from './ColumnNav';
import { Logo } from './Logo';
import { SearchBox } from './SearchBox';

function ChannelTabs() {
  const { t } = useLocale();
  const channel = useCurrentChannel();
  const { pathname } = useLocation();
  return (
    <HStack as="nav" aria-label={t('shell.channelNav')} gap="1" display={{ base: 'none', md: 'flex' }}>
      {MAIN_CHANNELS.map((id) => {
        const active = id === channel;
        return (
          <Link
            key={id}
            asChild
            px="3"
            py="1.5"
            borderRadius="full"
            fontSize="sm"
            fontWeight="medium"
            color={active ? 'fg.inverted' : 'fg.muted'}
            bg={active ? 'fg' : 'transparent'}
            _hover={{ textDecoration: 'none', color: active ? 'fg.inverted' : 'fg' }}
            aria-current={active ? 'true' : undefined}
          >
            {/* Switching channel keeps the reader on the same page type: lists keep their path. */}
            <RouterLink to={`${pathname.startsWith('/list/') ? pathname : '/index/home'}?channel=${id}`}>{t(`common.channel.${id}`)}</RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}

function LocaleSwitch() {
  const { t, locale, setLocale } = useLocale();
  return (
    <Button
      variant="ghost"
      size="sm"
      borderRadius="full"
      color="fg.muted"
      aria-label={t('shell.switchLocaleLabel')}
      data-testid="locale-switch"
      onClick={() => setLocale(locale === 'zh' ? 'en' : 'zh')}
    >
      <GlobeIcon boxSize="4" />
      {/* The full name where the header has room; iPad portrait gets the short form. */}
      <Box as="span" display={{ base: 'none', xl: 'inline' }}>
        {t('shell.switchLocale')}
      </Box>
      <Box as="span" display={{ base: 'inline', xl: 'none' }}>
        {t('shell.switchLocaleShort')}
      </Box>
    </Button>
  );
}

function ThemeToggle() {
  const { t } = useLocale();
  const [theme, setTheme] = useHeadTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      borderRadius="full"
      color="fg.muted"
      aria-label={t(next === 'dark' ? 'shell.themeToDark' : 'shell.themeToLight')}
      data-testid="theme-toggle"
      onClick={() => setTheme(next)}
    >
      {theme === 'dark' ? <SunIcon boxSize="4.5" /> : <MoonIcon boxSize="4.5" />}
    </IconButton>
  );
}

/** Sticky site header (spec §2): head-dark / head-light follows the theme the reader chose. */
export function SiteHeader() {
  const [theme] = useHeadTheme();
  return (
    <Box
      as="header"
      className={`head-${theme}`}
      data-testid="site-header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg.surface/92"
      backdropFilter="saturate(180%) blur(14px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="1360px" px={{ base: '4', md: '8' }}>
        <Flex h="16" align="center" gap={{ base: '3', md: '6' }}>
          <Logo />
          <ChannelTabs />
          <Box flex="1" minW="160px" maxW="420px" ml="auto">
            <SearchBox />
          </Box>
          <HStack gap="1" flexShrink={0}>
            <SlotList slots={headerEndSlots} />
            <LocaleSwitch />
            <ThemeToggle />
          </HStack>
        </Flex>
      </Container>
      <Box borderTopWidth="1px" borderColor="border.muted">
        <Container maxW="1360px" px={{ base: '4', md: '8' }}>
          <ColumnNav />
        </Container>
      </Box>
    </Box>
  );
}
