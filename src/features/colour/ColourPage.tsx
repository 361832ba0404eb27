import { Badge, Box, Container, Flex, Heading, HStack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { GridSkeleton } from '../../components/content';
import { navListQuery } from '../../lib/catalogue';
import { channelFromSearch } from '../../lib/channels';
import { fillPath } from '../../lib/path';
import { usePageTitle } from '../../lib/use-page-title';
import { useLocale } from '../../i18n/use-locale';
import { HelpTip } from './components/HelpTip';
import { activeTab, tabSearch, visibleTabs, type ColourTab, type ColourTabKey } from './tabs';

const panels: Record<ColourTabKey, ReturnType<typeof lazy>> = {
  analysis: lazy(() => import('./components/AnalysisTab')),
  insight: lazy(() => import('./components/InsightTab')),
  mood: lazy(() => import('./components/MoodTab')),
  library: lazy(() => import('./components/LibraryTab')),
  picker: lazy(() => import('./components/PickerTab')),
  matching: lazy(() => import('./components/MatchingTab')),
  palettes: lazy(() => import('./components/PalettesTab')),
};

function TabLink({ tab, href, active }: { tab: ColourTab; href: string; active: boolean }) {
  const { t } = useLocale();
  const label = t(`colour.tab.${tab.key}`);
  return (
    <HStack gap="1" flexShrink={0}>
      <chakra.a
        asChild
        data-testid={`colour-tab-${tab.ntype}`}
        aria-current={active ? 'page' : undefined}
        px={{ base: '3', md: '4' }}
        py="2.5"
        fontSize={{ base: 'sm', md: 'md' }}
        fontWeight={active ? 'semibold' : 'medium'}
        color={active ? 'fg' : 'fg.muted'}
        borderBottomWidth="2px"
        borderColor={active ? 'loom.solid' : 'transparent'}
        _hover={{ color: 'fg' }}
        whiteSpace="nowrap"
      >
        <RouterLink to={href}>
          {label}
          {tab.isNew && (
            <Badge ml="1.5" size="xs" colorPalette="red" variant="solid" data-testid="colour-tab-new">
              {t('colour.newBadge')}
            </Badge>
          )}
        </RouterLink>
      </chakra.a>
      {tab.help && (
        <HelpTip text={t('colour.moodHelp')} testId="colour-mood-help" />
      )}
    </HStack>
  );
}

/**
 * /list/color?ntype=…&channel=… (spec §2 Colour): the colour tools under one sub-navigation. Which
 * tabs show depends on the channel (insight) and its column list (analysis needs color_real).
 */
export function ColourPage() {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const channel = channelFromSearch(search);
  const ntypeText = search.get('ntype');
  const ntype = ntypeText === null || ntypeText === '' || !/^\d+$/.test(ntypeText) ? null : Number(ntypeText);
  const nav = useQuery(navListQuery(channel, locale));
  const columns = nav.data ? [...nav.data.list, ...nav.data.mid_list] : [];
  usePageTitle(t('colour.pageTitle'));

  const tabs = visibleTabs(channel, columns);
  const active = activeTab(ntype, channel, columns);
  const Panel = panels[active.key];
  const hrefWith = (patch: Record<string, string | number | undefined>) =>
    fillPath('/list/color', { ...Object.fromEntries(search), ...patch });

  return (
    <Box data-testid="colour-page" data-channel={channel} data-active-tab={active.ntype}>
      <Box bg="bg.hero" borderBottomWidth="1px" borderColor="border.muted">
        <Container maxW="1360px" pt={{ base: '6', md: '10' }}>
          <Flex align="baseline" gap="4" wrap="wrap">
            <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="semibold">
              {t('colour.pageTitle')}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('colour.pageLead')}
            </Text>
          </Flex>
          <HStack as="nav" aria-label={t('colour.pageTitle')} mt="4" gap="0" overflowX="auto" data-testid="colour-tabs" aria-busy={nav.isPending}>
            {tabs.map((tab) => (
              <TabLink key={tab.ntype} tab={tab} active={tab === active} href={fillPath('/list/color', tabSearch(tab, channel, columns))} />
            ))}
          </HStack>
        </Container>
      </Box>
      <Container maxW="1360px" py={{ base: '6', md: '8' }}>
        <Suspense fallback={<GridSkeleton count={8} />}>
          <Panel channel={channel} search={search} hrefWith={hrefWith} />
        </Suspense>
      </Container>
    </Box>
  );
}

export { ColourPage as Component };
