import { Box, Container, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { countText, Pager, pageStatusOf, PageStatusView, pageFrom, useListArgs, waitingStatusOf } from '../../components/content';
import { queryOptionsFor } from '../../lib/api';
import { columnsById, navListQuery } from '../../lib/catalogue';
import { DEFAULT_CHANNEL } from '../../lib/channels';
import { usePageTitle } from '../../lib/use-page-title';
import { useLocale } from '../../i18n/use-locale';
import { NewsRow } from './components/NewsRow';

/**
 * /list/news and /list/newsList: the channel's news column (url_str news) as a story list with
 * its sub-columns as tabs, 40 per page.
 */
export function NewsPage() {
  const localeApi = useLocale();
  const { t, locale } = localeApi;
  const name = useLocation().pathname.endsWith('/newsList') ? 'newsList' : 'news';
  const [args, , hrefWith] = useListArgs();
  const channel = Number(args.channel ?? DEFAULT_CHANNEL);
  const nav = useQuery(navListQuery(channel, locale));
  const byId = nav.data ? columnsById([...nav.data.list, ...nav.data.mid_list]) : undefined;
  const news = byId ? [...byId.values()].find((column) => column.url_str === 'news') : undefined;
  const requested = args.column ? byId?.get(Number(args.column)) : undefined;
  const subcolumn = requested && news?.child.includes(requested) ? requested : args.subcolumn ? byId?.get(Number(args.subcolumn)) : name === 'newsList' ? news?.child[0] : undefined;
  const page = pageFrom(args);
  const list = useQuery({
    ...queryOptionsFor('oct/ListDataKw/getList', { channel, column: news?.id, subcolumn: subcolumn ? String(subcolumn.id) : undefined, p: page, route: name }, locale),
    enabled: news !== undefined,
    placeholderData: keepPreviousData,
  });
  usePageTitle(t('content.newsTitle'));
  const status = waitingStatusOf(nav) ?? (news ? pageStatusOf(list) : 4000);
  const tab = (active: boolean) =>
    ({
      px: '3.5',
      py: '1.5',
      borderRadius: 'full',
      fontSize: 'sm',
      bg: active ? 'fg' : 'transparent',
      color: active ? 'fg.inverted' : 'fg.muted',
      _hover: { textDecoration: 'none', color: active ? 'fg.inverted' : 'fg' },
    }) as const;

  return (
    <>
      <Box bg="bg.surface" borderBottomWidth="1px" borderColor="border.muted">
        <Container maxW="1100px" px={{ base: '4', md: '8' }} py={{ base: '8', md: '10' }}>
          <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '4xl' }} data-testid="list-title">
            {t('content.newsTitle')}
          </Heading>
          <Flex justify="space-between" align="center" mt="2" wrap="wrap" gap="2">
            <Text color="fg.muted">{t('content.newsSubtitle')}</Text>
            {list.data && (
              <Text fontSize="sm" color="fg.muted" data-testid="list-count">
                {countText(localeApi, list.data, list.data.count)}
              </Text>
            )}
          </Flex>
          {news && news.child.length > 0 && (
            <Flex gap="1.5" mt="6" data-testid="subcolumn-tabs">
              <Link asChild {...tab(!subcolumn)}>
                <RouterLink to={`/list/news?channel=${channel}`}>{t('content.typeAll')}</RouterLink>
              </Link>
              {news.child.map((child) => (
                <Link key={child.id} asChild {...tab(subcolumn?.id === child.id)}>
                  <RouterLink to={`/list/news?channel=${channel}&subcolumn=${child.id}`}>{child.name}</RouterLink>
                </Link>
              ))}
            </Flex>
          )}
        </Container>
      </Box>
      <Container maxW="1100px" px={{ base: '4', md: '8' }} py="4">
        <PageStatusView status={status} error={list.error} onRetry={() => list.refetch()}>
          {list.data && (
            <>
              <Box as="section" data-testid="news-list">
                {list.data.list.map((item) => (
                  <NewsRow key={item.id} item={item} />
                ))}
              </Box>
              <Pager page={page} pageCount={Math.ceil(list.data.count / list.data.page_size)} hrefFor={(p) => hrefWith({ p: String(p) })} />
            </>
          )}
        </PageStatusView>
      </Container>
    </>
  );
}

export { NewsPage as Component };
