import { Box, Button, Center, Container, Flex, HStack, Input, Link, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageStatusView } from '../../../components/content';
import { NoAccessNotice } from '../../../components/no-access';
import { useLocale } from '../../../i18n/use-locale';
import { useDocumentTitle } from '../../../lib/use-page-title';
import { HUMEN_MAX_RANGE_DAYS, HUMEN_PRESETS, addDays, rangeDays } from '../../../shared/humen';
import { humenHref, useHumenGate, type HumenContext } from '../hooks/use-humen';

const NAV = [
  ['dataDashboard', 'humen.dashboard'],
  ['clothingData', 'humen.clothing'],
] as const;

/** The market-data product's top bar: brand, market switcher, the two data screens, back to the site. */
export function HumenTopBar({ context }: { context?: HumenContext }) {
  const { t } = useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Box as="header" bg="gray.950" color="white" borderBottomWidth="3px" borderColor="loom.solid">
      <Flex maxW="8xl" mx="auto" px={{ base: '4', md: '6' }} h="14" align="center" gap={{ base: '3', md: '6' }}>
        <Link asChild _hover={{ textDecoration: 'none' }} color="white">
          <RouterLink to={context ? humenHref('menu', context) : '/humen/entry'}>
            <HStack gap="2">
              <Center w="8" h="8" borderRadius="md" bg="loom.solid" fontWeight="bold" fontSize="sm">
                HM
              </Center>
              <Stack gap="0" lineHeight="1.1">
                <Text fontWeight="bold" fontSize="sm">
                  {t('humen.product')}
                </Text>
                <Text fontSize="2xs" color="whiteAlpha.700" hideBelow="md">
                  {t('humen.tagline')}
                </Text>
              </Stack>
            </HStack>
          </RouterLink>
        </Link>
        {context && (
          <HStack as="nav" gap="1" aria-label={t('humen.product')}>
            {NAV.map(([path, key]) => {
              const active = pathname === `/humen/${path}`;
              return (
                <Link
                  key={path}
                  asChild
                  px="3"
                  py="1.5"
                  borderRadius="md"
                  fontSize="sm"
                  color={active ? 'white' : 'whiteAlpha.700'}
                  bg={active ? 'whiteAlpha.200' : undefined}
                  fontWeight={active ? 'semibold' : 'normal'}
                  _hover={{ color: 'white', textDecoration: 'none' }}
                >
                  <RouterLink to={humenHref(path, context)} aria-current={active ? 'page' : undefined}>
                    {t(key)}
                  </RouterLink>
                </Link>
              );
            })}
          </HStack>
        )}
        <Box flex="1" />
        {context && context.channels.length > 1 && (
          <NativeSelect.Root size="sm" w="auto" colorPalette="gray">
            <NativeSelect.Field
              aria-label={t('humen.switchMarket')}
              data-testid="humen-market"
              value={context.channel}
              bg="whiteAlpha.100"
              color="white"
              borderColor="whiteAlpha.300"
              onChange={(event) => navigate(humenHref(pathname.split('/').pop() ?? 'dataDashboard', { ...context, channel: Number(event.currentTarget.value) }))}
            >
              {context.channels.map((c) => (
                <option key={c.id} value={c.id} style={{ color: 'black' }}>
                  {t('humen.market', { name: c.name })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator color="whiteAlpha.700" />
          </NativeSelect.Root>
        )}
        <Link asChild fontSize="sm" color="whiteAlpha.800" hideBelow="md">
          <RouterLink to="/">{t('humen.backToSite')}</RouterLink>
        </Link>
      </Flex>
    </Box>
  );
}

/**
 * The frame of every /humen page past the login: guests go to /humen/login, members whose package
 * opens no market see the no-access prompt, a failed check shows its page status (the server's
 * message, a retry), the rest get the page with their market and dates.
 */
export function HumenFrame({ title, children }: { title: string; children: (context: HumenContext) => ReactNode }) {
  const { t } = useLocale();
  const gate = useHumenGate();
  const { pathname, search } = useLocation();
  useDocumentTitle(`${title} - ${t('humen.product')}`);
  if (gate.state === 'guest') return <Navigate to={`/humen/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  const context = gate.state === 'ready' ? gate.context : undefined;
  return (
    <Box minH="100dvh" bg="bg.canvas" data-testid="humen-frame">
      <HumenTopBar context={context} />
      {gate.state === 'loading' ? (
        <Center py="24">
          <Spinner />
        </Center>
      ) : gate.state === 'failed' ? (
        <Container maxW="3xl" data-testid="humen-failed">
          <PageStatusView status={gate.status} error={gate.error} onRetry={gate.retry} />
        </Container>
      ) : gate.state === 'denied' ? (
        <Container maxW="3xl" py="10" data-testid="humen-no-access">
          <NoAccessNotice kind={gate.isVip ? 'permission' : 'vip'} />
        </Container>
      ) : gate.state === 'empty' ? (
        <Center py="24" color="fg.muted">
          {t('humen.noData')}
        </Center>
      ) : (
        <Box maxW="8xl" mx="auto" px={{ base: '4', md: '6' }} py="5">
          {children(gate.context)}
        </Box>
      )}
    </Box>
  );
}

/** Presets and two date inputs; a valid choice goes into the URL (from, to), which drives the queries. */
export function RangePicker({ context }: { context: HumenContext }) {
  const { t, locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const [from, setFrom] = useState(context.from);
  const [to, setTo] = useState(context.to);
  useEffect(() => {
    setFrom(context.from);
    setTo(context.to);
  }, [context.from, context.to]);
  const days = rangeDays(from, to);
  const valid = Number.isFinite(days) && days >= 1 && days <= HUMEN_MAX_RANGE_DAYS;
  const apply = (nextFrom: string, nextTo: string) => {
    const next = new URLSearchParams(search);
    next.set('channel', String(context.channel));
    next.set('from', nextFrom);
    next.set('to', nextTo);
    setSearch(next);
  };
  return (
    <Flex gap="2" align="center" wrap="wrap" data-testid="humen-range">
      <HStack gap="1" bg="bg.surface" borderWidth="1px" borderColor="border.muted" borderRadius="md" p="0.5">
        {HUMEN_PRESETS.map((preset) => {
          const presetFrom = addDays(context.lastDay, -(preset.days - 1));
          const active = context.from === presetFrom && context.to === context.lastDay;
          return (
            <Button
              key={preset.key}
              size="xs"
              variant={active ? 'solid' : 'ghost'}
              bg={active ? 'loom.solid' : undefined}
              color={active ? 'loom.contrast' : 'fg.muted'}
              data-testid={`humen-preset-${preset.key}`}
              onClick={() => apply(presetFrom, context.lastDay)}
            >
              {locale === 'en' ? preset.en : preset.zh}
            </Button>
          );
        })}
      </HStack>
      <HStack gap="1">
        <Input size="sm" type="date" w="9.5rem" aria-label={t('humen.from')} data-testid="humen-from" value={from} min={context.firstDay} max={context.lastDay} onChange={(e) => setFrom(e.currentTarget.value)} bg="bg.surface" />
        <Text color="fg.muted">–</Text>
        <Input size="sm" type="date" w="9.5rem" aria-label={t('humen.to')} data-testid="humen-to" value={to} min={context.firstDay} max={context.lastDay} onChange={(e) => setTo(e.currentTarget.value)} bg="bg.surface" />
        <Button size="sm" variant="outline" disabled={!valid} onClick={() => apply(from, to)} data-testid="humen-apply">
          {t('humen.apply')}
        </Button>
      </HStack>
    </Flex>
  );
}
