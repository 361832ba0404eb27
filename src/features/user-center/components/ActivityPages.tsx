import { Box, Circle, Flex, Image, Link, SimpleGrid, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ItemGrid } from '../../../components/content';
import { uperHref } from '../../../lib/ins/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLocale } from '../../../i18n/use-locale';
import type { FollowCard } from '../../../shared/contract/calls/usercenter';
import { followsQuery, historyQuery, pageParam, USER_CENTER_PAGE_SIZE } from '../api/queries';
import { PagedResults } from './PagedResults';
import { SectionTitle } from './UserCenterLayout';

/** /userCenter/myFoot: browsing history, latest first. */
export function HistoryPage() {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const page = pageParam(search);
  const query = useQuery(historyQuery(page, locale));
  usePageTitle(t('usercenter.myFoot'));
  return (
    <Box data-testid="history-page">
      <SectionTitle>{t('usercenter.myFoot')}</SectionTitle>
      <PagedResults query={query} page={page} pageSize={USER_CENTER_PAGE_SIZE} empty={{ title: t('usercenter.emptyHistory'), hint: t('usercenter.emptyHistoryHint') }}>
        {(data) => <ItemGrid items={data.list} />}
      </PagedResults>
    </Box>
  );
}

function FollowTile({ follow }: { follow: FollowCard }) {
  const { t, formatDate } = useLocale();
  return (
    <Flex as="li" align="center" gap="3" p="3" borderRadius="l3" borderWidth="1px" borderColor="border.muted" bg="bg.surface" data-testid="follow-card">
      {follow.cover ? (
        <Image src={follow.cover} alt="" w="14" h="14" borderRadius="full" objectFit="cover" bg="bg.muted" />
      ) : (
        <Circle size="14" bg="loom.subtle" color="loom.fg" fontFamily="display" fontSize="xl">
          {follow.name.slice(0, 1)}
        </Circle>
      )}
      <Box minW="0" flex="1">
        {follow.data_type === 'blogger' ? (
          // A followed blogger opens their page (and an offline pack of this tab takes it along).
          <Link asChild fontWeight="semibold" display="block" truncate data-testid="follow-link">
            <RouterLink to={uperHref(follow.tag_id)}>{follow.name}</RouterLink>
          </Link>
        ) : (
          <Text fontWeight="semibold" truncate>
            {follow.name}
          </Text>
        )}
        {follow.name_en !== follow.name && (
          <Text fontSize="xs" color="fg.muted" truncate>
            {follow.name_en}
          </Text>
        )}
        <Text fontSize="xs" color="fg.subtle">
          {t('usercenter.followedOn', { date: formatDate(follow.follow_time) })}
        </Text>
      </Box>
      {follow.up_new_num > 0 && (
        <Text fontSize="xs" fontWeight="semibold" color="loom.fg" bg="loom.subtle" px="2" py="0.5" borderRadius="full" flexShrink={0}>
          {t('usercenter.newCount', { count: follow.up_new_num })}
        </Text>
      )}
    </Flex>
  );
}

function FollowList({ dataType }: { dataType: 'brand' | 'blogger' }) {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const page = pageParam(search);
  const query = useQuery(followsQuery(dataType, page, locale));
  return (
    <PagedResults query={query} page={page} pageSize={USER_CENTER_PAGE_SIZE} empty={{ title: t('usercenter.emptyFollows'), hint: t('usercenter.emptyFollowsHint') }}>
      {(data) => (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 3 }} gap="3">
          {data.list.map((follow) => (
            <FollowTile key={follow.id} follow={follow} />
          ))}
        </SimpleGrid>
      )}
    </PagedResults>
  );
}

/** /userCenter/myFollow: followed brands and bloggers (?tab=blogger). */
export function FollowPage() {
  const { t } = useLocale();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'blogger' ? 'blogger' : 'brand';
  usePageTitle(t('usercenter.myFollow'));
  return (
    <Box data-testid="follow-page">
      <SectionTitle>{t('usercenter.myFollow')}</SectionTitle>
      <Tabs.Root value={tab} onValueChange={({ value }) => setSearch(value === 'blogger' ? { tab: 'blogger' } : {})} variant="line" lazyMount>
        <Tabs.List mb="5">
          <Tabs.Trigger value="brand">{t('usercenter.brands')}</Tabs.Trigger>
          <Tabs.Trigger value="blogger">{t('usercenter.bloggers')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="brand">
          <FollowList dataType="brand" />
        </Tabs.Content>
        <Tabs.Content value="blogger">
          <FollowList dataType="blogger" />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
