import { Alert, Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Pager, PageStatusView, pageStatusOf } from '../../../components/content';
import { ItemCard } from '../../../components/item-card';
import { staticClass } from '../../../components/static-styles';
import { gridSizes } from '../../../components/responsive-image';
import { useLocale } from '../../../i18n/use-locale';
import { FavouriteButton } from '../../../lib/offline/components/ToggleButtons';
import { loginPath, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { detailHref } from '../../../shared/catalogue/links';
import type { Recommendation, RecommendReason } from '../../../shared/contract/calls/recommend';
import { recommendChannelOf } from '../../../shared/recommend';
import { LAST_PAGE, pageFrom, recommendHref, recommendQuery } from '../api/queries';
import { itemRef, useFavouritedBefore } from '../hooks/use-favourited-before';

const COLUMNS = { base: 2, md: 3, lg: 4, xl: 5 };

/** "因为你收藏了「…」 · 同为浪漫风格": why this item is on the member's list. */
function ReasonText({ reason }: { reason: RecommendReason }) {
  const { t } = useLocale();
  let text: string;
  switch (reason.kind) {
    case 'favourite':
    case 'view':
      text = t(reason.kind === 'favourite' ? 'recommend.becauseFavourite' : 'recommend.becauseView', { title: reason.title });
      if (reason.shared.length) text += ` · ${t('recommend.sharedStyles', { styles: reason.shared.join('、') })}`;
      break;
    case 'brand':
      text = t('recommend.becauseBrand', { name: reason.name });
      break;
    case 'palette':
      text = t('recommend.becausePalette', { title: reason.title });
      break;
    default:
      text = t('recommend.popular');
  }
  return (
    <HStack gap="1.5" align="start" fontSize="xs" color={reason.kind === 'popular' ? 'fg.muted' : 'loom.fg'} data-testid="recommend-reason" data-kind={reason.kind}>
      {reason.kind === 'palette' && <Box flexShrink={0} mt="0.5" boxSize="3" borderRadius="full" bg={reason.colour} borderWidth="1px" borderColor="border" />}
      <Text lineClamp={2}>{text}</Text>
    </HStack>
  );
}

function RecommendCard({ entry, index }: { entry: Recommendation; index: number }) {
  const { t } = useLocale();
  const { item } = entry;
  return (
    <Stack as="li" gap="2" minW="0" data-testid="recommend-card" data-item={item.id} data-styles={entry.styles.join(',')}>
      <ItemCard item={item} href={detailHref(item)} priority={index < 5} sizes={gridSizes(COLUMNS)} />
      <ReasonText reason={entry.reason} />
      <Flex justify="space-between" align="center" gap="2">
        <Text fontSize="xs" color="fg.muted" lineClamp={1} data-testid="recommend-styles">
          {entry.styles.length ? `${t('recommend.styles')}：${entry.styles.join('、')}` : ''}
        </Text>
        <FavouriteButton item={{ itemId: item.id, type: item.type, title: item.title, cover: item.cover_thumb }} size="xs" className={staticClass('no-shrink')} />
      </Flex>
    </Stack>
  );
}

/** /list/intelligent_recommend/channel/:channel?p=: the member's recommendations, each with its reason. */
export function RecommendPage() {
  const { t, locale } = useLocale();
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname, search: query } = useLocation();
  const { info, loggedIn } = useSession();
  const channel = recommendChannelOf(params.channel);
  const page = pageFrom(search);
  const recommendations = useQuery({ ...recommendQuery(channel, page, locale), enabled: loggedIn });
  usePageTitle(t('recommend.title'));
  const data = recommendations.data;
  const favourited = useFavouritedBefore(recommendations.dataUpdatedAt);
  const shown = data?.list.filter((entry) => !favourited.has(itemRef(entry.item.type, entry.item.id))) ?? [];
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="6" data-testid="recommend-page">
      <Heading as="h1" fontFamily="display" fontSize="2xl" mb="2">
        {t('recommend.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="6">
        {t('recommend.intro')}
      </Text>
      {info && !loggedIn ? (
        <Flex direction="column" align="center" gap="3" py="16" textAlign="center" data-testid="recommend-login">
          <Heading as="p" fontSize="lg">
            {t('recommend.loginFirst')}
          </Heading>
          <Text color="fg.muted" fontSize="sm" maxW="md">
            {t('recommend.loginHint')}
          </Text>
          <Button asChild colorPalette="loom" size="sm">
            <RouterLink to={loginPath(`${pathname}${query}`)}>{t('recommend.login')}</RouterLink>
          </Button>
        </Flex>
      ) : (
        <PageStatusView
          status={!info ? 'loading' : data && data.list.length === 0 ? 4000 : pageStatusOf(recommendations)}
          error={recommendations.error}
          onRetry={() => void recommendations.refetch()}
          empty={{ title: t('recommend.empty'), hint: t('recommend.emptyHint') }}
        >
          {data && (
            <Stack gap="5">
              {!data.personalised && (
                <Alert.Root status="info" variant="subtle" borderRadius="md" data-testid="recommend-cold-start">
                  <Alert.Indicator />
                  <Alert.Description fontSize="sm">{t('recommend.coldStart')}</Alert.Description>
                </Alert.Root>
              )}
              <Text fontSize="sm" color="fg.muted" data-testid="recommend-count">
                {t('recommend.results', { count: data.count })}
              </Text>
              <SimpleGrid as="ul" listStyleType="none" columns={COLUMNS} gap={{ base: '3', md: '5' }} data-testid="recommend-grid">
                {shown.map((entry, index) => (
                  <RecommendCard key={entry.item.id} entry={entry} index={index} />
                ))}
              </SimpleGrid>
              <Pager page={page} pageCount={Math.min(LAST_PAGE, Math.ceil(data.count / data.page_size))} hrefFor={(p) => recommendHref(channel, p)} />
            </Stack>
          )}
        </PageStatusView>
      )}
    </Box>
  );
}
