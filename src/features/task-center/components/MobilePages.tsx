import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CountChips, PageStatusView, pageStatusOf } from '../../../components/content';
import { ItemCard } from '../../../components/item-card';
import { LogoMark } from '../../../components/logo-mark';
import { gridSizes } from '../../../components/responsive-image';
import { DEFAULT_CHANNEL } from '../../../lib/channels';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLocale } from '../../../i18n/use-locale';
import { detailHref } from '../../../shared/catalogue/links';
import type { ChannelUpdate } from '../../../shared/contract/calls/tasks';
import { channelNewsQuery, shareCardQuery } from '../api/queries';

const PHONE_SIZES = gridSizes({ base: 2 });

/** A phone-sized page opened from a shared link: brand bar, content, and the way into the app. */
function MobileFrame({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const { t } = useLocale();
  usePageTitle(title);
  return (
    <Box minH="100dvh" bg="bg.muted" data-testid={testId}>
      <Stack maxW="md" mx="auto" minH="100dvh" bg="bg" gap="0">
        <Flex as="header" align="center" gap="2.5" px="4" py="3" borderBottomWidth="1px" borderColor="border.muted" position="sticky" top="0" bg="bg" zIndex="1">
          <Box boxSize="7" flexShrink="0" borderRadius="l2" overflow="hidden" css={{ '& svg': { width: 'full', height: 'full' } }}>
            <LogoMark />
          </Box>
          <Text fontFamily="display" fontWeight="bold" letterSpacing="0.12em">
            潮织
          </Text>
          <Text color="fg.muted" fontSize="sm" ms="auto">
            {title}
          </Text>
        </Flex>
        <Stack as="main" flex="1" gap="5" px="4" py="5">
          {children}
        </Stack>
        <Box as="footer" position="sticky" bottom="0" p="4" bg="bg" borderTopWidth="1px" borderColor="border.muted">
          <Button asChild w="full" borderRadius="full" bg="loom.solid" color="loom.contrast" size="lg">
            <RouterLink to="/index/home">{t('tasks.mobileOpenApp')}</RouterLink>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** /m/shareResult/:id — the report a member shared. */
export function ShareResultPage() {
  const { t, locale } = useLocale();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...shareCardQuery(valid ? id : 1, locale), enabled: valid });
  const item = query.data?.item;
  return (
    <MobileFrame title={t('tasks.mobileShareResult')} testId="mobile-share-result">
      <PageStatusView status={valid ? pageStatusOf(query) : 4000} error={query.error} onRetry={() => void query.refetch()} empty={{ title: t('tasks.notFound') }} skeleton="article">
        {item && (
          <Stack gap="4">
            <Box maxW="sm" mx="auto" w="full">
              <ItemCard item={item} href={detailHref(item)} priority sizes="(max-width: 448px) 100vw, 448px" />
            </Box>
            {item.locked && (
              <Text fontSize="sm" color="fg.muted" textAlign="center">
                {t('tasks.mobileLocked')}
              </Text>
            )}
          </Stack>
        )}
      </PageStatusView>
    </MobileFrame>
  );
}

function NewsBody({ news }: { news: ChannelUpdate }) {
  const { t } = useLocale();
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" fontSize="xl" fontFamily="display">
          {news.name}
        </Heading>
        <Text color="fg.muted" fontSize="sm" data-testid="mobile-news-count">
          {t('tasks.mobileCount', { count: news.count })}
        </Text>
      </Stack>
      <CountChips groups={news.groups} />
      <SimpleGrid as="ul" listStyleType="none" columns={2} gap="3">
        {news.list.map((item, index) => (
          <Box as="li" key={item.id} minW="0">
            <ItemCard item={item} href={detailHref(item)} priority={index < 4} sizes={PHONE_SIZES} />
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ChannelNewsPage({ group, title, testId }: { group: 'column' | 'fabric'; title: string; testId: string }) {
  const { locale } = useLocale();
  const raw = Number(useParams().channel);
  const channel = Number.isInteger(raw) && raw > 0 ? raw : DEFAULT_CHANNEL;
  const query = useQuery(channelNewsQuery(channel, group, locale));
  return (
    <MobileFrame title={title} testId={testId}>
      <PageStatusView status={pageStatusOf(query)} error={query.error} onRetry={() => void query.refetch()}>
        {query.data && <NewsBody news={query.data} />}
      </PageStatusView>
    </MobileFrame>
  );
}

/** /m/shareUpdate/:channel? — a channel's new content of the last 30 days, grouped by column. */
export function ShareUpdatePage() {
  const { t } = useLocale();
  return <ChannelNewsPage group="column" title={t('tasks.mobileShareUpdate')} testId="mobile-share-update" />;
}

/** /m/fabricUpdate/:channel? — new items carrying a fabric, grouped by fabric. */
export function FabricUpdatePage() {
  const { t } = useLocale();
  return <ChannelNewsPage group="fabric" title={t('tasks.mobileFabricUpdate')} testId="mobile-fabric-update" />;
}
